/**
 * Test vectors (`baccarat vectors --out <dir>`): every single-coup scenario of the suite — a profile,
 * a stacked shoe, its bettors' bets if any, one DEAL, nothing else asked of the engine — as plain JSON, for an engine that
 * cannot run an adapter, in the manner of Wycheproof and test262: the input (profile id, cards,
 * bets) and what the engine must give (cards as dealt, decisions, naturals, totals, outcome,
 * settlements), with the scenario's rule ids. The scenarios are read from the feature files
 * (Gherkin pickles: each example row apart); the expected coup is the one this project's engine
 * deals for them, the engine whose every scenario passes (`npm start`).
 */
import { readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { Pickle } from '@cucumber/messages';
import type { ErrorObject } from 'ajv';
import { parse as parseYaml } from 'yaml';
import { type Card, parseCards } from '../cards/card.js';
import { isAdapterEngine } from '../engine/adapter.js';
import { whyNotApplicable } from '../engine/applicable.js';
import { BuiltinEngine } from '../engine/builtin.js';
import { takeCharge } from '../engine/charges.js';
import type { Engine, EngineVerdict, Feature, Move, TableState } from '../engine/types.js';
import { bundledFile, bundledIds, loadProfile, ROOT } from '../loader/bundled.js';
import { loadProfileFile } from '../loader/load.js';
import type { CoupRecord } from '../machines/context.js';
import { names } from '../machines/participants.js';
import { formatProblem } from '../profile/errors.js';
import { canonicalJson } from '../profile/hash.js';
import type { Profile } from '../profile/types.js';
import { jsonPositions, lineColOf, scanJson } from '../record/json-syntax.js';
import { schemaValidator } from '../schemas/validator.js';
import { undecided } from '../steps/decided.js';
import { excerpt } from '../text/excerpt.js';
import { FEATURES_DIR, featureFiles } from './catalog.js';
import { parseFeature } from './pickles.js';

/** The format's name and version: 2 gave each bet its amount, and each vector its bettors and needs. */
export const VECTORS_FORMAT = 'baccarat-vectors/2';

/** A bet placed before the deal: whose (the bettor's name), on what (a bet id of the profile), and its stake. */
export interface VectorBet {
  readonly participant: string;
  readonly bet: string;
  readonly amount: number;
}

/** What a vector's coup asks of an engine beyond dealing it. */
export type VectorNeed = Extract<Feature, 'payouts' | 'side-bets'>;

/** One vector: a coup's input and the coup the engine must deal. */
export interface Vector {
  readonly id: string;
  readonly scenario: string;
  readonly source: string;
  readonly rules: readonly string[];
  readonly profile: string;
  readonly needs: readonly VectorNeed[];
  readonly shoe: readonly string[];
  /** The single coup's bettors, as its `start` names them (one may place no bet). */
  readonly bettors: readonly string[];
  /** Bets placed before the deal, in order. */
  readonly bets: readonly VectorBet[];
  readonly expected: {
    readonly cards: CoupRecord['cards'];
    readonly decisions: CoupRecord['decisions'];
    readonly naturals: CoupRecord['naturals'];
    readonly totals: Readonly<Record<string, number>>;
    readonly outcome: string;
    readonly settlements: CoupRecord['settlements'];
  };
}

/** The vectors of one profile, and the file that profile lies in (the package's path, or the user's). */
export interface VectorFile {
  readonly profile: string;
  readonly path: string;
  readonly vectors: Vector[];
}

/** A vectors input that cannot be read: its message is located (file, line where there is one). */
export class VectorsError extends Error {
  override name = 'VectorsError';
}

// The steps a single-coup scenario is made of (src/steps/session.steps.ts, coup.steps.ts): its
// profile, then one coup dealt from a card order; or its bettors, a stacked shoe, their bets and
// the deal. Its Then steps check what the vector expects.
const PROFILE = /^the "([^"]+)" profile$/u;
const DEAL = /^a coup is dealt from "([^"]*)"$/u;
const BETTORS = /^a single coup with bettors "([^"]*)"$/u;
const STACKED = /^the shoe is stacked with "([^"]*)"$/u;
const BET = /^"([^"]+)" predicts (\S+)$/u;
const DEALS = /^the dealer deals$/u;
// What a vector's coup may need of an engine: dealing, and bets settled.
const PLAIN = new Set(['@needs:payouts', '@needs:side-bets']);

interface Input {
  readonly profile: string;
  readonly shoe: string;
  readonly bettors: string[];
  readonly bets: readonly { readonly participant: string; readonly bet: string }[];
}

/** A scenario's steps before its Thens as a vector's input; undefined if they are anything else. */
function inputOf(steps: readonly string[]): Input | undefined {
  const profile = steps.length > 0 ? PROFILE.exec(steps[0]!)?.[1] : undefined;
  if (profile === undefined) return undefined;
  const rest = steps.slice(1);
  const dealt = rest.length === 1 ? DEAL.exec(rest[0]!)?.[1] : undefined;
  if (dealt !== undefined) return { profile, shoe: dealt, bettors: [], bets: [] };
  const bettors = rest.length > 0 ? BETTORS.exec(rest[0]!)?.[1] : undefined;
  const shoe = rest.length > 1 ? STACKED.exec(rest[1]!)?.[1] : undefined;
  if (bettors === undefined || shoe === undefined || !DEALS.test(rest.at(-1)!)) return undefined;
  const bets: { participant: string; bet: string }[] = [];
  for (const step of rest.slice(2, -1)) {
    const m = BET.exec(step);
    if (!m) return undefined;
    bets.push({ participant: m[1]!, bet: m[2]! });
  }
  return { profile, shoe, bettors: names(bettors), bets };
}

/** A single-coup scenario of a feature file: where it is written, its tags and its input. */
interface SingleCoup {
  readonly id: string;
  readonly source: string;
  readonly line: number;
  readonly name: string;
  readonly rules: string[];
  readonly input: Input;
}

/** The single-coup scenarios of one feature file (each example row apart), in file order. */
function singleCoupsOf(file: string, uri: string): SingleCoup[] {
  let parsed: ReturnType<typeof parseFeature>;
  try {
    parsed = parseFeature(readFileSync(file, 'utf8'), uri);
  } catch (e) {
    // Gherkin's own errors start with their place, "(4:5): expected: …"; the first says what to fix.
    // Anything else is not the file's fault: it goes on as it is, a bug to report.
    const first = (e as { errors?: Error[] }).errors?.[0] ?? (e as Error);
    if (!/^\(\d+:\d+\)/u.test(first.message ?? '')) throw e;
    throw new VectorsError(`${uri}: ${first.message.split('\n')[0]}`);
  }
  const { doc, pickles } = parsed;
  const lines = new Map<string, number>();
  for (const child of doc.feature?.children ?? [])
    for (const c of child.rule ? child.rule.children : [child]) {
      if (!c.scenario) continue;
      lines.set(c.scenario.id, c.scenario.location.line);
      for (const ex of c.scenario.examples) for (const row of ex.tableBody) lines.set(row.id, row.location.line);
    }
  const lineOf = (pickle: Pickle) =>
    [...pickle.astNodeIds]
      .reverse()
      .map((id) => lines.get(id))
      .find((l) => l !== undefined) ?? 0;
  const found: SingleCoup[] = [];
  for (const pickle of pickles) {
    const tags = pickle.tags.map((t) => t.name);
    // A scenario that needs anything beyond dealing a coup and settling its bets is not a single coup's.
    if (tags.some((t) => (t.startsWith('@needs:') && !PLAIN.has(t)) || t === '@wip')) continue;
    // Its steps up to its first Then: a Then between moves (a refusal looked at) is not a vector's.
    const firstThen = pickle.steps.findIndex((s) => s.type === 'Outcome');
    if (firstThen >= 0 && pickle.steps.slice(firstThen).some((s) => s.type !== 'Outcome')) continue;
    const input = inputOf(pickle.steps.filter((s) => s.type !== 'Outcome').map((s) => s.text));
    if (input === undefined) continue;
    const line = lineOf(pickle);
    found.push({
      id: `${uri.replace(/^specs\/features\//u, '').replace(/\.feature$/u, '')}:${line}`,
      source: `${uri}:${line}`,
      line,
      name: pickle.name,
      rules: tags.filter((t) => t.startsWith('@rule:')).map((t) => t.slice('@rule:'.length)),
      input,
    });
  }
  return found;
}

/** What a coup of these bets needs of an engine: payouts for any bet, side-bets for one beyond the hands and the tie. */
function needsOf(profile: Profile, bets: readonly { readonly bet: string }[]): VectorNeed[] {
  const plain = new Set([...profile.result.hands, profile.result.equal]);
  return [
    ...(bets.length > 0 ? (['payouts'] as const) : []),
    ...(bets.some((b) => !plain.has(b.bet)) ? (['side-bets'] as const) : []),
  ];
}

/** The coup as a vector states it: plain JSON, without the engine's getters or anything left undefined. */
export function expectedOf(coup: CoupRecord): Vector['expected'] {
  return JSON.parse(
    JSON.stringify({
      cards: coup.cards,
      decisions: coup.decisions,
      naturals: coup.naturals,
      totals: Object.fromEntries(Object.entries(coup.hands ?? {}).map(([h, v]) => [h, v.total])),
      outcome: coup.outcome,
      settlements: coup.settlements,
    }),
  ) as Vector['expected'];
}

/**
 * A scenario's coup dealt by the built-in engine under `ref` (a bundled id, or a profile file's
 * path): its vector, or undefined where the engine refuses its bets or its deal.
 */
async function vectorOf(engine: Engine, s: SingleCoup, ref: string, profile: Profile): Promise<Vector | undefined> {
  const betting = profile.session.betting;
  if (s.input.bets.length > 0 && betting.scheme !== 'predictions') return undefined;
  const stake = betting.scheme === 'predictions' ? betting.stake : 0;
  const bets = s.input.bets.map((b) => ({ ...b, amount: stake }));
  const shoe = parseCards(s.input.shoe);
  const { verdict } = await playSingleCoup(engine, { id: s.id, profile: ref, bettors: s.input.bettors, shoe, bets });
  await engine.finish();
  if (!verdict.accepted || verdict.state.coup.outcome === undefined) return undefined;
  return {
    id: s.id,
    scenario: s.name,
    source: s.source,
    rules: s.rules,
    profile: profile.id,
    needs: needsOf(profile, bets),
    shoe,
    bettors: s.input.bettors,
    bets,
    expected: expectedOf(verdict.state.coup),
  };
}

/** What `vectors --out` is given beyond the bundled suite: a user's feature files and profile files. */
export interface VectorInputs {
  /** Each as its absolute path and as the user named it (for the messages and the README). */
  readonly features?: readonly { readonly file: string; readonly shown: string }[];
  readonly profiles?: readonly { readonly file: string; readonly shown: string }[];
  /** The folder a profile path in a user's feature is read from (the one the command runs in). */
  readonly cwd?: string;
}

/** The vectors grouped by profile id, each group with the file its profile lies in; one file per id. */
class Grouped {
  readonly files = new Map<string, VectorFile>();
  add(profile: Profile, path: string, vector: Vector | undefined, where: string): void {
    const file = this.files.get(profile.id);
    if (file && file.path !== path)
      throw new VectorsError(
        `${where}: the profile "${profile.id}" of ${path} has the id of ${file.path}: the vectors are written one file per profile id`,
      );
    const group = file ?? { profile: profile.id, path, vectors: [] };
    this.files.set(profile.id, group);
    if (vector) group.vectors.push(vector);
  }
}

/** The bundled profile a profile file extends, whose suite's scenarios it is dealt on; a VectorsError if none. */
function parentOf(file: string, shown: string): string {
  const parent = (parseYaml(readFileSync(file, 'utf8')) as { extends?: unknown } | null)?.extends;
  if (typeof parent === 'string' && bundledIds().includes(parent)) return parent;
  throw new VectorsError(
    `${shown}: a profile file alone yields the single-coup scenarios of the bundled profile it extends, and this one extends ${typeof parent === 'string' ? `"${parent}", which is not a bundled profile` : 'none'}: name a .feature file of yours that uses it`,
  );
}

/**
 * The vectors: of every single-coup scenario of the bundled suite, in file order (no inputs); or
 * of the inputs — the single-coup scenarios of each feature file, under the profile each names (a
 * bundled id, or a file read from `cwd`); for a profile file, the bundled suite's single-coup
 * scenarios of the bundled profile it extends, dealt by the file's own rules. The expected coup is
 * the one this project's engine deals.
 */
export async function singleCoupVectors(inputs: VectorInputs = {}): Promise<VectorFile[]> {
  const own = (inputs.features?.length ?? 0) + (inputs.profiles?.length ?? 0) > 0;
  const cwd = inputs.cwd ?? process.cwd();
  const engine = new BuiltinEngine();
  const grouped = new Grouped();
  const bundledPath = (id: string) => relative(ROOT, bundledFile(id)!);
  try {
    const suite = () =>
      featureFiles(FEATURES_DIR)
        .sort()
        .map((file) => ({ file, shown: relative(ROOT, file) }));
    for (const { file, shown } of own ? (inputs.features ?? []) : suite()) {
      const coups = singleCoupsOf(file, shown);
      if (own && coups.length === 0)
        throw new VectorsError(
          `${shown}: no single-coup scenario (a profile, a stacked shoe, its bets, one deal, then only Thens): no vector to write`,
        );
      for (const s of coups) {
        const bundled = bundledIds().includes(s.input.profile);
        if (!own && !bundled) continue;
        const ref = bundled ? s.input.profile : resolve(cwd, s.input.profile);
        const path = bundled ? bundledPath(ref) : isAbsolute(s.input.profile) ? ref : relative(cwd, ref);
        let profile: Profile;
        try {
          // A user's file is named as the feature names it, from the folder the command runs in.
          profile = bundled ? loadProfile(ref) : loadProfileFile(ref, path);
        } catch (e) {
          throw new VectorsError(`${s.source}: the "${s.input.profile}" profile: ${(e as Error).message}`);
        }
        grouped.add(profile, path, await vectorOf(engine, s, ref, profile), s.source);
      }
    }
    for (const { file, shown } of inputs.profiles ?? []) {
      const profile = loadProfileFile(file, shown);
      const parent = parentOf(file, shown);
      grouped.add(profile, shown, undefined, shown);
      for (const f of featureFiles(FEATURES_DIR).sort())
        for (const s of singleCoupsOf(f, relative(ROOT, f)))
          if (s.input.profile === parent) grouped.add(profile, shown, await vectorOf(engine, s, file, profile), shown);
    }
  } finally {
    await engine.close();
  }
  const files = [...grouped.files.values()];
  const empty = files.find((f) => f.vectors.length === 0);
  if (own && empty)
    throw new VectorsError(
      `${empty.path}: no scenario gave a coup under this profile (its bets or its deal refused): no vector to write`,
    );
  return files.sort((a, b) => (a.profile < b.profile ? -1 : a.profile > b.profile ? 1 : 0));
}

/* ---------- vectors --check: the vectors replayed against an engine ---------- */

/** The largest vector file read (the whole suite's is under 1 MB), and the most values in it. */
export const MAX_VECTOR_FILE_BYTES = 64 * 1024 * 1024;
const MAX_VECTOR_VALUES = 10_000_000;
/** The most schema problems printed of one file: the first ones say what is wrong. */
const MOST_SHOWN = 10;

let vectorsValidator: ReturnType<typeof schemaValidator> | undefined;

/** Why ajv refused a value, in the project's words where they are shorter. */
function schemaMessage(e: ErrorObject): string {
  if (e.keyword === 'additionalProperties')
    return `unknown key "${(e.params as { additionalProperty: string }).additionalProperty}"`;
  if (e.keyword === 'required') return `missing "${(e.params as { missingProperty: string }).missingProperty}"`;
  if (e.keyword === 'const') return `must be ${JSON.stringify((e.params as { allowedValue: unknown }).allowedValue)}`;
  return e.message ?? e.keyword;
}

/**
 * A vector file read and checked against schemas/vectors.schema.json: a VectorsError lists its
 * problems as `file:line:col  /pointer  message` (a JSON syntax error at its token).
 */
export function readVectorFile(file: string, shown: string): { readonly profile: string; readonly vectors: Vector[] } {
  let text: string;
  try {
    if (statSync(file).size > MAX_VECTOR_FILE_BYTES)
      throw new VectorsError(
        `${shown}: larger than ${MAX_VECTOR_FILE_BYTES / 1024 / 1024} MB: not a vector file of this format`,
      );
    text = readFileSync(file, 'utf8');
  } catch (e) {
    if (e instanceof VectorsError) throw e;
    throw new VectorsError(`${shown}: cannot read it (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  const scanned = scanJson(text, { maxValues: MAX_VECTOR_VALUES });
  if (scanned.error)
    throw new VectorsError(
      formatProblem({
        file: shown,
        ...lineColOf(text, scanned.error.offset),
        pointer: '',
        message: `JSON: ${scanned.error.message}`,
      }),
    );
  const data: unknown = JSON.parse(text);
  vectorsValidator ??= schemaValidator('vectors', readFileSync(join(ROOT, 'schemas', 'vectors.schema.json'), 'utf8'), {
    allErrors: true,
    strict: false,
  });
  if (!vectorsValidator(data)) {
    const errors = vectorsValidator.errors ?? [];
    const places = errors.map((e) => {
      const key = e.keyword === 'additionalProperties';
      const extra = key ? `/${(e.params as { additionalProperty: string }).additionalProperty}` : '';
      return { pointer: `${e.instancePath}${extra}`, key };
    });
    const shownErrors = errors.slice(0, MOST_SHOWN);
    const at = jsonPositions(text, places.slice(0, MOST_SHOWN));
    const lines = shownErrors.map((e, i) =>
      formatProblem({ file: shown, ...at[i]!, pointer: places[i]!.pointer, message: schemaMessage(e) }),
    );
    if (errors.length > MOST_SHOWN) lines.push(`${shown}: and ${errors.length - MOST_SHOWN} more problems`);
    throw new VectorsError(lines.join('\n'));
  }
  return data as { profile: string; vectors: Vector[] };
}

/** A value the engine gave that differs from the vector's: one per field. */
export interface VectorFailure {
  readonly file: string;
  readonly id: string;
  readonly rules: readonly string[];
  /** An `expected` field (cards, decisions, …), or `verdict` for a refused move, `answer` for an adapter's failure. */
  readonly field: string;
  readonly expected: unknown;
  readonly actual: unknown;
}

/** What `vectors --check` found. */
export interface VectorsChecked {
  readonly passed: number;
  /** The vectors failed (a vector may fail on several fields: `failures` has one entry each). */
  readonly failed: number;
  readonly notApplicable: number;
  readonly failures: VectorFailure[];
  readonly notApplicableVectors: { readonly file: string; readonly id: string; readonly reason: string }[];
}

/** A single coup as a vector gives it: its id, profile, bettors, stacked shoe and bets. */
interface SingleCoupInput {
  readonly id: string;
  readonly profile: string;
  readonly bettors: readonly string[];
  readonly shoe: readonly string[];
  readonly bets: readonly VectorBet[];
}

/**
 * A single coup played on an engine — `start` with its bettors and stacked shoe, each `BET`, then
 * `DEAL` — as far as the engine accepts: the last verdict and the move it answered. Each answer is
 * shown to `seen` (with the state before a move); a problem it finds stops the coup there.
 */
async function playSingleCoup(
  engine: Engine,
  coup: SingleCoupInput,
  seen: (after: string, verdict: EngineVerdict, before?: TableState) => string | undefined = () => undefined,
): Promise<{ verdict: EngineVerdict; move: string; problem?: string }> {
  const shoe = { kind: 'stacked', shuffles: [coup.shoe as Card[]] } as const;
  let verdict = await engine.start(
    { profile: coup.profile, participants: [...coup.bettors], singleCoup: true, shoe },
    coup.id,
  );
  let move = 'start';
  let problem = seen('start', verdict);
  const moves: [string, Move][] = [
    ...coup.bets.map((b): [string, Move] => [
      `BET ${b.participant} ${b.bet} ${b.amount}`,
      { type: 'BET', participant: b.participant, bet: b.bet, amount: b.amount },
    ]),
    ['DEAL', { type: 'DEAL' }],
  ];
  for (const [said, next] of moves) {
    if (!verdict.accepted || problem !== undefined) break;
    const before = verdict.state;
    move = said;
    verdict = await engine.move(next);
    problem = seen(next.type, verdict, before);
  }
  return { verdict, move, ...(problem !== undefined ? { problem } : {}) };
}

/** One vector dealt: the differences of the engine's coup from the vector's, as [field, expected, actual]. */
async function differencesOf(engine: Engine, v: Vector): Promise<[string, unknown, unknown][]> {
  const profile = loadProfile(v.profile);
  // Each answer is held to the cases the protocol decides, as conform holds it (src/steps/decided.ts).
  const { verdict, move, problem } = await playSingleCoup(engine, v, (after, answer, before) =>
    answer.state
      ? undecided({
          profile,
          seated: v.bettors.length,
          after,
          singleCoup: true,
          accepted: answer.accepted,
          state: answer.state,
          before,
        })
      : undefined,
  );
  if (problem !== undefined) return [['cases decided', 'as docs/adapter-protocol.md decides', problem]];
  if (!verdict.accepted) return [['verdict', `${move} accepted`, `${move} refused: ${verdict.reason}`]];
  const got = expectedOf(verdict.state.coup);
  const differences: [string, unknown, unknown][] = [];
  for (const k of Object.keys(v.expected) as (keyof Vector['expected'])[]) {
    const [want, have] = [v.expected[k] as unknown, (got[k] ?? null) as unknown];
    if (canonicalJson(have) === canonicalJson(want)) continue;
    // A list (cards, decisions, settlements) is told by its first entry that differs, not whole.
    if (Array.isArray(want) && Array.isArray(have)) {
      const i = want.findIndex((w, j) => canonicalJson(w) !== canonicalJson(have[j] ?? null));
      const at = i >= 0 ? i : want.length;
      differences.push([`${k}[${at}]`, want[at] ?? 'none', have[at] ?? 'none']);
    } else differences.push([k, want, have]);
  }
  return differences;
}

/**
 * Replays vectors against an engine (the built-in one, or an AdapterEngine: the same wire as
 * `conform --engine`): each vector whose profile the engine plays and whose needs it offers is
 * started as a single coup on its stacked shoe, with its bettors, its BETs and the DEAL, and the
 * verdict's coup compared with `expected`, field by field. The engine is closed at the end: an
 * answer an adapter sends again after its vector ended fails that vector.
 */
export async function checkVectors(
  engine: Engine,
  files: readonly { readonly shown: string; readonly vectors: readonly Vector[] }[],
): Promise<VectorsChecked> {
  const caps = await engine.capabilities();
  const failures: VectorFailure[] = [];
  const notApplicableVectors: VectorsChecked['notApplicableVectors'] = [];
  const ran: { key: string; file: string; v: Vector }[] = [];
  let passed = 0;
  const fail = (file: string, v: Vector, [field, expected, actual]: [string, unknown, unknown]) =>
    failures.push({ file, id: v.id, rules: v.rules, field, expected, actual });
  try {
    for (const { shown, vectors } of files)
      for (const v of vectors) {
        // By the rule a scenario is skipped by (src/engine/applicable.ts): a vector's tags are its
        // profile and its needs, and any engine plays only the profiles its hello lists.
        const tags = [`@variant:${v.profile}`, ...v.needs.map((n) => `@needs:${n}`)];
        const reason = whyNotApplicable(tags, { capabilities: caps, adapter: true });
        if (reason !== undefined) {
          notApplicableVectors.push({ file: shown, id: v.id, reason });
          continue;
        }
        const key = `${shown}#${v.id}`;
        ran.push({ key, file: shown, v });
        if (isAdapterEngine(engine)) engine.begin(key);
        let found: [string, unknown, unknown][];
        try {
          found = await differencesOf(engine, v);
        } catch (e) {
          found = [['answer', 'a verdict', (e as Error).message]];
        }
        try {
          await engine.finish();
        } catch (e) {
          found.push(['answer', 'synced', (e as Error).message]);
        }
        for (const d of found) fail(shown, v, d);
        if (found.length === 0) passed++;
      }
  } finally {
    await engine.close();
  }
  // Lines an adapter sent for a vector after it had ended, charged by their id (src/engine/charges.ts).
  for (const { key, file, v } of ran) {
    const charge = takeCharge(key);
    if (charge === undefined) continue;
    if (!failures.some((f) => f.file === file && f.id === v.id)) passed--;
    fail(file, v, ['answer', 'nothing more', charge]);
  }
  const failed = new Set(failures.map((f) => `${f.file}#${f.id}`)).size;
  return { passed, failed, notApplicable: notApplicableVectors.length, failures, notApplicableVectors };
}

/** A failure in one line: the file, the vector, its rules, the field, and the values (long ones cut). */
export function failureLine(f: VectorFailure): string {
  const shown = (x: unknown) => excerpt(typeof x === 'string' ? x : JSON.stringify(x), 300);
  return `FAILED  ${f.file} ${f.id} [${f.rules.join(' ')}]: ${f.field}: expected ${shown(f.expected)}, actual ${shown(f.actual)}`;
}
