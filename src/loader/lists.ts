/**
 * The lists a variant merges with its parent's instead of replacing them (docs/adding-a-variant.md
 * §1), so that a house adding one side bet writes that bet alone: `bets` by id,
 * `session.betting.sideBets` by the ids it lists, `session.betting.sideBetRules` by `bet`. An entry
 * whose id the parent has replaces the parent's whole, in the parent's place; a new one comes after
 * the parent's, in the child's order; `{ id, remove: true }` in `bets` drops the parent's bet, and
 * with it its place in sideBets and its stake rules. Every other list replaces the parent's whole.
 *
 * The merged lists no longer index as the files that wrote them do (the child's one bet is the
 * resolved profile's fourth): each entry keeps where it was written, its origin, so that a problem
 * found in the resolved profile is located at the file, line and pointer that wrote it.
 */
import { closest } from '../profile/closest.js';
import type { ProfileProblem } from '../profile/errors.js';

type Json = Record<string, unknown>;
const isMap = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Where an entry of a merged list was written: a file of the chain (its layer), and the pointer there. */
export interface Origin<L> {
  readonly layer: L;
  readonly pointer: string;
}

/** The merged lists' entries by their pointer in the resolved profile ("/bets/3"), with their origins. */
export type Origins<L> = ReadonlyMap<string, Origin<L>>;

/** A problem at a value (or, `atKey`, at its key) of the child's own file. */
type ProblemAt = (pointer: string, atKey: boolean, message: string) => ProfileProblem;

const BETTING = ['session', 'betting'] as const;

/**
 * Whether the key at this path of a variant merges by id (merged by mergeLists, after the maps):
 * mergeOver leaves the parent's value there.
 */
export function mergesById(at: readonly (string | number)[], key: string): boolean {
  if (at.length === 0) return key === 'bets';
  return (
    at.length === 2 && at[0] === BETTING[0] && at[1] === BETTING[1] && (key === 'sideBets' || key === 'sideBetRules')
  );
}

/** A resolved pointer into a merged list split at its entry: "/bets/3/settle/0" -> ["/bets/3", "/settle/0"]. */
const ENTRY = /^(\/bets\/\d+|\/session\/betting\/(?:sideBets|sideBetRules)\/\d+)(\/.*)?$/;

/**
 * A resolved pointer moved to the file that wrote it, where it points into a merged list's entry;
 * undefined for any other pointer (the files' own pointers are the resolved profile's there).
 */
export function originOf<L>(origins: Origins<L>, pointer: string): Origin<L> | undefined {
  const m = ENTRY.exec(pointer);
  const origin = m ? origins.get(m[1]!) : undefined;
  return origin && { layer: origin.layer, pointer: origin.pointer + (m![2] ?? '') };
}

/**
 * What the lists of a child merge to, over its parent's: `over` is the child merged over the parent
 * by mergeOver (maps key by key, these lists still the parent's), written in place; `parentOrigin`
 * says where a parent's entry was written. Returns every entry's origin, and the child's mistakes
 * that no schema can see once the lists are merged: a removal of a bet the parent lacks, a removal
 * that is not { id, remove: true }, a bet written twice.
 */
export function mergeLists<L>(
  child: Json,
  over: Json,
  own: L,
  parentOrigin: (pointer: string) => Origin<L>,
  problemAt: ProblemAt,
  parentName: string,
): { origins: Map<string, Origin<L>>; problems: ProfileProblem[] } {
  const origins = new Map<string, Origin<L>>();
  const problems: ProfileProblem[] = [];
  const m = { own, parentOrigin, origins };
  const removed = mergeBets(child, over, m, problemAt, parentName, problems);
  const session = over.session;
  const betting = isMap(session) ? session.betting : undefined;
  if (!isMap(session) || !isMap(betting)) return { origins, problems };
  const childBetting = isMap(child.session) && isMap(child.session.betting) ? child.session.betting : {};
  const merged: Json = { ...betting };
  const lists: [string, (entry: unknown) => unknown][] = [
    ['sideBets', (id) => id],
    ['sideBetRules', (rules) => (isMap(rules) ? rules.bet : undefined)],
  ];
  for (const [key, idOf] of lists) {
    // A parent's betting without the list (against the bank) has none to merge: a child's is an unknown key.
    if (!Array.isArray(betting[key])) continue;
    const value = childBetting[key];
    merged[key] =
      value !== undefined && !Array.isArray(value)
        ? value
        : byId(betting[key], indexed(value), { ...m, at: `/${BETTING.join('/')}/${key}`, idOf, removed });
  }
  over.session = { ...session, betting: merged };
  return { origins, problems };
}

/** What byId merges: where the list stands, how an entry is named, and the bets the child removed. */
interface ListMerge<L> {
  readonly at: string;
  readonly idOf: (entry: unknown) => unknown;
  readonly removed: ReadonlySet<string>;
  readonly own: L;
  readonly parentOrigin: (pointer: string) => Origin<L>;
  readonly origins: Map<string, Origin<L>>;
}

/**
 * A list merged by id: the parent's entries but the removed bets', a child's entry of the same id in
 * the parent's place, the child's others after them in its order (`child`: its entries, each with
 * its index in the child's list). A child's entry without an id, or repeating one the child already
 * wrote, comes after: the schema, or the language, refuses it where it is written.
 */
function byId<L>(
  parent: readonly unknown[],
  child: readonly (readonly [unknown, number])[],
  m: ListMerge<L>,
): unknown[] {
  const entries: { value: unknown; origin: Origin<L> }[] = [];
  parent.forEach((value, i) => {
    const id = m.idOf(value);
    if (typeof id !== 'string' || !m.removed.has(id)) entries.push({ value, origin: m.parentOrigin(`${m.at}/${i}`) });
  });
  const written = new Set<string>();
  for (const [value, i] of child) {
    const id = m.idOf(value);
    const origin = { layer: m.own, pointer: `${m.at}/${i}` };
    const same = typeof id === 'string' && !written.has(id) ? entries.findIndex((e) => m.idOf(e.value) === id) : -1;
    if (typeof id === 'string') written.add(id);
    if (same >= 0) entries[same] = { value, origin };
    else entries.push({ value, origin });
  }
  entries.forEach((e, i) => {
    m.origins.set(`${m.at}/${i}`, e.origin);
  });
  return entries.map((e) => e.value);
}

/** A child's list, each entry with its index; a value that is not a list is none (it replaces whole). */
const indexed = (list: unknown): (readonly [unknown, number])[] =>
  Array.isArray(list) ? list.map((v, i) => [v, i] as const) : [];

/**
 * The child's bets over the parent's (written into `over.bets`), each removal checked; returns the
 * ids of the parent's bets the child removed. A child's `bets` that is not a list replaces the
 * parent's whole: the schema says what it should be.
 */
function mergeBets<L>(
  child: Json,
  over: Json,
  m: Omit<ListMerge<L>, 'at' | 'idOf' | 'removed'>,
  problemAt: ProblemAt,
  parentName: string,
  problems: ProfileProblem[],
): Set<string> {
  const removed = new Set<string>();
  if (child.bets !== undefined && !Array.isArray(child.bets)) {
    over.bets = child.bets;
    return removed;
  }
  const parentBets = over.bets as Json[];
  const parentIds = parentBets.map((b) => String(b.id));
  const seen = new Map<string, number>();
  const added = indexed(child.bets).filter(([entry, i]) => {
    const id = isMap(entry) ? entry.id : undefined;
    if (typeof id === 'string') {
      const first = seen.get(id);
      if (first !== undefined)
        problems.push(
          problemAt(
            `/bets/${i}/id`,
            false,
            `bet "${id}" is written twice in this file (also /bets/${first}): one entry adds, replaces or removes a bet`,
          ),
        );
      else seen.set(id, i);
    }
    if (!isMap(entry) || !Object.hasOwn(entry, 'remove')) return true;
    const wrong = removalProblem(entry, `/bets/${i}`, parentIds, problemAt, parentName);
    if (wrong) problems.push(wrong);
    else removed.add(id as string);
    return false;
  });
  over.bets = byId(parentBets, added, { ...m, at: '/bets', idOf: (b) => (isMap(b) ? b.id : undefined), removed });
  return removed;
}

/** What is wrong with a removal `{ id, remove: true }` of the child's, if anything. */
function removalProblem(
  entry: Json,
  at: string,
  parentIds: readonly string[],
  problemAt: ProblemAt,
  parentName: string,
): ProfileProblem | undefined {
  if (entry.remove !== true)
    return problemAt(
      `${at}/remove`,
      false,
      `${JSON.stringify(entry.remove)} is not allowed: remove is true, and drops the parent's bet of this id`,
    );
  const other = Object.keys(entry).find((k) => k !== 'id' && k !== 'remove');
  if (other !== undefined)
    return problemAt(
      `${at}/${other}`,
      true,
      `"${other}" has no place in a removal: { id: <bet>, remove: true } drops the parent's bet whole`,
    );
  if (typeof entry.id !== 'string')
    return problemAt(at, false, `a removal names the parent's bet it drops: { id: <bet>, remove: true }`);
  if (parentIds.includes(entry.id)) return undefined;
  const near = closest(entry.id, parentIds);
  return problemAt(
    `${at}/id`,
    false,
    `"${entry.id}" is not a bet of the parent "${parentName}"${near ? ` (did you mean "${near}"?)` : ''}: its bets are ${parentIds.join(', ')}`,
  );
}

/**
 * A profile that extends none has no parent's bet to remove: its removals, refused where they are
 * written (the schema takes `{ id, remove: true }` as an entry of `bets`, for a variant's file).
 */
export function removalsWithoutParent(data: Json, problemAt: ProblemAt): ProfileProblem[] {
  if (!Array.isArray(data.bets)) return [];
  return data.bets.flatMap((entry, i) =>
    isMap(entry) && Object.hasOwn(entry, 'remove')
      ? [
          problemAt(
            `/bets/${i}/remove`,
            true,
            'remove drops a bet of the parent, and this profile extends none: leave the bet out instead',
          ),
        ]
      : [],
  );
}
