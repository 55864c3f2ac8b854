/**
 * A drawing policy: how the deciders answer the choices a profile's draw tables leave open. The file
 * mirrors the draw tables (hand -> total -> optionally the other hand's third card) and is checked
 * like a profile: YAML, then its JSON Schema (schemas/policy.schema.json), then against the profile,
 * every problem located as file:line:col.
 *
 * Compiled, a policy is the probability of drawing for each choice cell of the compiled tables, so
 * the enumerator and both simulation engines read it by the same cell index.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { formatProblems, type ProfileProblem, pointerOf } from '../profile/errors.js';
import { bundledIds, ROOT } from '../profile/paths.js';
import { positionOf } from '../profile/source-map.js';
import type { Profile } from '../profile/types.js';
import { parseYaml, readYamlFile } from '../profile/yaml.js';
import { schemaValidator } from '../schemas/validator.js';
import { type CompiledProfile, compileProfile } from './compile.js';
import { CHOICE, cellIndex, DRAW, describeSituation, NO_CELL, reachableCells, type Situation } from './draw-tables.js';
import { decimalFraction, type Fraction, fraction } from './fraction.js';

export const POLICY_SCHEMA_PATH = fileURLToPath(new URL('../../schemas/policy.schema.json', import.meta.url));

type JsonSchema = { [k: string]: unknown };
/** The policy schema's validator and top keys, read when a policy is first checked (most commands read none). */
let schema: { validate: ValidateFunction; keys: readonly string[] } | undefined;
function policySchema(): { validate: ValidateFunction; keys: readonly string[] } {
  if (!schema) {
    const text = readFileSync(POLICY_SCHEMA_PATH, 'utf8');
    schema = {
      validate: schemaValidator('policy', text, { allErrors: true, strict: true, verbose: true }),
      keys: Object.keys((JSON.parse(text) as { properties: object }).properties),
    };
  }
  return schema;
}
/** The policy schema's validator (the build asks for it, to write its standalone code). */
export const policyValidator = (): ValidateFunction => policySchema().validate;

/**
 * Problems in a policy file, every one located; formatted like a profile's.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { loadPolicy, PolicyError } from 'baccarat-spec/odds';
 *
 * try {
 *   loadPolicy(loadProfile('chemin-de-fer'), 'my-policy.yaml');
 * } catch (e) {
 *   if (e instanceof PolicyError) for (const p of e.problems) console.error(`${p.file}:${p.line}:${p.col} ${p.message}`);
 * }
 * ```
 */
export class PolicyError extends Error {
  override name = 'PolicyError';
  constructor(readonly problems: readonly ProfileProblem[]) {
    // At most 20, then a count of the rest, as a profile's (src/profile/errors.ts formatProblems).
    super(formatProblems(problems).join('\n'));
  }
}

/**
 * A policy for a profile's choices, as `loadPolicy` reads it: where each choice cell draws, with what
 * probability. Give it to `exactOdds`, `simulate` or `Table.autoplay`.
 *
 * @example
 * ```ts
 * import { loadProfile, Table } from 'baccarat-spec';
 * import { loadPolicy, type Policy } from 'baccarat-spec/odds';
 *
 * const cdf = loadProfile('chemin-de-fer');
 * const policy: Policy = loadPolicy(cdf);
 * const table = new Table(cdf, { participants: ['ann', 'bob', 'cy'], shoe: { kind: 'seeded', seed: 1 } });
 * table.autoplay({ until: 'coup', choices: policy });
 * ```
 */
export interface Policy {
  /** Where it was read from, for messages. */
  readonly file: string;
  /** By cell index of the compiled tables: the probability of drawing where the policy decides. */
  readonly drawChance: ReadonlyMap<number, Fraction>;
}

type RawDecision = 'draw' | 'stand' | number | string;
interface RawPolicy {
  profile?: string;
  description?: string;
  choices: Record<string, Record<string, RawDecision | Record<string, RawDecision>>>;
}

/**
 * A key like 3 or 0-5 as the numbers it covers (empty when written high first). The schema keeps
 * keys to two digits; a wider range stands for its upper end alone, which no table has, so that a
 * key such as 0-99999999999 is refused at once rather than counted out.
 */
function rangeOf(key: string): number[] {
  const [lo, hi = lo] = key.split('-').map(Number) as [number, number?];
  if (!(hi! <= 99)) return [hi!];
  const out: number[] = [];
  for (let n = lo; n <= hi!; n++) out.push(n);
  return out;
}

/** The most digits of each part of a fraction "a/b" a policy file holds (schemas/policy.schema.json). */
const FRACTION_DIGITS = 30;

/**
 * The decision a policy file writes for a probability of drawing, in the one reading chanceOf
 * gives it back: draw, stand, a fraction "a/b" where its parts fit the schema, else the decimal
 * number it came from (a policy's 1e-40 is 1/10^40, 41 digits: written back as 1e-40). A fraction
 * neither can hold is a bug of whoever computed it (every probability read from a file can be written).
 */
export function decisionText(p: Fraction): string {
  if (p.num === 0n) return 'stand';
  if (p.num === p.den) return 'draw';
  if (String(p.num).length <= FRACTION_DIGITS && String(p.den).length <= FRACTION_DIGITS) return `"${p.num}/${p.den}"`;
  // A decimal: its denominator divides 10^k; the number written is the double nearest num/den.
  let k = 0n;
  while (10n ** k % p.den !== 0n && k < 400n) k++;
  const x = Number(`${(p.num * 10n ** k) / p.den}e-${k}`);
  const back = 10n ** k % p.den === 0n && Number.isFinite(x) && x > 0 ? decimalFraction(x) : undefined;
  if (back !== undefined && back.num === p.num && back.den === p.den) return String(x);
  throw new Error(`a probability of drawing of ${p.num}/${p.den} cannot be written in a policy file`);
}

function chanceOf(d: RawDecision): Fraction {
  if (d === 'draw') return fraction(1n);
  if (d === 'stand') return fraction(0n);
  if (typeof d === 'number') return decimalFraction(d);
  const [a, b] = d.split('/').map(BigInt) as [bigint, bigint];
  return fraction(a, b);
}

function schemaSentence(e: ErrorObject): { pointer: string; atKey: boolean; message: string } {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties':
      return {
        pointer: `${e.instancePath}/${String(p.additionalProperty)}`,
        atKey: true,
        message: `unknown key "${String(p.additionalProperty)}": allowed keys here are ${Object.keys((e.parentSchema?.properties as object | undefined) ?? {}).join(', ')}`,
      };
    case 'required':
      return {
        pointer: e.instancePath,
        atKey: false,
        message: `missing required key "${String(p.missingProperty)}"`,
      };
    case 'propertyNames':
      return {
        pointer: `${e.instancePath}/${String(p.propertyName)}`,
        atKey: true,
        message: `key "${String(p.propertyName)}" is not allowed here: ${String((e.schema as JsonSchema).description ?? '')}`,
      };
    case 'oneOf':
    case 'enum':
    case 'minimum':
    case 'maximum':
    case 'type':
    case 'pattern':
      return {
        pointer: e.instancePath,
        atKey: false,
        message: `${JSON.stringify(e.data)} is not a decision: write draw, stand, a probability of drawing from 0 to 1 (0.5) or a fraction "a/b"`,
      };
    default:
      return {
        pointer: e.instancePath,
        atKey: false,
        message: `${JSON.stringify(e.data)} ${e.message ?? 'is not valid'}`,
      };
  }
}

/** Every choice cell of the compiled tables that some coup can reach, as a situation. */
export function reachableChoices(c: CompiledProfile): Situation[] {
  return reachableCells(c.profile, c)
    .filter((cell) => cell.action === 'choice')
    .map(({ turn, hand, total, third }) => ({ turn, hand, total, third }));
}

/** The cells of the compiled tables a situation stands for (a fixed row: every column). */
function cellsOf(c: CompiledProfile, s: Situation): number[] {
  if (s.third === undefined) return Array.from({ length: c.columns }, (_, col) => cellIndex(c, s.turn, s.total, col));
  return [cellIndex(c, s.turn, s.total, s.third === 'stood' ? 0 : s.third + 1)];
}

export function situationText(c: CompiledProfile, s: Situation): string {
  return describeSituation(s, c.profile.drawing.turns[s.turn]?.against);
}

/** How to write the missing decision, as the policy file would hold it. */
function hintFor(s: Situation): string {
  const d = 'draw | stand | <probability of drawing>';
  if (s.third === undefined) return `choices: { ${s.hand}: { ${s.total}: ${d} } }`;
  return `choices: { ${s.hand}: { ${s.total}: { ${s.third}: ${d} } } }`;
}

/** Where a problem of the policy file is: its line and column, from its JSON pointer. */
type At = (pointer: string, atKey: boolean, message: string) => ProfileProblem;

/**
 * The policy's text read and held to its schema: its data and how to point into it, or its problems.
 * A file that is not a map, or a map with none of a policy's keys (/etc/shadow read as YAML), is not
 * a policy: one problem at its start, none of its content quoted back.
 */
function readPolicyText(text: string, file: string): { raw: RawPolicy; at: At } | { problems: ProfileProblem[] } {
  const parsed = parseYaml(text, file);
  if ('problems' in parsed) return { problems: parsed.problems };
  const { doc, lc } = parsed;
  const at: At = (pointer, atKey, message) => ({
    file,
    ...positionOf(doc, lc, pointer, { key: atKey }),
    pointer,
    message,
  });
  const data: unknown = parsed.data;
  const { validate, keys } = policySchema();
  if (
    data === null ||
    typeof data !== 'object' ||
    Array.isArray(data) ||
    !Object.keys(data).some((k) => keys.includes(k))
  ) {
    const message =
      'not a policy: a policy is a YAML map with the key "choices" (hand -> total -> draw, stand or a probability)';
    return { problems: [{ file, line: 1, col: 1, pointer: '', message }] };
  }
  if (!validate(data)) {
    // A oneOf reports once per alternative: keep one sentence per place.
    const seen = new Set<string>();
    const problems = (validate.errors ?? [])
      // A key's pattern error is reported once, by propertyNames, at the key.
      .filter((e) => e.keyword !== 'if' && !(e.keyword === 'pattern' && e.propertyName !== undefined))
      .map(schemaSentence)
      .filter((s) => !seen.has(s.pointer) && Boolean(seen.add(s.pointer)))
      .map((s) => at(s.pointer, s.atKey, s.message));
    return { problems };
  }
  return { raw: data as RawPolicy, at };
}

/**
 * The policy's decisions read onto the compiled tables' cells: each cell's chance of drawing, and a
 * problem wherever a decision names what the tables do not hold or is not theirs to make.
 */
class ChoicesReader {
  readonly drawChance = new Map<number, Fraction>();
  readonly problems: ProfileProblem[] = [];

  constructor(
    private readonly c: CompiledProfile,
    private readonly at: At,
  ) {}

  /** One decision for the cells a path of the policy stands for. */
  decide(path: (string | number)[], cells: number[], decision: RawDecision, what: string): void {
    const { c } = this;
    const p = chanceOf(decision);
    if (p.num > p.den) {
      const message = `"${String(decision)}" is more than 1: a probability of drawing runs from 0 to 1`;
      this.problems.push(this.at(pointerOf(path), false, message));
      return;
    }
    const choiceCells = cells.filter((i) => c.cells[i] === CHOICE);
    if (choiceCells.length === 0) {
      const action = cells.map((i) => c.cells[i]).find((a) => a !== NO_CELL);
      const said = action === undefined ? 'has no such cell' : `says ${action === DRAW ? 'draw' : 'stand'}`;
      const message = `the draw table ${said} for ${what}: a policy decides only the table's choices`;
      this.problems.push(this.at(pointerOf(path), true, message));
      return;
    }
    for (const i of choiceCells) this.drawChance.set(i, p);
  }

  /** A hand's decisions, total by total. */
  hand(hand: string, rows: RawPolicy['choices'][string]): void {
    const { c } = this;
    const turns = c.profile.drawing.turns;
    const t = turns.findIndex((x) => x.hand === hand);
    if (t < 0) {
      const message = `"${hand}" has no draw turn in ${c.profile.name}: turns are ${turns.map((x) => x.hand).join(', ')}`;
      this.problems.push(this.at(pointerOf(['choices', hand]), true, message));
      return;
    }
    for (const [totalKey, row] of Object.entries(rows)) {
      const totals = rangeOf(totalKey);
      if (totals.length === 0 || totals.some((n) => n >= c.totalSpan)) {
        const message = `"${totalKey}" is not a total of ${hand}'s table`;
        this.problems.push(this.at(pointerOf(['choices', hand, totalKey]), true, message));
        continue;
      }
      for (const total of totals) this.total(t, hand, totalKey, total, row);
    }
  }

  /** A hand's decision on one total: one for the row, or one per third card of the hand it reads. */
  total(t: number, hand: string, totalKey: string, total: number, row: RawPolicy['choices'][string][string]): void {
    const { c } = this;
    const rowCells = Array.from({ length: c.columns }, (_, col) => cellIndex(c, t, total, col));
    if (typeof row !== 'object') {
      this.decide(['choices', hand, totalKey], rowCells, row, `${hand} on ${total}`);
      return;
    }
    const against = c.profile.drawing.turns[t]!.against;
    if (against === undefined) {
      const message = `${hand}'s table reads no other hand's third card: give one decision for ${total}`;
      this.problems.push(this.at(pointerOf(['choices', hand, totalKey]), false, message));
      return;
    }
    for (const [col, d] of Object.entries(row)) {
      const path = ['choices', hand, totalKey, col];
      if (col === 'stood') {
        this.decide(path, [rowCells[0]!], d, `${hand} on ${total} when ${against} stood`);
        continue;
      }
      const values = rangeOf(col);
      if (values.length === 0 || values.some((v) => v + 1 >= c.columns)) {
        this.problems.push(this.at(pointerOf(path), true, `"${col}" is not a third-card value of this profile`));
        continue;
      }
      for (const v of values)
        this.decide(path, [rowCells[v + 1]!], d, `${hand} on ${total} against ${against}'s third card ${v}`);
    }
  }

  /** A problem for every choice a coup can reach that the policy leaves undecided. */
  missing(raw: RawPolicy): void {
    const { c } = this;
    const undecided = reachableChoices(c).filter((s) =>
      cellsOf(c, s).some((i) => c.cells[i] === CHOICE && !this.drawChance.has(i)),
    );
    for (const s of undecided) {
      const pointer = raw.choices[s.hand] ? pointerOf(['choices', s.hand]) : '/choices';
      const decider = c.profile.drawing.turns[s.turn]!.decidedBy;
      const message = `no decision for ${situationText(c, s)} (a choice for the ${decider}): add ${hintFor(s)}`;
      this.problems.push(this.at(pointer, true, message));
    }
  }
}

/** Checks a policy's text against its schema and the compiled profile. */
export function checkPolicyText(
  text: string,
  file: string,
  c: CompiledProfile,
): { policy?: Policy; problems: ProfileProblem[] } {
  const read = readPolicyText(text, file);
  if ('problems' in read) return { problems: read.problems };
  const { raw, at } = read;
  // A policy for another profile: that is the one problem; its cells would name the other's tables.
  if (raw.profile !== undefined && raw.profile !== c.profile.id)
    return { problems: [at('/profile', false, `this policy is for "${raw.profile}", not for ${c.profile.id}`)] };
  const reader = new ChoicesReader(c, at);
  for (const [hand, rows] of Object.entries(raw.choices)) reader.hand(hand, rows);
  if (reader.problems.length === 0) reader.missing(raw);
  const { problems, drawChance } = reader;
  return problems.length > 0 ? { problems } : { policy: { file, drawChance }, problems };
}

export function loadPolicyFile(path: string, c: CompiledProfile): Policy {
  // A regular file of at most 1 MiB: a FIFO, /dev/zero, a directory or a huge file is refused at once.
  const read = readYamlFile(path);
  if ('reason' in read) {
    throw new PolicyError([
      { file: path, line: 1, col: 1, pointer: '', message: `cannot read the policy: ${read.reason}` },
    ]);
  }
  const { policy, problems } = checkPolicyText(read.text, path, c);
  if (!policy) throw new PolicyError(problems);
  return policy;
}

/**
 * The plain policy the project keeps for a bundled profile whose tables leave choices
 * (fixtures/policies/<id>.yaml, the one the house edges of docs/odds.md use), as a path for messages; none
 * for a profile given as a file, or one without choices.
 */
export function bundledPolicyFile(profileArg: string, c: CompiledProfile): string | undefined {
  if (!bundledIds().includes(profileArg) || reachableChoices(c).length === 0) return undefined;
  const file = join(ROOT, 'fixtures', 'policies', `${profileArg}.yaml`);
  return existsSync(file) ? relative(process.cwd(), file) || file : undefined;
}

/**
 * A policy for a profile's choices (the draws its tables leave to someone): read from a YAML file
 * (schemas/policy.schema.json) and checked against the profile, every problem located (PolicyError);
 * or, given no file or a bundled profile's id, the plain policy bundled for that profile
 * (fixtures/policies/), the one the house edges of docs/odds.md use.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { exactOdds, loadPolicy } from 'baccarat-spec/odds';
 *
 * const cdf = loadProfile('chemin-de-fer');
 * const policy = loadPolicy(cdf); // the bundled policy; or loadPolicy(cdf, 'my-policy.yaml')
 * exactOdds(cdf, { policy }).bets.map((b) => b.id);
 * ```
 */
export function loadPolicy(profile: Profile, fileOrId: string = profile.id): Policy {
  const c = compileProfile(profile);
  if (bundledIds().includes(fileOrId) && !existsSync(fileOrId)) {
    const file = bundledPolicyFile(fileOrId, c);
    if (file === undefined) {
      const why =
        reachableChoices(c).length === 0
          ? `${profile.name} leaves no draw to a choice: it needs no policy`
          : `no policy is bundled for "${fileOrId}": give a policy file (schemas/policy.schema.json)`;
      throw new PolicyError([{ file: fileOrId, line: 1, col: 1, pointer: '', message: why }]);
    }
    return loadPolicyFile(file, c);
  }
  return loadPolicyFile(fileOrId, c);
}

/**
 * A profile whose tables leave choices, used without a policy that answers them.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { PolicyMissing } from 'baccarat-spec/odds';
 * import { simulate } from 'baccarat-spec/simulate';
 *
 * try {
 *   await simulate({ profile: loadProfile('chemin-de-fer'), seed: 1, coups: 1000 });
 * } catch (e) {
 *   if (e instanceof PolicyMissing) console.error(e.message); // Chemin de Fer leaves draws to a choice (…)
 * }
 * ```
 */
export class PolicyMissing extends Error {
  override name = 'PolicyMissing';
}

/** Refuses a profile whose tables leave choices when no policy answers them. */
export function requirePolicy(c: CompiledProfile, policy: Policy | undefined): void {
  if (policy) return;
  const choices = reachableChoices(c);
  if (choices.length === 0) return;
  const listed = choices
    .slice(0, 4)
    .map((s) => situationText(c, s))
    .join('; ');
  const plain = join(ROOT, 'fixtures', 'policies', `${c.profile.id}.yaml`);
  const example = existsSync(plain) ? `, e.g. --policy ${relative(process.cwd(), plain) || plain}` : '';
  throw new PolicyMissing(
    `${c.profile.name} leaves draws to a choice (${listed}${choices.length > 4 ? '; …' : ''}): ` +
      `give --policy <file> saying how each is decided (schemas/policy.schema.json)${example}`,
  );
}

/**
 * A policy written for a profile with one hand for each punter (its decisions name the template
 * hand, "punter"), carried over to the table seated for a session (src/profile/seating.ts): every
 * punter's hand decides as the template does. `from` is the profile as written, `to` the same
 * profile seated; both compile to tables of the same shape, turn by turn.
 */
export function seatPolicy(policy: Policy, from: CompiledProfile, to: CompiledProfile): Policy {
  if (from === to || from.profile === to.profile) return policy;
  const template = from.profile.hands.find((h) => h.holder === 'each-punter')?.id;
  const fromTurns = from.profile.drawing.turns;
  const toTurns = to.profile.drawing.turns;
  if (from.totalSpan !== to.totalSpan || from.columns !== to.columns)
    throw new Error('a seated profile compiles to tables of another shape');
  // Each seated turn comes from the turn of its hand, or of the template for a punter's hand.
  const source = toTurns.map((turn) => {
    const t = fromTurns.findIndex(
      (f) => f.hand === turn.hand || (f.hand === template && turn.hand.startsWith(`${template}-`)),
    );
    if (t < 0) throw new Error(`the seated turn of ${turn.hand} comes from no turn of ${from.profile.id}`);
    return t;
  });
  const perTurn = from.totalSpan * from.columns;
  const drawChance = new Map<number, Fraction>();
  for (const [cell, p] of policy.drawChance) {
    const t = Math.floor(cell / perTurn);
    source.forEach((s, u) => {
      if (s === t) drawChance.set(cell + (u - t) * perTurn, p);
    });
  }
  return { file: policy.file, drawChance };
}
