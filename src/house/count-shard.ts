/**
 * The file of a slice of a count's simulation (schemas/shard.schema.json) read back: its JSON, then
 * its schema, then what a schema cannot say (a slice's shoes within the run, no more hands bet than
 * coups dealt, sums of squares that the sums can have, coups that the shoes can deal, the parts of
 * the file that say one thing twice), each problem located by the file's name and a JSON pointer;
 * and, between two slices, the first thing that makes them other runs. countability.ts's parseShard
 * and mergeShards say these as CountErrors.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { RANKS } from '../cards/card.js';
import type { Policy } from '../core/policy.js';
import { jsonSyntaxError, lineColOf } from '../record/json-syntax.js';
import { schemaValidator } from '../schemas/validator.js';
import { excerpt } from '../text/excerpt.js';
import { policyDecisions } from './count.js';
import { type CountShard, cardTags, SHARD_FORMAT } from './count-report.js';
import type { CountTally, StrategyTally } from './count-sim.js';

export const SHARD_SCHEMA_PATH = fileURLToPath(new URL('../../schemas/shard.schema.json', import.meta.url));

let validator: ValidateFunction | undefined;
/** The schema's validator, asked for when a slice is first read (the build asks for it too: scripts/build.mjs). */
export function shardValidator(): ValidateFunction {
  validator ??= schemaValidator('shard', readFileSync(SHARD_SCHEMA_PATH, 'utf8'), {
    allErrors: false,
    strict: true,
    allowUnionTypes: true,
    verbose: true,
  });
  return validator;
}

/** The policy as a slice holds it: where it was read, and a hash of what it decides (not of its path). */
export function shardPolicy(policy: Policy | undefined): CountShard['policy'] {
  if (!policy) return null;
  return { file: policy.file, hash: `sha256:${createHash('sha256').update(policyDecisions(policy)).digest('hex')}` };
}

/** A strategy's accumulators as the file writes them (whole numbers as decimal strings). */
interface StrategyFile {
  readonly hands: number;
  readonly net: string;
  readonly netSq: string;
  readonly shoeSq: string;
  readonly ev: string;
  readonly evSq: string;
  readonly shoeEvSq: string;
}
type ShardFile = Omit<CountShard, 'tally'> & {
  readonly tally: Omit<CountTally, 'count' | 'bound'> & { readonly count: StrategyFile; readonly bound?: StrategyFile };
};

interface Problem {
  readonly pointer: string;
  readonly message: string;
}

const shown = (v: unknown) => excerpt(JSON.stringify(v) ?? String(v));

/** The words of each pattern of the schema. */
const PATTERNS: Record<string, string> = {
  '^sha256:[0-9a-f]{64}$': 'a hash: "sha256:" and 64 hex digits',
  '^(0|[1-9][0-9]{0,59})$': 'a whole number, 0 or more, in at most 60 decimal digits',
  '^(0|-?[1-9][0-9]{0,59})$': 'a whole number in at most 60 decimal digits',
  '^(0|-?[1-9][0-9]{0,199})(/[1-9][0-9]{0,199})?$': 'an exact number: a whole number or a fraction a/b',
  '^[a-z][a-z0-9-]*$': 'an id: a lower-case letter, then lower-case letters, digits and dashes',
  '^[a-z][a-z0-9]*(-[a-z0-9]+)*$': 'an id: lower-case letters and digits, in words joined by dashes',
  '^(red |black )?[A2-9TJQK][♠♥♦♣]?$':
    'a group: a rank (A, 2 … 9, T, J, Q or K), after red or black or before a suit (red 7, 7♥)',
  '^(HD|SC|S|H|D|C)$': 'suits: HD, SC, or one of S H D C',
  '^[A2-9TJQK]{1,13}$': 'ranks written together: A, 2 … 9, T, J, Q, K',
};

const TYPES: Record<string, string> = {
  object: 'an object',
  array: 'an array',
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  null: 'null',
};

/** ajv's first error as a located sentence. */
function schemaProblem(e: ErrorObject): Problem {
  const p = e.params as Record<string, unknown>;
  const at = e.instancePath || '/';
  const not = `, not ${shown(e.data)}`;
  switch (e.keyword) {
    case 'required':
      return { pointer: `${e.instancePath}/${String(p.missingProperty)}`, message: 'missing' };
    case 'additionalProperties':
      return {
        pointer: `${e.instancePath}/${String(p.additionalProperty)}`,
        message: `unknown key: the keys here are ${Object.keys((e.parentSchema?.properties as object) ?? {}).join(', ')}`,
      };
    case 'type': {
      const types = String(p.type).split(',');
      return { pointer: at, message: `must be ${types.map((t) => TYPES[t] ?? t).join(' or ')}${not}` };
    }
    case 'const':
      return { pointer: at, message: `must be ${shown(p.allowedValue)}${not}` };
    case 'pattern':
      return { pointer: at, message: `must be ${PATTERNS[String(p.pattern)] ?? `text matching ${p.pattern}`}${not}` };
    case 'minimum':
    case 'maximum':
      return { pointer: at, message: `must be at ${e.keyword === 'minimum' ? 'least' : 'most'} ${p.limit}${not}` };
    case 'minItems':
    case 'maxItems':
      return { pointer: at, message: `must hold at ${e.keyword === 'minItems' ? 'least' : 'most'} ${p.limit} items` };
    case 'maxLength':
      return { pointer: at, message: `must be at most ${p.limit} characters` };
    default:
      return { pointer: at, message: e.message ?? e.keyword };
  }
}

/** Where n values of sum s have a sum of squares q: q ≥ 0, q ≥ s²/n (no values: s = q = 0). */
const squaresFit = (n: bigint, s: bigint, q: bigint) => (n === 0n ? s === 0n && q === 0n : n * q >= s * s);

/** The coups one shoe can deal: a coup begins while more than the cut remain and a coup's cards. */
export function coupsPerShoe(f: Pick<ShardFile, 'run' | 'shoe'>): { least: number; most: number } {
  const { cards, leastPerCoup, mostPerCoup } = f.shoe;
  const start = Math.max(f.run.cut + 1, mostPerCoup);
  const room = cards - f.run.burn - start;
  return { least: Math.floor(room / mostPerCoup) + 1, most: Math.floor(room / leastPerCoup) + 1 };
}

/** The parts of the file that say one thing twice, and the shoe's bounds. */
function runProblem(f: ShardFile): Problem | undefined {
  const { run, exact, shoe } = f;
  if (exact.bet !== run.bet)
    return { pointer: '/exact/bet', message: `${shown(exact.bet)} is not /run/bet, ${shown(run.bet)}` };
  for (const which of ['derived', 'used'] as const)
    if (exact.tags[which].length !== exact.effects.length)
      return {
        pointer: `/exact/tags/${which}`,
        message: `${exact.tags[which].length} tags for the ${exact.effects.length} groups of cards of /exact/effects`,
      };
  const split = exact.effects.filter((g) => g.suits !== undefined).length;
  const ranks = exact.effects.map((g) => g.ranks).join('');
  if (split === 0 && (ranks.length !== 13 || RANKS.some((r) => !ranks.includes(r))))
    return { pointer: '/exact/effects', message: `its groups hold the ranks ${excerpt(ranks)}: each of A … K once` };
  const tags = cardTags(exact);
  if (split > 0 && (split < exact.effects.length || !tags))
    return {
      pointer: '/exact/effects',
      message: 'its groups, split by suit or colour, do not hold each of the 52 cards once',
    };
  if (JSON.stringify(tags) !== JSON.stringify(run.tags))
    return {
      pointer: '/run/tags',
      message: `not the tags of /exact/tags/used, ${split > 0 ? 'card by card' : 'rank by rank'}`,
    };
  if (shoe.cards !== 52 * exact.decks)
    return { pointer: '/shoe/cards', message: `${shoe.cards} cards are not the ${exact.decks} decks of /exact/decks` };
  if (shoe.leastPerCoup > shoe.mostPerCoup)
    return {
      pointer: '/shoe/leastPerCoup',
      message: `${shoe.leastPerCoup} is more than /shoe/mostPerCoup, ${shoe.mostPerCoup}`,
    };
  if (run.burn + run.cut + shoe.mostPerCoup > shoe.cards)
    return {
      pointer: '/run/cut',
      message: `with ${run.burn} burnt, leaves no coup in a shoe of ${shoe.cards} cards (a coup may take ${shoe.mostPerCoup})`,
    };
  if ((f.noBound === null) !== run.bound)
    return {
      pointer: '/noBound',
      message: run.bound
        ? 'a reason the bound was not simulated, but /run/bound is true'
        : 'null, but /run/bound is false',
    };
  return undefined;
}

/** The slice's shoes within the run, and its accumulators such as its shoes can give. */
function tallyProblem(f: ShardFile): Problem | undefined {
  const { run, tally: t } = f;
  if (t.to < t.from) return { pointer: '/tally/to', message: `${t.to} is before /tally/from, ${t.from}` };
  if (t.to > run.shoes)
    return { pointer: '/tally/to', message: `${t.to} is past the run's ${run.shoes} shoes (/run/shoes)` };
  const shoes = t.to - t.from;
  const per = coupsPerShoe(f);
  if (t.coups < shoes * per.least || t.coups > shoes * per.most)
    return {
      pointer: '/tally/coups',
      message: `${t.coups} coups from ${shoes} shoes (/tally/from to /tally/to): a shoe of ${f.shoe.cards} cards, ${run.burn} burnt and cut ${run.cut} from the end, deals ${per.least} to ${per.most}`,
    };
  if ((t.bound !== undefined) !== run.bound)
    return {
      pointer: '/tally/bound',
      message: run.bound ? 'missing, but /run/bound is true' : 'present, but /run/bound is false',
    };
  for (const [which, s] of [
    ['count', t.count],
    ['bound', t.bound],
  ] as const) {
    if (!s) continue;
    const at = `/tally/${which}`;
    if (s.hands > t.coups)
      return { pointer: `${at}/hands`, message: `${s.hands} coups bet, more than the ${t.coups} dealt (/tally/coups)` };
    const n = BigInt(s.hands);
    if (!squaresFit(n, BigInt(s.net), BigInt(s.netSq)))
      return {
        pointer: `${at}/netSq`,
        message: `no ${s.hands} nets of sum ${excerpt(s.net)} have this sum of squares`,
      };
    if (!squaresFit(BigInt(shoes), BigInt(s.net), BigInt(s.shoeSq)))
      return {
        pointer: `${at}/shoeSq`,
        message: `no ${shoes} shoes' nets of sum ${excerpt(s.net)} have this sum of squares`,
      };
    if (!run.bound && (s.ev !== '0' || s.evSq !== '0' || s.shoeEvSq !== '0'))
      return { pointer: `${at}/ev`, message: 'the run computes no exact expectation (/run/bound is false): 0' };
    if (!squaresFit(n, BigInt(s.ev), BigInt(s.evSq)))
      return {
        pointer: `${at}/evSq`,
        message: `no ${s.hands} expectations of sum ${excerpt(s.ev)} have this sum of squares`,
      };
    if (!squaresFit(BigInt(shoes), BigInt(s.ev), BigInt(s.shoeEvSq)))
      return {
        pointer: `${at}/shoeEvSq`,
        message: `no ${shoes} shoes' expectations of sum ${excerpt(s.ev)} have this sum of squares`,
      };
  }
  return undefined;
}

const strategyOf = (s: StrategyFile): StrategyTally => ({
  hands: s.hands,
  net: BigInt(s.net),
  netSq: BigInt(s.netSq),
  shoeSq: BigInt(s.shoeSq),
  ev: BigInt(s.ev),
  evSq: BigInt(s.evSq),
  shoeEvSq: BigInt(s.shoeEvSq),
});

/**
 * A slice read from its file's text, or the first problem with it, located: `name:line:col` for
 * its JSON, `name: /pointer: why` for the rest.
 */
export function shardOfText(text: string, name: string): { shard: CountShard } | { problem: string } {
  const syntax = jsonSyntaxError(text);
  if (syntax) {
    const { line, col } = lineColOf(text, syntax.offset);
    return { problem: `${name}:${line}:${col}: not JSON: ${syntax.message}` };
  }
  const data = JSON.parse(text) as unknown;
  const format = (data as { format?: unknown } | null)?.format;
  if (data === null || typeof data !== 'object' || Array.isArray(data) || typeof format !== 'string')
    return { problem: `${name}: not a slice of baccarat count (a JSON object with "format": "${SHARD_FORMAT}")` };
  if (format !== SHARD_FORMAT)
    return {
      problem: /^baccarat-count-shard\/[0-9]+$/.test(format)
        ? `${name}: /format: ${shown(format)} is not read here: this baccarat reads "${SHARD_FORMAT}" (count the slice again)`
        : `${name}: not a slice of baccarat count (its format is ${shown(format)}, not "${SHARD_FORMAT}")`,
    };
  const validate = shardValidator();
  if (!validate(data)) {
    const p = schemaProblem(validate.errors![0]!);
    return { problem: `${name}: ${p.pointer}: ${p.message}` };
  }
  const f = data as ShardFile;
  const p = runProblem(f) ?? tallyProblem(f);
  if (p) return { problem: `${name}: ${p.pointer}: ${p.message}` };
  const t = f.tally;
  const tally: CountTally = {
    from: t.from,
    to: t.to,
    coups: t.coups,
    unit: t.unit,
    count: strategyOf(t.count),
    ...(t.bound ? { bound: strategyOf(t.bound) } : {}),
  };
  return { shard: { ...f, tally } };
}

const shortHash = (hash: string) => `${hash.slice(0, 'sha256:'.length + 12)}…`;

/** The first difference at or under `at` between two JSON values, as its pointer. */
function differsAt(a: unknown, b: unknown, at: string): string | undefined {
  if (JSON.stringify(a) === JSON.stringify(b)) return undefined;
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    for (const k of new Set([...Object.keys(x), ...Object.keys(y)])) {
      const d = differsAt(x[k], y[k], `${at}/${k}`);
      if (d) return d;
    }
  }
  return at;
}

/** The value at a pointer of a JSON value. */
const valueAt = (v: unknown, pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((x, k) => (x && typeof x === 'object' ? (x as Record<string, unknown>)[k] : undefined), v);

/**
 * What makes slice `s` another run than `first`, if anything: its profile, its policy's decisions,
 * a parameter of the run, the shoe, the exact part or the unit of its nets; in words, with both values.
 */
export function otherRun(s: CountShard, first: CountShard): string | undefined {
  const identity = (x: CountShard) => ({
    profileHash: x.profileHash,
    policy: x.policy?.hash ?? null,
    run: x.run,
    shoe: x.shoe,
    noBound: x.noBound,
    exact: x.exact,
    tally: { unit: x.tally.unit },
  });
  const a = identity(s);
  const b = identity(first);
  const at = differsAt(a, b, '');
  if (at === undefined) return undefined;
  const [, part, key] = at.split('/');
  const both = (show: (x: CountShard) => string) => `${show(s)} against ${show(first)}`;
  const values = () => `${shown(valueAt(a, at))} against ${shown(valueAt(b, at))}`;
  switch (part) {
    case 'profileHash':
      return `its profile differs (${both((x) => shortHash(x.profileHash))})`;
    case 'policy':
      return `its policy differs (${both((x) => (x.policy ? `${excerpt(x.policy.file)}, ${shortHash(x.policy.hash)}` : 'none'))})`;
    case 'run':
      return `its ${key} ${key === 'tags' ? 'differ' : 'differs'} (${values()})`;
    case 'shoe':
      return `its shoe differs (${key} ${values()})`;
    case 'noBound':
      return `its reason the bound was not simulated differs (${values()})`;
    case 'exact':
      return `its exact part differs at ${at} (${values()})`;
    default:
      return `its unit of nets differs (tally.unit ${values()})`;
  }
}
