/**
 * What a simulation's tally says: each outcome's frequency and each bet's result per unit staked,
 * with 95 % confidence intervals (normal approximation; exact for independent coups, as when the
 * shoe is reshuffled after every coup; coups dealt down one shoe are slightly dependent). A stake's
 * net depends on the outcome only, so its sample mean and variance come from the outcome counts.
 */
import { toNumber } from '../odds/fraction.js';
import { stakingsOf } from '../odds/settlement.js';
import type { CompiledProfile } from './compile.js';
import type { Tally } from './run.js';

/** The two-sided 95 % quantile of the normal law. */
export const Z95 = 1.959963984540054;

export interface Estimate {
  readonly value: number;
  readonly ci95: readonly [number, number];
}

export interface SimulationSummary {
  readonly outcomes: readonly { readonly id: string; readonly count: number; readonly frequency: Estimate }[];
  readonly bets: readonly { readonly id: string; readonly name: string; readonly perUnit: Estimate }[];
}

function estimate(mean: number, variance: number, n: number): Estimate {
  const half = n > 1 ? Z95 * Math.sqrt(Math.max(0, variance) / n) : Number.NaN;
  return { value: mean, ci95: [mean - half, mean + half] };
}

export function summarize(c: CompiledProfile, tally: Tally): SimulationSummary {
  const n = tally.coups;
  const freq = tally.outcomes.map((k) => k / n);
  const outcomes = c.outcomes.map((id, o) => ({
    id,
    count: tally.outcomes[o]!,
    frequency: estimate(freq[o]!, (freq[o]! * (1 - freq[o]!) * n) / Math.max(1, n - 1), n),
  }));
  const bets = stakingsOf(c).map((s) => {
    const net = s.net.map(toNumber);
    const mean = net.reduce((a, x, o) => a + freq[o]! * x, 0);
    const square = net.reduce((a, x, o) => a + freq[o]! * x * x, 0);
    return { id: s.id, name: s.bet.name, perUnit: estimate(mean, ((square - mean * mean) * n) / Math.max(1, n - 1), n) };
  });
  return { outcomes, bets };
}
