/**
 * What a simulation's tally says: each outcome's frequency and each bet's result per unit staked,
 * with 95 % confidence intervals (normal approximation; exact for independent coups, as when the
 * shoe is reshuffled after every coup; coups dealt down one shoe are slightly dependent). A stake's
 * net depends on the outcome only, so its sample mean and variance come from the outcome counts —
 * except where the settle rules read more of the coup (a house variant's three-card 7, a pair, the
 * margin): then from the counts by the key of the coup's facts; or RC-15's
 * penalty, which reimburses the losing stake of a punter on the holder's side who does not hold the
 * cards (a staking of its own here: "side on right, not the holder").
 */

import { type CompiledProfile, compileProfile, SIDE_RESULTS } from '../core/compile.js';
import { type Fraction, toNumber } from '../core/fraction.js';
import { sideResultOf } from '../core/settle.js';
import { repaidStakingsOf, type Staking, stakingsOf } from '../core/stakings.js';
import type { Profile } from '../profile/types.js';
import type { Tally } from './run.js';

/** The two-sided 95 % quantile of the normal law. */
export const Z95 = 1.959963984540054;

/**
 * A simulated value and its 95 % confidence interval.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { type Estimate, simulate, summarize } from 'baccarat-spec/simulate';
 *
 * const profile = loadProfile('punto-banco');
 * const banco: Estimate = summarize(profile, await simulate({ profile, seed: 1, coups: 10_000 })).bets[1]!.perUnit;
 * console.log(`${banco.value} (${banco.ci95[0]} to ${banco.ci95[1]})`);
 * ```
 */
export interface Estimate {
  readonly value: number;
  readonly ci95: readonly [number, number];
}

/**
 * What `summarize` makes of a tally: each outcome's frequency, each bet's result per unit staked, and where the
 * table has sides, each side's results, all with 95 % confidence intervals.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { type SimulationSummary, simulate, summarize } from 'baccarat-spec/simulate';
 *
 * const profile = loadProfile('punto-banco');
 * const summary: SimulationSummary = summarize(profile, await simulate({ profile, seed: 1, coups: 10_000 }));
 * summary.outcomes.map((o) => o.id); // ['punto', 'banco', 'tie']
 * ```
 */
export interface SimulationSummary {
  readonly outcomes: readonly { readonly id: string; readonly count: number; readonly frequency: Estimate }[];
  readonly bets: readonly { readonly id: string; readonly name: string; readonly perUnit: Estimate }[];
  /** each-against-banker: each side's results (win, lose, equal) over every coup. */
  readonly sides: readonly {
    readonly side: string;
    readonly results: readonly { readonly result: string; readonly count: number; readonly frequency: Estimate }[];
  }[];
  /** The coups with each fact beyond the outcome (c.facts), where the profile has any. */
  readonly facts: readonly { readonly id: string; readonly count: number; readonly frequency: Estimate }[];
}

function estimate(mean: number, variance: number, n: number): Estimate {
  const half = n > 1 ? Z95 * Math.sqrt(Math.max(0, variance) / n) : Number.NaN;
  return { value: mean, ci95: [mean - half, mean + half] };
}

/**
 * A proportion k of n, with Wilson's score interval: it stays within 0 to 1 however few the coups
 * (the normal approximation gave "-8 % to 108 %" for a frequency of 5 coups).
 */
function proportion(k: number, n: number): Estimate {
  const p = k / n;
  if (n <= 1) return { value: p, ci95: [Number.NaN, Number.NaN] };
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { value: p, ci95: [Math.max(0, centre - half), Math.min(1, centre + half)] };
}

/** The mean and interval of a net that takes net[i] in weight[i] of n coups. */
function netEstimate(net: ArrayLike<number>, weight: ArrayLike<number>, n: number): Estimate {
  let mean = 0;
  let square = 0;
  for (let i = 0; i < net.length; i++) {
    const w = weight[i]! / n;
    mean += w * net[i]!;
    square += w * net[i]! * net[i]!;
  }
  const e = estimate(mean, ((square - mean * mean) * n) / Math.max(1, n - 1), n);
  // A mean lies between the least and the most a unit staked can return: so does its interval.
  let least = Infinity;
  let most = -Infinity;
  for (let i = 0; i < net.length; i++) [least, most] = [Math.min(least, net[i]!), Math.max(most, net[i]!)];
  return { value: e.value, ci95: [Math.max(least, e.ci95[0]), Math.min(most, e.ci95[1])] };
}

/** The mean and interval of a net read by key, over the keys some coup reached. */
function keyedEstimate(netByKey: (key: number) => Fraction, counts: readonly number[], n: number): Estimate {
  const net: number[] = [];
  const weight: number[] = [];
  counts.forEach((k, key) => {
    if (k === 0) return;
    net.push(toNumber(netByKey(key)));
    weight.push(k);
  });
  return netEstimate(net, weight, n);
}

/**
 * What a simulation's tally says of a profile: each outcome's frequency and each bet's result per
 * unit staked, with 95 % confidence intervals.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { simulate, summarize } from 'baccarat-spec/simulate';
 *
 * const profile = loadProfile('punto-banco');
 * const tally = await simulate({ profile, seed: 1, coups: 10_000 });
 * summarize(profile, tally).bets.map((b) => `${b.id} ${b.perUnit.value.toFixed(3)}`);
 * ```
 */
export function summarize(profile: Profile, tally: Tally): SimulationSummary {
  return summarizeCompiled(compileProfile(profile), tally);
}

/** summarize, for a caller that holds the profile compiled already (the command, the tests). */
export function summarizeCompiled(c: CompiledProfile, tally: Tally): SimulationSummary {
  const n = tally.coups;
  // A table counted side by side (tally.sides) lists no joint outcome; its facts are counted alone.
  const bySide = tally.sides;
  const O = bySide ? 1 : c.outcomes.length;
  const outcomes = bySide
    ? []
    : c.outcomes.map((id, o) => ({ id, count: tally.outcomes[o]!, frequency: proportion(tally.outcomes[o]!, n) }));
  const stakings = stakingsOf(c);
  const byFacts = tally.facts;
  const sideIds = c.againstBanker ? c.profile.result.hands : [];
  const perUnit = (s: Staking): Estimate => {
    if (s.netByKey) return keyedEstimate(s.netByKey, tally.keys ?? [], n);
    // Side by side, a stake on one side is read off that side's results.
    if (bySide) {
      const side = sideIds.indexOf(s.side!);
      return netEstimate(s.netByResult!.map(toNumber), bySide.slice(3 * side, 3 * side + 3), n);
    }
    return netEstimate(s.net.map(toNumber), tally.outcomes, n);
  };
  const bets = stakings.map((s) => ({ id: s.id, name: s.bet.name, perUnit: perUnit(s) }));

  const facts = c.facts.map((id, f) => {
    let count = 0;
    if (byFacts) for (let i = 0; i < byFacts.length; i++) if ((Math.floor(i / O) >> f) & 1) count += byFacts[i]!;
    return { id, count, frequency: proportion(count, n) };
  });
  if (byFacts) {
    // RC-15: on a coup with the side's penalty, a punter who does not hold the cards gets his losing
    // stake on that side back (the rules core's repaidStakingsOf says by how much).
    for (const s of repaidStakingsOf(c)) {
      const plain = s.net.map(toNumber);
      const repaid = s.netPenalised.map(toNumber);
      const net = byFacts.map((_, i) => ((Math.floor(i / O) >> (c.penaltyFact + s.side)) & 1 ? repaid : plain)[i % O]!);
      bets.push({ id: s.id, name: s.name, perUnit: netEstimate(net, byFacts, n) });
    }
  }

  // Each side's own results: outcome o gives side s the result of digit s of o in base 3.
  const sides = sideIds.map((side, s) => {
    const counts = bySide ? bySide.slice(3 * s, 3 * s + 3) : [0, 0, 0];
    if (!bySide) for (let o = 0; o < O; o++) counts[sideResultOf(sideIds.length, o, s)]! += tally.outcomes[o]!;
    return {
      side,
      results: SIDE_RESULTS.map((result, k) => ({ result, count: counts[k]!, frequency: proportion(counts[k]!, n) })),
    };
  });
  return { outcomes, bets, sides, facts };
}
