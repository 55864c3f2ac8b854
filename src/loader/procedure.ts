/**
 * A profile's session.procedure made whole: a preset named (specs/procedures/<name>.yaml) read and
 * checked in its own file, a procedure that extends a preset merged over it (a cell replaced by its
 * id, a phase by its name, new ones added, `remove` dropping the preset's), and the whole checked:
 * every phase a cell names is one, every id unique. A problem stands where it was written: in the
 * profile, or in the preset's file, at its line and column.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Document, LineCounter } from 'yaml';
import type { ProfileProblem } from '../profile/errors.js';
import { ROOT } from '../profile/paths.js';
import {
  COUP_PHASES,
  NEEDS_A_BANK,
  NEEDS_A_TURN,
  NEEDS_PREDICTIONS,
  SESSION_PHASES,
  STAKES_AGAINST_THE_BANK,
} from '../profile/procedure.js';
import { checkSchema } from '../profile/schema.js';
import { positionOf } from '../profile/source-map.js';
import { parseYaml } from '../profile/yaml.js';
import { type Catalog, catalogOf } from './catalogs.js';

export const PROCEDURES_DIR = join(ROOT, 'specs', 'procedures');
const MAX_PRESET_DEPTH = 8;

type Json = Record<string, unknown>;

/** Where a piece of a procedure was written: a file's document and the pointer in it. */
export interface Written {
  readonly file: string;
  readonly doc: Document;
  readonly lc: LineCounter;
  readonly pointer: string;
}

/** The procedure whole, with where each of its cells and phases was written. */
export interface WholeProcedure {
  readonly procedure: Json;
  /** Every file read for it (the presets), for the command's inputs. */
  readonly files: readonly string[];
}

type Result = WholeProcedure | { problems: ProfileProblem[] };

const problemAt = (w: Written, message: string, key = false): ProfileProblem => {
  const { line, col } = positionOf(w.doc, w.lc, w.pointer, { key });
  return { file: w.file, line, col, pointer: w.pointer, message };
};

/** The presets there are: the file names under specs/procedures. */
export function presetNames(): string[] {
  return readdirSync(PROCEDURES_DIR)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => f.slice(0, -'.yaml'.length))
    .sort();
}

/** A preset read and checked in its own file, merged over the preset it extends. */
function preset(name: string, from: Written, chain: string[]): Result {
  const known = presetNames();
  if (!known.includes(name)) {
    return { problems: [problemAt(from, `"${name}" is not a procedure: the presets are ${known.join(', ')}`)] };
  }
  if (chain.includes(name) || chain.length > MAX_PRESET_DEPTH) {
    return { problems: [problemAt(from, `procedures extend each other in a cycle: ${[...chain, name].join(' -> ')}`)] };
  }
  const path = join(PROCEDURES_DIR, `${name}.yaml`);
  const file = `specs/procedures/${name}.yaml`;
  const parsed = parseYaml(readFileSync(path, 'utf8'), file);
  if ('problems' in parsed) return { problems: [...parsed.problems] };
  const layer = { file, doc: parsed.doc, lc: parsed.lc };
  // The preset is checked by the profile's own schema, as the procedure a profile could write.
  const wrapped = { extends: 'a preset', id: 'preset', name: 'preset', session: { procedure: parsed.data } };
  // Only what lies in the procedure is the preset's to answer for (the wrapper has no session).
  const schema = checkSchema(wrapped).filter((p) => p.pointer.startsWith('/session/procedure'));
  if (schema.length > 0) {
    return {
      problems: schema.map((p) =>
        problemAt({ ...layer, pointer: p.pointer.replace(/^\/session\/procedure/, '') }, p.message, p.atKey),
      ),
    };
  }
  const own = wrapped.session.procedure as Json;
  const tagged = tag(own, name, layer);
  if (typeof own.extends !== 'string') return { procedure: tagged, files: [path] };
  const parent = preset(own.extends, { ...layer, pointer: '/extends' }, [...chain, name]);
  if ('problems' in parent) return parent;
  const merged = mergeProcedures(parent.procedure, tagged, { ...layer, pointer: '' });
  return 'problems' in merged ? merged : { procedure: merged.procedure, files: [path, ...parent.files] };
}

/** Where each cell and phase was written, kept on it (a symbol: never printed, never compared). */
const WRITTEN = Symbol('written');
type Tagged = Json & { [WRITTEN]?: Written };

function tag(procedure: Json, name: string, layer: Omit<Written, 'pointer'>): Json {
  const cells = ((procedure.moves as Json[] | undefined) ?? []).map((c, i) =>
    Object.assign({ ...c, from: c.from ?? name }, { [WRITTEN]: { ...layer, pointer: `/moves/${i}` } }),
  );
  const phases = ((procedure.phases as Json[] | undefined) ?? []).map((p, i) =>
    Object.assign({ ...p, from: p.from ?? name }, { [WRITTEN]: { ...layer, pointer: `/phases/${i}` } }),
  );
  return { ...procedure, procedure: procedure.procedure ?? name, moves: cells, phases };
}

const writtenOf = (x: Json, fallback: Written): Written => (x as Tagged)[WRITTEN] ?? fallback;

/** A phase the coup leads to by itself, and what leads there (src/profile/procedure.ts phasesTheCoupLeadsTo). */
export type LedTo = { readonly phase: string; readonly why: string };

/** Where the session starts: `starts` written as a phase's name, or as { phase, does }. */
const startsOf = (procedure: Json): string | undefined =>
  typeof procedure.starts === 'string'
    ? procedure.starts
    : ((procedure.starts as Json | undefined)?.phase as string | undefined);

/** The roles a cell names: its role, or each of its order of roles. */
const rolesOf = (cell: Json): string[] =>
  typeof cell.by === 'string' ? [cell.by] : (((cell.by as Json | undefined)?.order as string[]) ?? []);

/**
 * A cell's id or a phase's name written twice in one procedure that extends another: each replaces
 * the parent's of its id once, so a second would silently drop the first (refused as in a whole
 * procedure, at the second).
 */
function writtenTwice(child: Json, at: Written): ProfileProblem[] {
  const problems: ProfileProblem[] = [];
  const twice = (list: Json[], key: 'id' | 'phase', what: string) => {
    const first = new Map<string, Json>();
    for (const x of list) {
      const name = x[key] as string;
      const earlier = first.get(name);
      if (earlier === undefined) {
        first.set(name, x);
        continue;
      }
      const w = writtenOf(x, at);
      const before = writtenOf(earlier, at);
      const { line } = positionOf(before.doc, before.lc, before.pointer);
      problems.push(
        problemAt(
          { ...w, pointer: `${w.pointer}/${key}` },
          `the ${what} "${name}" is written twice in this procedure (also at line ${line}): one entry adds or replaces the preset's ${what} of this ${key === 'id' ? 'id' : 'name'}`,
        ),
      );
    }
  };
  twice(child.moves as Json[], 'id', 'cell');
  twice(child.phases as Json[], 'phase', 'phase');
  return problems;
}

/**
 * The phases `remove` drops that what remains still leads to (a cell's or an end's `next`, or where
 * the session starts), each refused at its entry of `remove`, naming what leads there.
 */
function removedButLedTo(
  procedure: Json,
  removed: readonly string[],
  coup: readonly LedTo[],
  at: Written,
): ProfileProblem[] {
  const problems: ProfileProblem[] = [];
  const starts = startsOf(procedure);
  removed.forEach((name, i) => {
    const leads = [
      ...coup.filter((c) => c.phase === name).map((c) => c.why),
      ...(starts === name ? ['the session starts there'] : []),
      ...(procedure.moves as Json[]).filter((c) => c.next === name).map((c) => `the cell "${c.id}" leads there`),
      ...(procedure.phases as Json[])
        .filter((p) => ((p.ends as Json[] | undefined) ?? []).some((e) => e.next === name))
        .map((p) => `"${p.phase}" ends there`),
    ];
    if (leads.length > 0)
      problems.push(
        problemAt(
          { ...at, pointer: `${at.pointer}/remove/${i}` },
          `the phase "${name}" cannot be removed: ${leads.join('; ')}`,
        ),
      );
  });
  return problems;
}

/** A child procedure over its parent: cells by id, phases by name, `remove` dropping the parent's. */
function mergeProcedures(parent: Json, child: Json, at: Written, coup: readonly LedTo[] = []): Result {
  const problems: ProfileProblem[] = writtenTwice(child, at);
  // `remove` names the parent's cells, or its phases (a phase dropped takes its cells with it).
  const removed = (child.remove as string[] | undefined) ?? [];
  const parentCells = parent.moves as Json[];
  const parentPhases = parent.phases as Json[];
  removed.forEach((id, i) => {
    if (!parentCells.some((c) => c.id === id) && !parentPhases.some((p) => p.phase === id))
      problems.push(
        problemAt(
          { ...at, pointer: `${at.pointer}/remove/${i}` },
          `"${id}" is neither a cell nor a phase of "${parent.procedure}"`,
        ),
      );
  });
  let cells = parentCells.filter((c) => !removed.includes(c.id as string) && !removed.includes(c.phase as string));
  for (const cell of child.moves as Json[]) {
    const same = cells.findIndex((c) => c.id === cell.id);
    if (same >= 0) {
      cells = cells.map((c, i) => (i === same ? cell : c));
      continue;
    }
    const before = cell.before === undefined ? -1 : cells.findIndex((c) => c.id === cell.before);
    if (cell.before !== undefined && before < 0) {
      problems.push(
        problemAt(
          { ...writtenOf(cell, at), pointer: `${writtenOf(cell, at).pointer}/before` },
          `"${cell.before}" is not a cell of "${parent.procedure}"`,
        ),
      );
    }
    cells = before < 0 ? [...cells, cell] : [...cells.slice(0, before), cell, ...cells.slice(before)];
  }
  let phases = parentPhases.filter((p) => !removed.includes(p.phase as string));
  for (const phase of child.phases as Json[]) {
    const same = phases.findIndex((p) => p.phase === phase.phase);
    phases = same >= 0 ? phases.map((p, i) => (i === same ? phase : p)) : [...phases, phase];
  }
  if (problems.length > 0) return { problems };
  const procedure: Json = { ...parent, ...child, phases, moves: cells, starts: child.starts ?? parent.starts };
  delete procedure.extends;
  delete procedure.remove;
  const phasesRemoved = removed.filter((id) => parentPhases.some((p) => p.phase === id));
  const stillLedTo = removedButLedTo(procedure, phasesRemoved, coup, at);
  if (stillLedTo.length > 0) return { problems: stillLedTo };
  // A procedure changed is no longer the preset whose former keywords a version-1 hash read.
  if (child.was === undefined) delete procedure.was;
  return { procedure, files: [] };
}

/** Why no cell or end leads to "drawing": the coup itself gives each hand its turn. */
const NOT_INTO_A_TURN =
  'nothing leads to "drawing": the coup gives each hand its turn to draw by itself, after the deal and the naturals (lead to "dealing" or "natural check")';

/** The whole procedure checked: unique ids, and every phase named one the table has. */
function checkWhole(procedure: Json, at: Written): ProfileProblem[] {
  const problems: ProfileProblem[] = [];
  const phases = procedure.phases as Json[];
  const names = new Set<string>([...phases.map((p) => p.phase as string), ...COUP_PHASES]);
  const known = [...names].join(', ');
  const seen = new Set<string>();
  const placed = (x: Json, key: string) => {
    const w = writtenOf(x, at);
    return { ...w, pointer: `${w.pointer}/${key}` };
  };
  for (const cell of procedure.moves as Json[]) {
    const staking = ((cell.does as string[] | undefined) ?? []).find((e) => STAKES_AGAINST_THE_BANK.includes(e));
    if (rolesOf(cell).includes('the banker') && staking !== undefined)
      problems.push(
        problemAt(
          placed(cell, 'by'),
          `the banker never stakes against his own bank: "${staking}" is a punter's, never the banker's`,
        ),
      );
    const drawing = cell.move === 'DRAW' || cell.move === 'STAND';
    if (drawing !== (cell.phase === 'drawing'))
      problems.push(
        problemAt(
          placed(cell, 'phase'),
          drawing
            ? `${cell.move} is made at "drawing" (a hand's turn to draw), never at "${cell.phase}"`
            : `only DRAW and STAND are made at "drawing" (a hand's turn to draw): ${cell.move} would never be`,
        ),
      );
    else if (!drawing && (COUP_PHASES as readonly string[]).includes(cell.phase as string))
      problems.push(
        problemAt(
          placed(cell, 'phase'),
          `"${cell.phase}" is the coup's own, where no move is made: a cell is made in a phase of the procedure`,
        ),
      );
    if (seen.has(cell.id as string))
      problems.push(problemAt(placed(cell, 'id'), `the cell "${cell.id}" is written twice: a cell's id is unique`));
    seen.add(cell.id as string);
    for (const key of ['phase', 'next'] as const) {
      const phase = cell[key];
      if (phase !== undefined && !names.has(phase as string))
        problems.push(problemAt(placed(cell, key), `"${phase}" is not a phase of this procedure (${known})`));
    }
    if (cell.next === 'drawing') problems.push(problemAt(placed(cell, 'next'), NOT_INTO_A_TURN));
  }
  const seenPhases = new Set<string>();
  const tables: readonly string[] = SESSION_PHASES;
  for (const phase of phases) {
    if (seenPhases.has(phase.phase as string))
      problems.push(problemAt(placed(phase, 'phase'), `the phase "${phase.phase}" is written twice`));
    if (!tables.includes(phase.phase as string))
      problems.push(
        problemAt(
          placed(phase, 'phase'),
          `"${phase.phase}" is not a phase the table has (${tables.join(', ')}): a procedure says what happens in the table's phases, and names none of its own`,
        ),
      );
    seenPhases.add(phase.phase as string);
    ((phase.ends as Json[] | undefined) ?? []).forEach((end, i) => {
      if (end.next === 'drawing') {
        const w = writtenOf(phase, at);
        problems.push(problemAt({ ...w, pointer: `${w.pointer}/ends/${i}/next` }, NOT_INTO_A_TURN));
      } else if (!names.has(end.next as string)) {
        const w = writtenOf(phase, at);
        problems.push(
          problemAt(
            { ...w, pointer: `${w.pointer}/ends/${i}/next` },
            `"${end.next}" is not a phase of this procedure (${known})`,
          ),
        );
      }
    });
  }
  const starts = startsOf(procedure);
  if (starts === undefined)
    problems.push(problemAt(at, 'the procedure says nowhere where a session starts: give "starts"'));
  else if (!seenPhases.has(starts as string))
    problems.push(
      problemAt(
        { ...at, pointer: `${at.pointer}/starts` },
        `"${starts}" is not a phase of this procedure (${[...seenPhases].join(', ')})`,
      ),
    );
  return problems;
}

/**
 * The profile's procedure made whole (`written`: where the profile wrote session.procedure). A
 * preset's name is read from its file; a procedure that extends one is merged over it.
 */
export function wholeProcedure(
  value: unknown,
  written: Written,
  profileId: string,
  coup: readonly LedTo[] = [],
): Result {
  let result: Result;
  if (typeof value === 'string') result = preset(value, written, []);
  else {
    const own = tag(value as Json, profileId, { file: written.file, doc: written.doc, lc: written.lc });
    const shifted = (x: Json): Json => {
      const w = writtenOf(x, written);
      return Object.assign(x, { [WRITTEN]: { ...w, pointer: `${written.pointer}${w.pointer}` } });
    };
    (own.moves as Json[]).forEach(shifted);
    (own.phases as Json[]).forEach(shifted);
    if (typeof own.extends !== 'string') result = { procedure: own, files: [] };
    else {
      const parent = preset(own.extends, { ...written, pointer: `${written.pointer}/extends` }, [profileId]);
      if ('problems' in parent) return parent;
      const merged = mergeProcedures(parent.procedure, own, written, coup);
      result = 'problems' in merged ? merged : { procedure: merged.procedure, files: parent.files };
    }
  }
  if ('problems' in result) return result;
  const problems = checkWhole(result.procedure, written);
  return problems.length > 0 ? { problems } : result;
}

/**
 * What the procedure made whole lacks of the phases the coup leads to, each said as a problem's
 * message (the loader places it at session.procedure, in the file that writes it).
 */
export function missingCoupPhases(procedure: Json, coup: readonly LedTo[]): string[] {
  const phases = new Set((procedure.phases as Json[]).map((p) => p.phase as string));
  return coup
    .filter(({ phase }) => !phases.has(phase))
    .map(({ phase, why }) => `the procedure has no phase "${phase}", and ${why}: list it under phases`);
}

/** The coup's own phases, one step of the session's flow: it is dealt, and ends where the coup leads. */
const THE_COUP = 'the coup';
const nodeOf = (phase: string) =>
  (COUP_PHASES as readonly string[]).includes(phase) && phase !== 'session over' ? THE_COUP : phase;

/**
 * The session's flow: from each phase (the coup's as one), where its cells and its ends lead
 * (`moves`), and where its ends alone lead (`ends`).
 */
function flowOf(
  procedure: Json,
  coup: readonly LedTo[],
): { moves: Map<string, Set<string>>; ends: Map<string, Set<string>> } {
  const moves = new Map<string, Set<string>>();
  const ends = new Map<string, Set<string>>();
  const edge = (edges: Map<string, Set<string>>, from: string, to: string) =>
    edges.set(from, (edges.get(from) ?? new Set()).add(to));
  for (const cell of procedure.moves as Json[])
    if (typeof cell.next === 'string') edge(moves, nodeOf(cell.phase as string), nodeOf(cell.next));
  for (const phase of procedure.phases as Json[])
    for (const end of (phase.ends as Json[] | undefined) ?? []) {
      edge(moves, phase.phase as string, nodeOf(end.next as string));
      edge(ends, phase.phase as string, nodeOf(end.next as string));
    }
  for (const { phase } of coup) edge(moves, THE_COUP, phase);
  return { moves, ends };
}

/** Every node reached from `from` along `edges`. */
function reached(from: readonly string[], edges: ReadonlyMap<string, ReadonlySet<string>>): Set<string> {
  const seen = new Set(from);
  for (const queue = [...from]; queue.length > 0; ) {
    for (const next of edges.get(queue.pop()!) ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

/**
 * The procedure's flow checked as a whole (the coup's phases taken as one step, which leads to the
 * phases it leads to by itself): every phase it lists is reached from where the session starts, and
 * from each the session can reach its end; and no loop of phases that end into each other by
 * themselves, which no move could break (the table would go round it forever). Each at its phase.
 */
export function flowProblems(procedure: Json, coup: readonly LedTo[], written: Written): ProfileProblem[] {
  const { moves, ends } = flowOf(procedure, coup);
  const phases = procedure.phases as Json[];
  const at = (phase: Json, key = 'phase') => {
    const w = writtenOf(phase, written);
    return { ...w, pointer: `${w.pointer}/${key}` };
  };
  // A loop of ends alone first: what else fails follows from it.
  const looping = phases.filter((p) => {
    const after = [...(ends.get(p.phase as string) ?? [])];
    return after.length > 0 && reached(after, ends).has(p.phase as string);
  });
  if (looping.length > 0) {
    const names = looping.map((p) => `"${p.phase}"`).join(', ');
    return [
      problemAt(
        at(looping[0]!, 'ends'),
        `${names} end into each other by themselves: the table would go round them forever, and no move can break the loop`,
      ),
    ];
  }
  const starts = startsOf(procedure) ?? '';
  const forward = reached([starts], moves);
  const backward = new Map<string, Set<string>>();
  for (const [from, tos] of moves) for (const to of tos) backward.set(to, (backward.get(to) ?? new Set()).add(from));
  const ending = reached(['session over'], backward);
  if (!phases.some((p) => ending.has(p.phase as string)))
    return [problemAt(written, 'the session has no way to end: no cell and no end of a phase leads to "session over"')];
  const problems: ProfileProblem[] = [];
  for (const phase of phases) {
    const name = phase.phase as string;
    if (!forward.has(name))
      problems.push(
        problemAt(
          at(phase),
          `the phase "${name}" is never reached: nothing leads there from where the session starts ("${starts}")`,
        ),
      );
    else if (!ending.has(name))
      problems.push(
        problemAt(at(phase), `the session never ends once at "${name}": nothing leads on from it to "session over"`),
      );
  }
  return problems;
}

/** The name of a condition as written (`{ the banker has won coups in a row: 3 }` is its key). */
const checkName = (check: unknown): string =>
  typeof check === 'string' ? check : (Object.keys((check as Json | null) ?? {})[0] ?? '');

/** Words of the language grouped by kind, as NEEDS_A_BANK, NEEDS_PREDICTIONS and NEEDS_A_TURN list them. */
type Words = { readonly [k in 'moves' | 'roles' | 'checks' | 'effects']: readonly string[] };

/** A cell's first word among `words`: where it stands in the cell, and how a problem names it. */
function wordIn(cell: Json, words: Words): [string, string] | undefined {
  if (words.moves.includes(cell.move as string)) return ['move', `the move ${cell.move}`];
  const role = rolesOf(cell).find((r) => words.roles.includes(r));
  if (role !== undefined) return ['by', `the role "${role}"`];
  const when = (cell.when as unknown[] | undefined) ?? [];
  const i = when.findIndex((c) => words.checks.includes(checkName(c)));
  if (i >= 0) return [`when/${i}`, `the condition "${checkName(when[i])}"`];
  const does = (cell.does as string[] | undefined) ?? [];
  const j = does.findIndex((e) => words.effects.includes(e));
  return j >= 0 ? [`does/${j}`, `the effect "${does[j]}"`] : undefined;
}

/**
 * The words of the procedure that do not fit the table, each cell's first at the cell (its move,
 * role, condition or effect) and the start's: those that act on a bank where a table of predictions
 * has none, those of predictions where the table plays against a bank, and those that read the hand
 * whose turn it is to draw in a cell made elsewhere than at "drawing".
 */
export function fitProblems(procedure: Json, written: Written, predictions: boolean): ProfileProblem[] {
  const problems: ProfileProblem[] = [];
  const [kind, words, what]: [string, Words, string] = predictions
    ? ['predictions have no bank', NEEDS_A_BANK, 'acts on a bank, which this table does not have']
    : ['a table against a bank takes no predictions', NEEDS_PREDICTIONS, 'reads a prediction'];
  for (const cell of procedure.moves as Json[]) {
    const w = writtenOf(cell, written);
    const at = (where: string) => ({ ...w, pointer: `${w.pointer}/${where}` });
    const found = wordIn(cell, words);
    if (found) {
      problems.push(problemAt(at(found[0]), `${kind}: ${found[1]} (cell "${cell.id}") ${what}`));
      continue;
    }
    const turn = cell.phase === 'drawing' ? undefined : wordIn(cell, NEEDS_A_TURN);
    if (turn)
      problems.push(
        problemAt(
          at(turn[0]),
          `${turn[1]} (cell "${cell.id}") reads the hand whose turn it is to draw: a word of "drawing" only, not of "${cell.phase}"`,
        ),
      );
  }
  const starts = procedure.starts as Json | string | undefined;
  const does = typeof starts === 'object' ? ((starts.does as string[] | undefined) ?? []) : [];
  const i = does.findIndex((e) => words.effects.includes(e));
  if (i >= 0)
    problems.push(
      problemAt(
        { ...written, pointer: `${written.pointer}/starts/does/${i}` },
        `${kind}: the effect "${does[i]}" at the start ${what}`,
      ),
    );
  return problems;
}

/**
 * The rule ids the procedure cites that no catalog counting for them holds (src/loader/catalogs.ts):
 * each a warning at its `rule`, a cell's or an end's. `chain`: the ids of the profile and of each
 * parent its extends chain stacks above it; a cell's own table (`from`: the preset it was written in,
 * or the profile) counts too. Where no catalog counts at all, one warning says that none was checked.
 */
export function ruleWarnings(procedure: Json, written: Written, chain: readonly string[]): ProfileProblem[] {
  const own = chain.map(catalogOf).filter((c): c is Catalog => c !== null);
  const counting = (from: unknown) => {
    const table = typeof from === 'string' ? catalogOf(from) : null;
    return table === null || own.some((c) => c.file === table.file) ? own : [...own, table];
  };
  const cited = [
    ...(procedure.moves as Json[]).map((cell) => ({ x: cell, key: 'rule', rule: cell.rule })),
    ...(procedure.phases as Json[]).flatMap((phase) =>
      ((phase.ends as Json[] | undefined) ?? []).map((end, i) => ({ x: phase, key: `ends/${i}/rule`, rule: end.rule })),
    ),
  ];
  if (cited.every(({ x }) => counting(x.from).length === 0))
    return [
      problemAt(
        written,
        `no rule catalog counts for this profile (specs/rules/<id>.yaml or specs/rules/house/<id>.yaml of ${chain.join(', ')}): the rule ids its procedure cites were not checked`,
      ),
    ];
  const warnings: ProfileProblem[] = [];
  for (const { x, key, rule } of cited) {
    const catalogs = counting(x.from);
    if (catalogs.some((c) => c.ids.has(rule as string))) continue;
    const w = writtenOf(x, written);
    warnings.push(
      problemAt(
        { ...w, pointer: `${w.pointer}/${key}` },
        `"${rule}" is in no rule catalog that counts here (${catalogs.map((c) => c.file).join(', ')}): a cell cites a rule of its own table's catalog or its parents'`,
      ),
    );
  }
  return warnings.sort((a, b) => a.line - b.line || a.col - b.col);
}
