/**
 * Loading a profile: YAML syntax, then `extends` (a house variant names its parent and only what
 * changes), then the JSON Schema, then the checks the schema cannot make: the language's own
 * (src/profile/normalize.ts) and, last, the rules core's (a bet's rule that no coup can meet, or
 * whose every coup the rules before it take first, src/core/reach.ts), which is why the loader sits above the core and the language below it. Every
 * problem comes back located (file:line:col) and all of them at once, so a designer fixes a profile
 * in one pass.
 * Nothing half-loaded is ever returned: a profile with a problem is no profile.
 */
import { dirname, relative, resolve as resolvePath } from 'node:path';
import type { Document, LineCounter } from 'yaml';
import { canEverApply, type Shadowed, shadowedRules } from '../core/reach.js';
import { conditionWords, ruleNamesOf } from '../core/rule-words.js';
import { closest } from '../profile/closest.js';
import { ProfileError, type ProfileProblem, pointerOf } from '../profile/errors.js';
import { normalize, type RuleToTry } from '../profile/normalize.js';
import { bundledFile, bundledIds } from '../profile/paths.js';
import { phasesTheCoupLeadsTo } from '../profile/procedure.js';
import { checkSchema, profileKeys } from '../profile/schema.js';
import { hasPath, positionOf } from '../profile/source-map.js';
import type { Profile } from '../profile/types.js';
import { profileWarnings } from '../profile/warnings.js';
import { type ParsedYaml, parseYaml, readYamlFile, type ValueLimit } from '../profile/yaml.js';
import { mergeLists, mergesById, type Origin, type Origins, originOf, removalsWithoutParent } from './lists.js';
import { fitProblems, flowProblems, missingCoupPhases, ruleWarnings, wholeProcedure } from './procedure.js';

/**
 * The most profiles an `extends` chain may stack above the one loaded: a house variant extends a
 * bundled profile, rarely a variant of one; a longer chain is a mistake (or made to exhaust the
 * loader), refused before any further parent is read.
 */
export const MAX_EXTENDS_DEPTH = 32;

/**
 * The most values one profile file may hold, counted as the YAML reader counts them (every key,
 * value, map and list, aliases expanded): the largest bundled profile holds 337. A file past it is
 * refused at the value that passes it, before the rest is read.
 */
export const MAX_PROFILE_VALUES = 10_000;
/**
 * The most values a profile and every parent its `extends` chain stacks above it may hold together:
 * a chain of 32 files of 99,000 values each would otherwise be parsed whole, every one held at once.
 * The file whose values pass it is refused at the value that does.
 */
export const MAX_CHAIN_VALUES = 20_000;

const PROFILE_LIMIT: ValueLimit = {
  most: MAX_PROFILE_VALUES,
  values: `YAML: too many values: a profile holds at most ${MAX_PROFILE_VALUES}`,
  aliases: `YAML: too many aliases: expanded, the profile would hold more than ${MAX_PROFILE_VALUES} values`,
};
const CHAIN_VALUES = `too many values: a profile and the parents it extends hold at most ${MAX_CHAIN_VALUES} together`;
const CHAIN_ALIASES = `too many aliases: expanded, the profile and the parents it extends would hold more than ${MAX_CHAIN_VALUES} values`;

/** The limit of a file read when the files below it in the chain already hold `spent` values. */
const limitAfter = (spent: number): ValueLimit =>
  MAX_CHAIN_VALUES - spent >= MAX_PROFILE_VALUES
    ? PROFILE_LIMIT
    : { most: MAX_CHAIN_VALUES - spent, values: CHAIN_VALUES, aliases: CHAIN_ALIASES };

/**
 * The problems that end a chain as a whole (too deep, too many values), passed up the chain as they
 * are: not 32 lines saying each parent is not valid above it.
 */
const ENDS_CHAIN = new WeakSet<ProfileProblem>();

export interface LoadResult {
  readonly profile?: Profile;
  /** The profile as the builder reads it: parents merged in, the schema's defaults filled. */
  readonly resolved?: Record<string, unknown>;
  readonly problems: readonly ProfileProblem[];
  /**
   * Every file a valid profile was read from, by resolved path: its own first (where it has one),
   * then each parent of its `extends` chain in turn, then the procedure's presets; a command never writes over one of them.
   */
  readonly files?: readonly string[];
  /**
   * What a valid profile says and almost never means (src/profile/warnings.ts), located as problems
   * are: printed by validate, never a reason to refuse the profile.
   */
  readonly warnings?: readonly ProfileProblem[];
}

/** One file of an `extends` chain, with what it takes to point into it. */
interface Layer {
  readonly file: string;
  readonly doc: Document;
  readonly lc: LineCounter;
}

type Json = Record<string, unknown>;
const isMap = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The file of a parent: a bundled profile's id, else a path (relative to the child's file) to a
 * regular .yaml or .yml file, read with a size limit. Anything else is a reason, and the parent's
 * content is never read: a path such as /etc/shadow or /dev/zero is refused by its name alone.
 */
function findParent(name: string, childPath: string | undefined): { path: string; text: string } | { reason: string } {
  if (/^[a-z][a-z0-9-]*$/.test(name)) {
    const bundled = bundledFile(name);
    if (bundled) {
      const read = readYamlFile(bundled);
      return 'text' in read ? { path: bundled, text: read.text } : read;
    }
  }
  // A slip in a bundled id (punto_banco, punto-bnaco) is named: the id it most likely meant.
  const near = closest(name, bundledIds());
  const meant = near ? ` (did you mean ${near}?)` : '';
  if (!/\.ya?ml$/i.test(name)) {
    if (/^[a-z][a-z0-9-]*$/.test(name))
      return {
        reason: `"${name}" is neither a bundled profile${meant} nor a file next to this one: extends names the parent profile`,
      };
    return { reason: `"${name}" is not a bundled profile${meant}, and a file it extends must end in .yaml or .yml` };
  }
  const candidate = childPath ? resolvePath(dirname(childPath), name) : resolvePath(name);
  const read = readYamlFile(candidate, { yamlName: true });
  if ('text' in read) return { path: candidate, text: read.text };
  if (read.reason === 'no such file') {
    return {
      reason: `"${name}" is neither a bundled profile nor a file next to this one: extends names the parent profile`,
    };
  }
  return { reason: `the parent "${name}" ${read.reason}` };
}

/** A key of a variant that its parent does not have, and the parent's key it most likely meant. */
interface UnknownKey {
  readonly path: (string | number)[];
  readonly near: string | undefined;
}

/**
 * A child's keys over its parent's resolved profile: maps merge key by key; the lists that merge by
 * id (bets, session.betting.sideBets and sideBetRules) are left the parent's here, for mergeLists
 * (src/loader/lists.ts); anything else, a list included, replaces the parent's value whole, never
 * concatenated. A key the parent does not have is refused: in a variant that only states what
 * changes, it is almost always a typo. `sources` is not inherited: a variant names the rules it
 * reproduces itself (a house's rules are not its parent's document).
 */
function mergeOver(parent: Json, child: Json, at: (string | number)[], unknown: UnknownKey[]): Json {
  const out: Json = { ...parent };
  if (at.length === 0) delete out.sources;
  for (const [key, value] of Object.entries(child)) {
    if (
      at.length === 0 &&
      (key === 'extends' || key === 'id' || key === 'name' || key === 'description' || key === 'sources')
    ) {
      if (key !== 'extends') out[key] = value;
      continue;
    }
    // Own keys only: "constructor" or "__proto__" in a child is a key its parent does not have.
    if (!Object.hasOwn(parent, key)) {
      unknown.push({ path: [...at, key], near: closest(key, Object.keys(parent)) });
      continue;
    }
    if (mergesById(at, key)) continue;
    const p = parent[key];
    // A procedure is one value: a child names its own or extends a preset (its cells merge by id there).
    const whole = at.length === 1 && at[0] === 'session' && key === 'procedure';
    Object.defineProperty(out, key, {
      value: isMap(p) && isMap(value) && !whole ? mergeOver(p, value, [...at, key], unknown) : value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/**
 * What checkLayers finds: with, for a valid profile, its layers, the files they were read from and
 * the values they hold together; `shapeless` for a file that parsed but is not a map with an id.
 */
type Checked = LoadResult & {
  layers?: Layer[];
  sources?: readonly Source[];
  /** The procedure's preset files (specs/procedures/), read for it. */
  presets?: readonly string[];
  values?: number;
  shapeless?: boolean;
  /** Where each entry of the lists merged by id was written (src/loader/lists.ts), for a profile that extends one. */
  origins?: Origins<Layer>;
};

/** A file of a chain as it was read: where, and its text. */
interface Source {
  readonly path: string;
  readonly text: string;
}

/**
 * Parents already checked in this process, by path: a house's variants mostly extend the same
 * bundled profile, which would otherwise be parsed, merged and checked again for each of them (the
 * inspector loads every bundled profile at its first page). An entry serves while the parent and each
 * of its own parents still read as they did, from the same working folder (the names problems give
 * are relative to it), and no file of its chain is one the child's chain already holds (a cycle the
 * fresh check would name). Only valid parents are kept; a few dozen at most.
 */
const checkedParents = new Map<string, { cwd: string; file: string; result: Checked }>();
const MOST_PARENTS_KEPT = 64;

function checkedParent(found: Source, parentFile: string, chain: string[], spent: number): Checked {
  const cwd = process.cwd();
  const kept = checkedParents.get(found.path);
  const layers = kept?.result.layers?.length ?? 0;
  if (
    kept &&
    kept.cwd === cwd &&
    kept.file === parentFile &&
    // The fresh check would stop a chain this deep (MAX_EXTENDS_DEPTH), from the child's place in it.
    chain.length + layers <= MAX_EXTENDS_DEPTH &&
    // and this chain's values (MAX_CHAIN_VALUES), with what the child holds already.
    spent + kept.result.values! <= MAX_CHAIN_VALUES &&
    kept.result.sources!.every(
      (s, i) => !chain.includes(s.path) && (i === 0 ? found.text === s.text : readIfYaml(s.path) === s.text),
    )
  ) {
    return kept.result;
  }
  const result = checkLayers(found.text, parentFile, found.path, [...chain, found.path], spent);
  if (result.profile) {
    checkedParents.delete(found.path);
    if (checkedParents.size >= MOST_PARENTS_KEPT) checkedParents.delete(checkedParents.keys().next().value!);
    checkedParents.set(found.path, { cwd, file: parentFile, result });
  }
  return result;
}

/** A file's text as the loader reads a parent (size-limited), or undefined. */
function readIfYaml(path: string): string | undefined {
  const read = readYamlFile(path);
  return 'text' in read ? read.text : undefined;
}

/** A problem at a value (or, `atKey`, at its key) of one file of a chain. */
function at(layer: Layer, pointer: string, atKey: boolean, message: string): ProfileProblem {
  const { line, col } = positionOf(layer.doc, layer.lc, pointer, { key: atKey });
  return { file: layer.file, line, col, pointer, message };
}

/**
 * A child's data with its parent's under it (extends): the parent found, checked (or taken as
 * checked) and merged, or what stops it, located at the child's extends (or at a key its parent has not).
 */
function overParent(
  own: Layer,
  data: Json,
  path: string | undefined,
  chain: string[],
  spent: number,
):
  | { problems: readonly ProfileProblem[] }
  | { data: Json; parent: Checked & { layers: Layer[] }; origins: Origins<Layer> } {
  const name = data.extends;
  // Every refusal of the parent itself stands at the child's `extends`.
  const atExtends = (message: string) => at(own, '/extends', false, message);
  if (typeof name !== 'string' || name.trim() === '') {
    const given = JSON.stringify(name) ?? String(name);
    return {
      problems: [
        atExtends(`${given} names no parent: extends is a bundled profile's id or a .yaml file next to this one`),
      ],
    };
  }
  if (chain.length > MAX_EXTENDS_DEPTH) {
    const tooDeep = atExtends(
      `extends goes deeper than ${MAX_EXTENDS_DEPTH} profiles: a variant names its parent, not a chain of ${MAX_EXTENDS_DEPTH} others`,
    );
    ENDS_CHAIN.add(tooDeep);
    return { problems: [tooDeep] };
  }
  const found = findParent(name, path);
  if ('reason' in found) return { problems: [atExtends(found.reason)] };
  const parentPath = found.path;
  if (chain.includes(parentPath)) {
    const names = [...chain, parentPath].map((p) => relative(process.cwd(), p) || p);
    return { problems: [atExtends(`extends forms a cycle: ${names.join(' -> ')}`)] };
  }
  const shown = relative(process.cwd(), parentPath);
  const parentFile = shown.startsWith('..') ? parentPath : shown;
  const parent = checkedParent(found, parentFile, chain, spent);
  if (!parent.resolved || !parent.layers) {
    // A parent that is not even a profile's shape (a map with an id) is not quoted back: its
    // keys would be echoed as "unknown key" problems of a file that is not a profile.
    if (parent.shapeless) {
      const why = 'a profile is a YAML map with id, name and the sections of a variant';
      return { problems: [atExtends(`the parent "${name}" is not a profile: ${why}`)] };
    }
    // A chain too deep or too large is its one reason: not a line for each parent above it.
    if (parent.problems.length === 1 && ENDS_CHAIN.has(parent.problems[0]!)) return { problems: parent.problems };
    return { problems: [atExtends(`the parent "${name}" is not a valid profile`), ...parent.problems] };
  }
  const unknown: UnknownKey[] = [];
  const over = mergeOver(parent.resolved, data, [], unknown);
  const unknownKeys = unknown.map(({ path, near }) =>
    at(
      own,
      pointerOf(path),
      true,
      `"${path.at(-1)}" is not a key of the parent "${name}"${near ? ` (did you mean "${near}"?)` : ''}: a variant changes the keys its parent has`,
    ),
  );
  if (unknownKeys.length > 0) return { problems: unknownKeys };
  // A parent's entry of a merged list was written where its own origins say, else in the first of its files that writes it.
  const layers = parent.layers;
  const parentOrigin = (pointer: string): Origin<Layer> =>
    originOf(parent.origins ?? new Map(), pointer) ?? {
      layer: layers.find((l) => hasPath(l.doc, pointer)) ?? layers[0]!,
      pointer,
    };
  const lists = mergeLists(data, over, own, parentOrigin, (p, k, m) => at(own, p, k, m), name);
  if (lists.problems.length > 0) return { problems: lists.problems };
  return { data: over, parent: { ...parent, layers }, origins: lists.origins };
}

/** A file of a chain checked, its parents with it; `spent`, the values the files below it hold. */
function checkLayers(text: string, file: string, path: string | undefined, chain: string[], spent = 0): Checked {
  const parsed = parseYaml(text, file, limitAfter(spent));
  if ('problems' in parsed) {
    const [first] = parsed.problems;
    if (first && (first.message === CHAIN_VALUES || first.message === CHAIN_ALIASES)) ENDS_CHAIN.add(first);
    return { problems: parsed.problems };
  }
  const checked = checkParsed(parsed, text, file, path, chain, spent + parsed.values);
  const shapeless = !(isMap(parsed.data) && typeof parsed.data.id === 'string');
  return shapeless ? { ...checked, shapeless } : checked;
}

/** checkLayers, once the file is parsed: `spent`, the values it and the files below it hold. */
function checkParsed(
  parsed: ParsedYaml,
  text: string,
  file: string,
  path: string | undefined,
  chain: string[],
  spent: number,
): Checked {
  const { doc, lc } = parsed;
  const own: Layer = { file, doc, lc };
  let data: unknown = parsed.data;
  // A file that is not a map, or a map with none of a profile's keys (/etc/shadow read as YAML), is
  // not a profile: one problem at its start, none of its content quoted back (its "keys" could be
  // anyone's secrets), as for a parent that is not a profile.
  if (!isMap(data) || !Object.keys(data).some((k) => profileKeys().includes(k))) {
    return {
      problems: [
        {
          file,
          line: 1,
          col: 1,
          pointer: '',
          message: `not a profile: a profile is a YAML map of its keys (${profileKeys().join(', ')})`,
        },
      ],
    };
  }

  let layers: Layer[] = [own];
  let values = parsed.values;
  let sources: readonly Source[] = path === undefined ? [] : [{ path, text }];
  let origins: Origins<Layer> = new Map();
  if (data.extends !== undefined) {
    const merged = overParent(own, data, path, chain, spent);
    if ('problems' in merged) return merged;
    const { parent } = merged;
    data = merged.data;
    layers = [own, ...parent.layers];
    sources = [...sources, ...parent.sources!];
    values += parent.values!;
    origins = merged.origins;
  } else {
    const removals = removalsWithoutParent(data, (p, k, m) => at(own, p, k, m));
    if (removals.length > 0) return { problems: removals };
  }
  // Point into the file that wrote the value: the child where it says so, else its parents; an
  // entry of a merged list (the child's one bet is the resolved profile's fourth) where its origin says.
  const locate = (pointer: string, atKey: boolean, message: string): ProfileProblem => {
    const moved = originOf(origins, pointer);
    const layer = moved?.layer ?? layers.find((l) => hasPath(l.doc, pointer)) ?? own;
    // A parent's value that no longer fits what this profile changed (a bet it dropped, say):
    // point at the parent's text, and say where the fix goes.
    const inherited = layer === own ? '' : ` (inherited from ${layer.file}: override it in ${file})`;
    return at(layer, moved?.pointer ?? pointer, atKey, message + inherited);
  };

  const resolved = structuredClone(data) as Json;
  delete resolved.extends;
  const schemaProblems = checkSchema(resolved);
  if (schemaProblems.length > 0) return { problems: schemaProblems.map((p) => locate(p.pointer, p.atKey, p.message)) };
  // The session's procedure made whole: a preset read from its file, or merged under this one's.
  const procedureLayer = layers.find((l) => hasPath(l.doc, '/session/procedure')) ?? own;
  const session = resolved.session as Json;
  const whole = wholeProcedure(
    session.procedure,
    { ...procedureLayer, pointer: '/session/procedure' },
    String(resolved.id),
    phasesTheCoupLeadsTo(resolved),
  );
  if ('problems' in whole) return { problems: whole.problems };
  const coup = phasesTheCoupLeadsTo(resolved);
  const missing = missingCoupPhases(whole.procedure, coup);
  if (missing.length > 0) return { problems: missing.map((m) => locate('/session/procedure', false, m)) };
  const predictions = (session.betting as Json | undefined)?.scheme === 'predictions';
  const unfit = fitProblems(whole.procedure, { ...procedureLayer, pointer: '/session/procedure' }, predictions);
  if (unfit.length > 0) return { problems: unfit };
  session.procedure = whole.procedure;
  const { profile, problems, rulesToTry } = normalize(resolved, file);
  if (problems.length > 0 || !profile) return { problems: problems.map((p) => locate(p.pointer, p.atKey, p.message)) };
  // The procedure's flow, once each of its words fits the rest of the profile.
  const flow = flowProblems(whole.procedure, coup, { ...procedureLayer, pointer: '/session/procedure' });
  if (flow.length > 0) return { problems: flow };
  // A bet's rule that no coup of this profile can reach: tried on the coup's facts by the rules core.
  const unreached = unreachedRules(rulesToTry ?? [], profile, locate);
  if (unreached.length > 0) return { problems: unreached };
  const lineage = layers.map((l) => l.doc.get('id')).filter((id): id is string => typeof id === 'string');
  const warnings = [
    ...profileWarnings(profile, path).map((w) => locate(w.pointer, w.atKey, w.message)),
    ...ruleWarnings(whole.procedure, { ...procedureLayer, pointer: '/session/procedure' }, lineage),
  ];
  return { profile, resolved, problems: [], warnings, layers, sources, presets: whole.files, values, origins };
}

/** A problem at a value of a chain (or, `atKey`, at its key), in the file that writes it. */
type Locate = (pointer: string, atKey: boolean, message: string) => ProfileProblem;

/**
 * The bets' rules that can never settle a coup, tried by the rules core (src/core/reach.ts): a rule
 * whose condition no coup meets, and a rule, or a rung of its pay table, whose every coup the rules
 * before it take first (the first rule that applies settles), named with their lines. A bet's
 * problems come in the order they are written.
 */
function unreachedRules(rulesToTry: readonly RuleToTry[], profile: Profile, locate: Locate): ProfileProblem[] {
  const problems: ProfileProblem[] = [];
  const byBet = new Map<number, RuleToTry[]>();
  for (const r of rulesToTry) byBet.set(r.bet, [...(byBet.get(r.bet) ?? []), r]);
  for (const [bet, tries] of byBet) {
    const found: ProfileProblem[] = [];
    for (const r of tries) {
      if (canEverApply(r.rule, r.scope, profile) !== false) continue;
      const values = r.rule.pays?.kind === 'table' ? ' with a value its pay table lists' : '';
      found.push(locate(r.pointer, false, `${NEVER}: no coup this profile deals meets its condition${values}`));
    }
    const rules = profile.bets[bet]!.settle;
    // Whether rules before a rule take its coups is asked of a bet whose every rule was read.
    if (tries.length === rules.length) {
      const taken = (by: readonly number[]) => {
        const earlier = by.map((i) => {
          const { line } = locate(pointerOf(['bets', bet, 'settle', i]), false, '');
          const when = rules[i]!.when;
          return `settle[${i}] (line ${line}: ${when ? conditionWords(ruleNamesOf(profile), when) : 'any coup'})`;
        });
        return `every coup it meets is taken first by ${listed(earlier)}`;
      };
      const shadowed = shadowedRules(rules, tries[0]!.scope, profile);
      for (const s of shadowed) {
        if (s.rung !== undefined) continue;
        const r = tries[s.rule]!;
        // A rule without "when" (the last: the language's check) is pointed at as a whole.
        const rule = r.rule.when === undefined ? pointerOf(['bets', bet, 'settle', s.rule]) : r.pointer;
        found.push(locate(rule, false, `${NEVER}: ${taken(s.by)}`));
      }
      // A rung as written ("8-9" is two values) that pays none of its values.
      for (const [pointer, by] of takenRungs(tries, shadowed))
        found.push(locate(pointer, true, `this rung can never pay: ${taken(by)}`));
    }
    problems.push(...found.sort((a, b) => a.line - b.line || a.col - b.col));
  }
  return problems;
}

const NEVER = 'this rule can never settle a coup';

/**
 * The rungs, by where their key is written, whose every value earlier rules take, each with the
 * rules that take them (together, in order).
 */
function takenRungs(tries: readonly RuleToTry[], shadowed: readonly Shadowed[]): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const r of tries) {
    const values = new Map<string, number[]>();
    for (const [value, pointer] of r.rungAt ?? []) values.set(pointer, [...(values.get(pointer) ?? []), value]);
    for (const [pointer, of] of values) {
      const each = of.map((v) => shadowed.find((s) => s.rule === r.index && s.rung === v));
      if (each.every((s) => s !== undefined))
        out.set(
          pointer,
          [...new Set(each.flatMap((s) => s!.by))].sort((a, b) => a - b),
        );
    }
  }
  return out;
}

/** "a", "a and b", "a, b and c". */
const listed = (parts: readonly string[]): string =>
  parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/**
 * Checks a profile's text; `file` is the name used in messages, `path` where it lies (for extends).
 *
 * @example
 * ```ts
 * import { readFileSync } from 'node:fs';
 * import { checkProfileText } from 'baccarat-spec';
 *
 * const { profile, problems } = checkProfileText(readFileSync('my-house.yaml', 'utf8'), 'my-house.yaml', 'my-house.yaml');
 * for (const p of problems) console.error(`${p.file}:${p.line}:${p.col} ${p.pointer} ${p.message}`);
 * if (profile) console.log(`${profile.name}: valid`);
 * ```
 */
export function checkProfileText(text: string, file: string, path?: string): LoadResult {
  const absolute = path ? resolvePath(path) : undefined;
  const { profile, resolved, problems, warnings, sources, presets } = checkLayers(
    text,
    file,
    absolute,
    absolute ? [absolute] : [],
  );
  return profile
    ? {
        profile,
        resolved: resolved!,
        problems,
        warnings: warnings ?? [],
        files: [...sources!.map((s) => s.path), ...(presets ?? [])],
      }
    : { problems };
}

/** Loads a profile file, with its parents, or throws a ProfileError listing every problem. */
export function loadProfileFile(path: string, displayName = path): Profile {
  const { profile, problems } = loadProfileWithSource(path, displayName);
  if (!profile) throw new ProfileError(problems);
  return profile;
}

export function loadProfileWithSource(path: string, displayName = path): LoadResult {
  const read = readYamlFile(path);
  if ('reason' in read) {
    return {
      problems: [{ file: displayName, line: 1, col: 1, pointer: '', message: `cannot read the file: ${read.reason}` }],
    };
  }
  return checkProfileText(read.text, displayName, path);
}
