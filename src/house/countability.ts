/**
 * The countability report as one library call, which `baccarat count` and `baccarat merge` also make
 * (src/cli/count.ts, merge.ts keep only their arguments, files and printing): the effects of removal,
 * the tags given or derived, the seeded simulation of a counter over a range of shoes and the bound,
 * the verdict (src/house/count.ts, count-groups.ts, count-sim.ts, count-report.ts, count-verdict.ts);
 * a slice of that simulation, and slices merged back into the report of the whole run.
 */

import { compileProfile } from '../core/compile.js';
import type { Policy } from '../core/policy.js';
import { profileHash } from '../profile/hash.js';
import type { Profile } from '../profile/types.js';
import { excerpt } from '../text/excerpt.js';
import { effectsOfRemoval, tagsProblem } from './count.js';
import { COUNT_DEFAULTS } from './count-defaults.js';
import { cardGroupsOf } from './count-groups.js';
import {
  type CountExact,
  type CountReport,
  type CountShard,
  cardTags,
  countExact,
  countReport,
  SHARD_FORMAT,
} from './count-report.js';
import { otherRun, shardOfText, shardPolicy } from './count-shard.js';
import { addCountTallies, boundIsFast, type CountRun, simulateCounting, sliceOf } from './count-sim.js';

/**
 * What {@link countability} counts: the bet (a staking id of `exactOdds`, such as `'panda-8'`), and
 * how the counter plays. Every field but `bet` has a default.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { type CountOptions, countability } from 'baccarat-spec/house';
 *
 * const options: CountOptions = { bet: 'dragon-7', shoes: 200, seed: 7, at: 2 };
 * countability(loadProfile('ez-baccarat'), options).simulation?.count.gainPerShoe;
 * ```
 */
export interface CountOptions {
  readonly bet: string;
  /**
   * The counter's tags, one whole number (−999 … 999) per group of cards the bet tells apart, in the
   * order of the report's effects (A … 9 and the ten-valued where the bet reads card values; by rank
   * where it reads pairs; red and black, or each suit, of each where it reads colours or suits); the
   * tags derived from the effects of removal where not given.
   */
  readonly tags?: readonly number[];
  /** Shoes to simulate (1000 by default); 0: the exact part alone. */
  readonly shoes?: number;
  /** The run's seed (1 by default): shoe i is shuffled from it and i alone. */
  readonly seed?: number;
  /** Cards behind the cut card (14 by default) and cards burnt unseen after each shuffle (0). */
  readonly cut?: number;
  readonly burn?: number;
  /** The true count at or above which the counter bets one unit (4 by default). */
  readonly at?: number;
  /** Whether to simulate the bound too, betting only where the shoe's exact expectation is positive (true). */
  readonly bound?: boolean;
  /** The policy that decides the profile's choices, where its tables leave some (`loadPolicy`). */
  readonly policy?: Policy;
  /** Told after each shoe the simulation deals: the shoes dealt so far and those it deals in all (a terminal's progress). */
  readonly progress?: (done: number, total: number) => void;
}

/**
 * What a count or a merge refuses: the message says why; `option` names the option of
 * {@link CountOptions} at fault, where one is (a command shows it as its flag).
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { CountError, countability } from 'baccarat-spec/house';
 *
 * try {
 *   countability(loadProfile('ez-baccarat'), { bet: 'panda-8', tags: [1, 2] });
 * } catch (e) {
 *   if (e instanceof CountError) console.error(e.option, e.message); // tags give 10 tags, one per A 2 … 9 T; 2 given
 * }
 * ```
 */
export class CountError extends Error {
  override name = 'CountError';
  constructor(
    message: string,
    readonly option?: 'bet' | 'tags' | 'cut' | 'burn',
    /** A well-formed request the count cannot honour, not a wrong value (the command exits 1, not 2). */
    readonly refusal = false,
  ) {
    super(message);
  }
}

/**
 * Where the cut and the burn leave no coup in a shoe, the refusal: of the one that alone leaves none,
 * else of the one given (the other is its default; the cut where both are).
 */
function noCoupLeft(cutUnset: boolean, cut: number, burn: number, cards: number, most: number): CountError | undefined {
  if (burn + cut + most <= cards) return undefined;
  const shoe = `leaves no coup in a shoe of ${cards} cards (a coup may take ${most})`;
  if (burn + most > cards) return new CountError(shoe, 'burn');
  if (cut + most > cards) return new CountError(shoe, 'cut');
  return cutUnset
    ? new CountError(`with the cut card ${cut} cards from the end, ${shoe}`, 'burn')
    : new CountError(`with ${burn} burnt, ${shoe}`, 'cut');
}

/** The checked options, the exact part, and the run a simulation makes (none where `shoes` is 0). */
function prepare(
  profile: Profile,
  o: CountOptions,
): {
  exact: CountExact;
  fresh: ReturnType<typeof effectsOfRemoval>['fresh'];
  shoe: CountShard['shoe'];
  run?: CountRun;
  noBound?: string;
} {
  const bets = profile.bets.map((b) => b.id);
  if (!bets.includes(o.bet)) throw new CountError(`no such bet; the bets are ${bets.join(', ')}`, 'bet');
  const c = compileProfile(profile);
  if (!c.jointCounts || profile.hands.length !== 2)
    throw new CountError(
      `${profile.name}: count deals two-hand tables coup by coup; this one has ${profile.hands.length} hands`,
    );
  const tagsWrong = o.tags && tagsProblem(o.tags, cardGroupsOf(profile, o.bet).groups);
  if (tagsWrong) throw new CountError(tagsWrong, 'tags');
  const shoes = o.shoes ?? COUNT_DEFAULTS.shoes;
  const cut = o.cut ?? COUNT_DEFAULTS.cut;
  const burn = o.burn ?? COUNT_DEFAULTS.burn;
  for (const [name, n] of [
    ['shoes', shoes],
    ['cut', cut],
    ['burn', burn],
  ] as const)
    if (!Number.isSafeInteger(n) || n < 0) throw new CountError(`${name} ${n}: give a whole number, 0 or more`);
  const noRoom = noCoupLeft(o.cut === undefined, cut, burn, 52 * profile.shoe.decks, c.cardsPerCoup);
  if (noRoom) throw noRoom;
  const effects = effectsOfRemoval(profile, o.bet, { policy: o.policy });
  const exact = countExact(effects, o.tags ? [...o.tags] : undefined);
  const shoe = { cards: 52 * profile.shoe.decks, leastPerCoup: c.deal.length, mostPerCoup: c.cardsPerCoup };
  if (shoes === 0) return { exact, fresh: effects.fresh, shoe };
  // The bound reads the shoe's exact expectation before each coup: only where that is fast (values only).
  const noBound =
    o.bound === false
      ? 'not asked for (--no-bound)'
      : boundIsFast(profile, o.bet, o.policy)
        ? undefined
        : 'not simulated: the bet reads pairs or card tests, whose exact odds from a shoe take a walk per coup (see baccarat odds --remaining)';
  const run: CountRun = {
    bet: o.bet,
    seed: o.seed ?? COUNT_DEFAULTS.seed,
    shoes,
    cut,
    burn,
    at: o.at ?? COUNT_DEFAULTS.at,
    tags: cardTags(exact)!,
    bound: noBound === undefined,
  };
  return { exact, fresh: effects.fresh, shoe, run, noBound };
}

/**
 * Whether a bet can be counted, the bet counted on its own: each group of cards' exact effect of
 * removal, integer tags (derived from the effects, or `tags`) with their balance and betting
 * correlation, a seeded simulation of a counter over `shoes` shoes dealt to a cut card — betting
 * only at or above a true count — beside the bound, betting only where the shoe's exact expectation
 * is positive, and the verdict (docs/house-math.md). What `baccarat count --json` prints. Throws CountError for options it cannot take, NotEnumerable or
 * PolicyMissing (of `baccarat-spec/odds`) where the profile cannot be counted.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { countability } from 'baccarat-spec/house';
 *
 * const report = countability(loadProfile('ez-baccarat'), { bet: 'panda-8', shoes: 0 });
 * report.exact.tags.derived;                     // [1, 1, -2, -2, -2, -1, -1, -2, 4, 1]: A … 9, ten-valued
 * ```
 */
export function countability(profile: Profile, options: CountOptions): CountReport {
  const { exact, fresh, shoe, run, noBound } = prepare(profile, options);
  if (!run) return countReport(exact, shoe);
  const { policy, progress } = options;
  const tally = simulateCounting(profile, run, { from: 0, to: run.shoes }, { policy, fresh, progress });
  return countReport(exact, shoe, run, tally, noBound);
}

/**
 * Slice `k` of `n` (1 ≤ k ≤ n) of the simulation {@link countability} runs: its shoes alone, with
 * their whole-number accumulators, so that slices run on many machines and given to
 * {@link mergeShards} give exactly the report of the whole run. What `baccarat count --shard k/n
 * --out <file>` writes (`shardJson`).
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { countShard, mergeShards } from 'baccarat-spec/house';
 *
 * const ez = loadProfile('ez-baccarat');
 * const options = { bet: 'dragon-7', shoes: 30, seed: 42 };
 * const slices = [1, 2, 3].map((k) => countShard(ez, options, { k, n: 3 }));
 * mergeShards(slices);                           // the figures of countability(ez, options)
 * ```
 */
export function countShard(profile: Profile, options: CountOptions, shard: { k: number; n: number }): CountShard {
  const { k, n } = shard;
  if (![k, n].every(Number.isSafeInteger) || n < 1 || k < 1 || k > n)
    throw new CountError(`slice ${k} of ${n}: give k of n with 1 ≤ k ≤ n`);
  const { exact, fresh, shoe, run, noBound } = prepare(profile, options);
  if (!run) throw new CountError('a slice is of a simulation: give shoes, at least 1');
  const { policy, progress } = options;
  const tally = simulateCounting(profile, run, sliceOf(run.shoes, k, n), { policy, fresh, progress });
  return {
    format: SHARD_FORMAT,
    profileHash: profileHash(profile),
    policy: shardPolicy(options.policy),
    run,
    shoe,
    noBound: noBound ?? null,
    exact,
    tally,
  };
}

/**
 * A slice read back from the text `shardJson` wrote (a file of `baccarat count --shard k/n --out`),
 * its shape checked and its accumulators whole numbers again; `name` (a file's, say) locates what
 * CountError says is wrong with it.
 *
 * @example
 * ```ts
 * import { readFileSync } from 'node:fs';
 * import { mergeShards, parseShard } from 'baccarat-spec/house';
 *
 * const files = ['part-1.json', 'part-2.json'];
 * mergeShards(files.map((f) => parseShard(readFileSync(f, 'utf8'), f)), files);
 * ```
 */
export function parseShard(text: string, name = 'the slice'): CountShard {
  const read = shardOfText(text, name);
  if ('problem' in read) throw new CountError(read.problem);
  return read.shard;
}

/**
 * The slices of one simulation merged: checked to be one run (profile, policy, bet, seed, shoes,
 * every parameter, the exact part), complete and non-overlapping, in any order, their accumulators
 * added — the report the unsharded run gives, exactly. `names` (the slices' files, say) locate what
 * CountError refuses. What `baccarat merge` prints.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { countShard, mergeShards } from 'baccarat-spec/house';
 *
 * const ez = loadProfile('ez-baccarat');
 * const options = { bet: 'panda-8', shoes: 20 };
 * const report = mergeShards([2, 1].map((k) => countShard(ez, options, { k, n: 2 })));
 * report.simulation?.shoes;                      // 20
 * ```
 */
export function mergeShards(shards: readonly CountShard[], names?: readonly string[]): CountReport {
  if (shards.length === 0) throw new CountError('no slice to merge');
  const named = shards.map((s, i) => ({ s, name: excerpt(names?.[i] ?? `slice ${i + 1}`) }));
  const first = named[0]!;
  // One run: everything but the slice's own shoes and accumulators is the same.
  for (const { s, name } of named) {
    const other = otherRun(s, first.s);
    if (other) throw new CountError(`${name} is another run than ${first.name}: ${other}`);
  }
  // Complete and non-overlapping: the slices, in order of their first shoe, tile 0 … shoes (an
  // empty slice, of a run cut into more slices than shoes, covers nothing and overlaps nothing).
  const { shoes } = first.s.run;
  let next = 0;
  let last: (typeof named)[number] | undefined;
  for (const n of [...named].sort((a, b) => a.s.tally.from - b.s.tally.from)) {
    const { from, to } = n.s.tally;
    if (from === to) continue;
    if (to > shoes)
      throw new CountError(
        `${n.name}: its ${shoesText(from, to)} ${one(from, to) ? 'is' : 'are'} past the run's ${shoes}`,
      );
    if (from < next)
      throw new CountError(
        n.name === last!.name
          ? `${n.name} is given twice`
          : `${n.name}: its ${shoesText(from, to)} ${one(from, to) ? 'overlaps' : 'overlap'} ${last!.name}'s ${shoesText(last!.s.tally.from, last!.s.tally.to)}`,
      );
    if (from > next)
      throw new CountError(`${shoesText(next, from)} of ${shoes} ${one(next, from) ? 'is' : 'are'} in no slice given`);
    next = to;
    last = n;
  }
  if (next !== shoes)
    throw new CountError(`${shoesText(next, shoes)} of ${shoes} ${one(next, shoes) ? 'is' : 'are'} in no slice given`);
  const tally = addCountTallies(shards.map((s) => s.tally));
  return countReport(first.s.exact, first.s.shoe, first.s.run, tally, first.s.noBound ?? undefined);
}

const one = (from: number, to: number) => to - from === 1;
/** Shoes from … to − 1 of a run, in words (shoes are numbered from 0). */
export const shoesText = (from: number, to: number) => (one(from, to) ? `shoe ${from}` : `shoes ${from} to ${to - 1}`);
