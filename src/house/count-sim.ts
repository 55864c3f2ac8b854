/**
 * A seeded simulation of a counter: shoes dealt to a cut card, whatever the profile's own reshuffle
 * rule (the counting model overrides it), each coup dealt and settled by the project's rules (the
 * compiled kernel, src/kernel/kernel.ts, over a seeded shuffle of src/kernel/shoe.ts); the counter
 * bets one unit on the bet only when the true count (the running count of the tags of the cards
 * seen, over the decks not yet seen) is at or above a threshold. Beside it, the bound: betting only
 * when the exact expectation of the shoe not yet seen is positive (24a's evaluate, per coup).
 *
 * Shards: shoe i is shuffled from a seed derived from the run's seed and i alone (streamSeed), so a
 * run of N shoes cut into slices deals the same shoes; each slice's accumulators are whole numbers
 * (nets in units of 1/L, L the common denominator of the bet's nets; exact expectations in units of
 * 2^-40), so merging slices adds integers and gives exactly the unsharded run's figures.
 */
import { compileProfile } from '../core/compile.js';
import { type Fraction, gcd } from '../core/fraction.js';
import type { Policy } from '../core/policy.js';
import { stakingsOf } from '../core/stakings.js';
import { ChoiceDecider } from '../kernel/choices.js';
import { CoupKernel } from '../kernel/kernel.js';
import { choiceSeed, SeededShoe, streamSeed } from '../kernel/shoe.js';
import { type Composition, prepareShoeOdds, type ShoeOdds } from '../odds/composition.js';
import type { ExactOdds } from '../odds/exact.js';
import { PerProfile } from '../profile/per-profile.js';
import type { Profile } from '../profile/types.js';
import { Z95 } from '../simulate/stats.js';
import { policyDecisions } from './count.js';
import { betAlone, cardGroupsOf } from './count-groups.js';

/** What makes two slices parts of one run. */
export interface CountRun {
  readonly bet: string;
  readonly seed: number;
  readonly shoes: number;
  /** Cards behind the cut card (a coup begins only while more remain), and cards burnt unseen after each shuffle. */
  readonly cut: number;
  readonly burn: number;
  /** The true count at or above which the counter bets. */
  readonly at: number;
  /**
   * One tag per rank, A … K (a group's tag on each of its ranks); or, where the bet's groups split the
   * suits, one per card code (suit × 13 + rank, suits S H D C: 52).
   */
  readonly tags: readonly number[];
  /** Whether the bound (betting on a positive exact expectation) is simulated. */
  readonly bound: boolean;
}

/** A strategy's whole-number accumulators. */
export interface StrategyTally {
  /** Coups bet on. */
  hands: number;
  /** Σ net, in units of 1/unit (CountTally.unit); Σ net² per coup bet; Σ over shoes of (the shoe's net)². */
  net: bigint;
  netSq: bigint;
  shoeSq: bigint;
  /**
   * Σ and Σ² of the exact expectation of the coups bet on, in units of 2^-40 (where it is computed),
   * and Σ over shoes of (the shoe's Σ)²: what the strategy gains per shoe on average, told from the
   * luck of the cards dealt.
   */
  ev: bigint;
  evSq: bigint;
  shoeEvSq: bigint;
}

export interface CountTally {
  /** The shoes [from, to) of the run this slice dealt. */
  readonly from: number;
  readonly to: number;
  /** Coups dealt. */
  coups: number;
  /** The common denominator of the bet's nets: a net times it is whole. */
  readonly unit: number;
  readonly count: StrategyTally;
  readonly bound?: StrategyTally;
}

export const EV_SCALE = 2 ** 40;

/** The least expectation the bound counts as positive: far above evaluate's rounding, far below any edge. */
const POSITIVE = 1e-12;

const emptyTally = (): StrategyTally => ({ hands: 0, net: 0n, netSq: 0n, shoeSq: 0n, ev: 0n, evSq: 0n, shoeEvSq: 0n });

/** The shoes of slice k of n (1-based) of a run of `shoes`: [from, to). */
export function sliceOf(shoes: number, k: number, n: number): { from: number; to: number } {
  return { from: Math.floor(((k - 1) * shoes) / n), to: Math.floor((k * shoes) / n) };
}

/** The odds from any shoe of the profile with the bet alone, prepared once per profile, bet and policy in a process (a run's slices ask again). */
const SHOE_ODDS = new PerProfile<string, ShoeOdds>();
function shoeOddsOf(profile: Profile, bet: string, policy: Policy | undefined): ShoeOdds {
  const alone = betAlone(profile, bet);
  return SHOE_ODDS.get(alone, policyDecisions(policy), () => prepareShoeOdds(alone, { policy }));
}

/** The counting model's profile of a bet alone, once per profile and bet (so that it is compiled once). */
const COUNTED = new PerProfile<'counted', Profile>();

/** The counting model's shoe: dealt down to the cut card, never reshuffled between coups. */
function countedProfile(alone: Profile): Profile {
  return COUNTED.get(alone, 'counted', () => ({ ...alone, shoe: { ...alone.shoe, reshuffle: 'never' } }) as Profile);
}

/** Whether the bound can be simulated: 24a's fast evaluate for the bet alone (one that reads card values only). */
export function boundIsFast(profile: Profile, bet: string, policy: Policy | undefined): boolean {
  return shoeOddsOf(profile, bet, policy).fast;
}

/**
 * Deals the shoes [from, to) of the run and keeps the accumulators, the profile played with the bet
 * alone (its coups are the profile's; its keys read what the bet reads). `fresh`: the fresh shoe's
 * exact odds (its rows give every net the bet can have, and so their common denominator);
 * `progress`, told after each shoe: the shoes of the range dealt, of all of them.
 */
export function simulateCounting(
  profile: Profile,
  run: CountRun,
  range: { from: number; to: number },
  opts: { policy?: Policy; fresh: ExactOdds; progress?: (done: number, total: number) => void },
): CountTally {
  const c = compileProfile(countedProfile(betAlone(profile, run.bet)));
  if (!c.jointCounts) throw new RangeError(`${profile.name}: too many sides to count coup by coup`); // refused by the command
  const staking = stakingsOf(c).find((s) => s.id === run.bet)!;
  const fresh = opts.fresh.bets.find((b) => b.id === run.bet)!;
  let unit = 1n;
  for (const r of fresh.rows?.() ?? []) unit = (unit * r.net.den) / gcd(unit, r.net.den);
  const U = Number(unit);
  const netCache = new Map<number, number>();
  const netUnits = (key: number, outcome: number): number => {
    const k = staking.netByKey ? key : outcome;
    let n = netCache.get(k);
    if (n === undefined) {
      const f: Fraction = staking.netByKey ? staking.netByKey(key) : staking.net[outcome]!;
      n = Number((f.num * unit) / f.den);
      netCache.set(k, n);
    }
    return n;
  };
  const shoeOdds = run.bound ? shoeOddsOf(profile, run.bet, opts.policy) : undefined;
  const evaluate = shoeOdds?.evaluateBet
    ? (comp: Composition) => shoeOdds.evaluateBet!(comp, run.bet)
    : (comp: Composition) => shoeOdds!.evaluate(comp).bets[run.bet]!;
  const decks = profile.shoe.decks;
  const N = 52 * decks;
  // Each card's tag, by code: its rank's, or its own where the tags are one per card.
  const cardTag = Int32Array.from({ length: 52 }, (_, code) => run.tags[run.tags.length === 52 ? code : code % 13]!);
  // Where the bet reads suits or colours, its exact expectation is of the shoe's cards by card.
  const byCard = cardGroupsOf(profile, run.bet).byCard ? Array<number>(52) : undefined;
  const tally: CountTally = {
    ...range,
    coups: 0,
    unit: U,
    count: emptyTally(),
    ...(run.bound ? { bound: emptyTally() } : {}),
  };
  const byRank = Array<number>(13);
  for (let i = range.from; i < range.to; i++) {
    const shoe = new SeededShoe(c, streamSeed(run.seed, i));
    const kernel = new CoupKernel(c, new ChoiceDecider(c, opts.policy, choiceSeed(run.seed, i)));
    const cards = shoe.cards;
    byRank.fill(4 * decks);
    byCard?.fill(decks);
    const comp: Composition = byCard ? { byRank, byCard } : { byRank };
    let seen = 0;
    let running = 0;
    let top = run.burn;
    // The shoe's nets (whole numbers far below 2^53) and exact expectations.
    let shoeCount = 0;
    let shoeBound = 0;
    let shoeCountEv = 0n;
    let shoeBoundEv = 0n;
    while (cards.length - top > run.cut && cards.length - top >= c.cardsPerCoup) {
      const trueCount = running / ((N - seen) / 52);
      const byCount = trueCount >= run.at;
      // The exact expectation of the shoe not yet seen (the burnt cards are unseen: as good as in it).
      const ev = shoeOdds && (byCount || tally.bound) ? evaluate(comp) : undefined;
      const o = kernel.play(cards, top);
      const net = netUnits(kernel.key, o);
      // Positive beyond the doubles' rounding: a shoe whose exact expectation is 0 is not bet on
      // because evaluate's last bit came out above it.
      const bound = tally.bound !== undefined && ev !== undefined && ev > POSITIVE;
      // The expectation in whole units, made only for a coup bet on (a bigint is garbage for the collector).
      const e = ev !== undefined && (byCount || bound) ? BigInt(Math.round(ev * EV_SCALE)) : 0n;
      if (byCount) {
        shoeCount += net;
        shoeCountEv += e;
        add(tally.count, net, e);
      }
      if (bound) {
        shoeBound += net;
        shoeBoundEv += e;
        add(tally.bound!, net, e);
      }
      for (let j = 0; j < kernel.cardsUsed; j++) {
        const code = cards[top + j]!;
        byRank[code % 13] = byRank[code % 13]! - 1;
        if (byCard) byCard[code] = byCard[code]! - 1;
        running += cardTag[code]!;
      }
      seen += kernel.cardsUsed;
      top += kernel.cardsUsed;
      tally.coups++;
    }
    tally.count.shoeSq += BigInt(shoeCount) ** 2n;
    tally.count.shoeEvSq += shoeCountEv ** 2n;
    if (tally.bound) {
      tally.bound.shoeSq += BigInt(shoeBound) ** 2n;
      tally.bound.shoeEvSq += shoeBoundEv ** 2n;
    }
    opts.progress?.(i + 1 - range.from, range.to - range.from);
  }
  return tally;
}

/** A coup bet on: its net, and its exact expectation in units of 2^-40 (0 where none is computed). */
function add(t: StrategyTally, net: number, e: bigint): void {
  t.hands++;
  t.net += BigInt(net);
  t.netSq += BigInt(net) ** 2n;
  t.ev += e;
  t.evSq += e * e;
}

/** A mean and the half-width of its 95 % confidence interval (null from fewer than two values, as simulate says). */
export interface Interval {
  readonly mean: number;
  readonly ci95: number | null;
}

/** Mean and 95 % half-width of n values of sum s and sum of squares q (exact integers, in units of 1/scale). */
function interval(n: number, s: bigint, q: bigint, scale: number): Interval {
  if (n === 0) return { mean: 0, ci95: null };
  const mean = Number(s) / n / scale;
  if (n < 2) return { mean, ci95: null };
  // Var = (q − s²/n) / (n − 1), its numerator exact: (n q − s²) / n.
  const num = BigInt(n) * q - s * s;
  const variance = Number(num) / n / (n - 1) / (scale * scale);
  return { mean, ci95: Z95 * Math.sqrt(Math.max(0, variance) / n) };
}

/** A strategy's figures from its accumulators. */
export interface StrategyFigures {
  readonly handsBet: number;
  /** Share of the coups dealt that were bet on, with its 95 % interval (binomial). */
  readonly shareBet: Interval;
  /** Units won per shoe, and per 100 coups dealt. */
  readonly gainPerShoe: Interval;
  readonly gainPer100: Interval;
  /** The net per unit bet, as dealt. */
  readonly resultWhenBetting: Interval;
  /** The exact expectation per unit of the shoes the coups were bet on, averaged (where computed). */
  readonly evWhenBetting?: Interval;
  /**
   * Units won per shoe by the exact expectation of each coup bet on (where computed): what the
   * gain per shoe estimates, without the luck of the cards dealt (a sharper estimate of the same mean).
   */
  readonly exactGainPerShoe?: Interval;
}

export function figuresOf(t: CountTally, s: StrategyTally, withEdge: boolean): StrategyFigures {
  const shoes = t.to - t.from;
  const p = t.coups === 0 ? 0 : s.hands / t.coups;
  const perShoe = interval(shoes, s.net, s.shoeSq, t.unit);
  const perCoup = shoes === 0 ? 0 : t.coups / shoes;
  const per100 = perCoup === 0 ? 0 : 100 / perCoup;
  return {
    handsBet: s.hands,
    shareBet: { mean: p, ci95: t.coups === 0 ? null : Z95 * Math.sqrt((p * (1 - p)) / t.coups) },
    gainPerShoe: perShoe,
    gainPer100: { mean: perShoe.mean * per100, ci95: perShoe.ci95 === null ? null : perShoe.ci95 * per100 },
    resultWhenBetting: interval(s.hands, s.net, s.netSq, t.unit),
    ...(withEdge
      ? {
          evWhenBetting: interval(s.hands, s.ev, s.evSq, EV_SCALE),
          exactGainPerShoe: interval(shoes, s.ev, s.shoeEvSq, EV_SCALE),
        }
      : {}),
  };
}

/** The tallies of slices of one run added (the caller has checked they are that). */
export function addCountTallies(parts: readonly CountTally[]): CountTally {
  const sorted = [...parts].sort((a, b) => a.from - b.from);
  const sum = (pick: (t: CountTally) => StrategyTally): StrategyTally => {
    const out = emptyTally();
    for (const t of sorted) {
      const x = pick(t);
      out.hands += x.hands;
      out.net += x.net;
      out.netSq += x.netSq;
      out.shoeSq += x.shoeSq;
      out.ev += x.ev;
      out.evSq += x.evSq;
      out.shoeEvSq += x.shoeEvSq;
    }
    return out;
  };
  return {
    from: sorted[0]!.from,
    to: sorted[sorted.length - 1]!.to,
    coups: sorted.reduce((a, t) => a + t.coups, 0),
    unit: sorted[0]!.unit,
    count: sum((t) => t.count),
    ...(sorted[0]!.bound ? { bound: sum((t) => t.bound!) } : {}),
  };
}
