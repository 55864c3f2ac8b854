/**
 * The outcomes of coups dealt from the shoes against the exact odds of a fresh shoe (src/odds): each
 * shoe's coups are played by this project's kernel, each from a window of the shoe at a fixed place
 * (the burn, then every cardsPerCoup cards down to the cut card; cards a coup leaves in its window
 * are passed over). A window's cards are, under a uniform shuffle, a uniformly random sequence of
 * the shoe's cards, so each coup's chances are exactly the fresh shoe's. The coups of one shoe are
 * dependent (drawn without replacement), the shoes independent: the statistic is a Wald chi-square
 * whose covariance is the shoes' own (Σ over shoes of d dᵀ, d a shoe's counts less their expected
 * counts), valid whatever the dependence within a shoe once the shoes are many; its degrees of
 * freedom are the outcomes less one.
 */
import { compileProfile } from '../core/compile.js';
import { toNumber } from '../core/fraction.js';
import { ChoiceDecider } from '../kernel/choices.js';
import { CoupKernel } from '../kernel/kernel.js';
import { exactOdds } from '../odds/exact.js';
import type { Profile } from '../profile/types.js';
import { type Accumulator, type Raw, type ShoeSample, shoesByNoncentrality } from './results.js';
import { chiSquareSf, solve } from './stats.js';

/** The fewest shoes the shoes' own covariance is read from. */
export const OUTCOME_SHOES = 50;

/**
 * The outcomes test read shoe by shoe: each shoe's coups played as it comes, and kept of it only its
 * counts' running sums — Σ d and Σ d dᵀ, (outcomes − 1)² numbers whatever the shoes.
 */
export function outcomesTest(profile: Profile, decks: number): Accumulator {
  const base = {
    id: 'outcomes',
    name: 'outcomes against the exact odds',
    detects: 'a shuffle that favours one outcome of the coups dealt from it',
  };
  let odds: ReturnType<typeof exactOdds>;
  try {
    odds = exactOdds(profile, { decks });
  } catch (e) {
    // The odds' own message tells to give a policy, an option of the odds commands that shuffles has not:
    // the reason says what is missing in the battery's terms.
    const first = (e as Error).message.split('\n')[0]!;
    const reason = /--policy/.test(first)
      ? `${first.split(':')[0]}: its exact odds need a policy for those choices, which the battery does not take`
      : first;
    const raw: Raw = { ...base, status: 'not-applicable', reason, bias: 'none stated', shoesFor: () => null };
    return { add: () => {}, result: () => raw };
  }
  const c = compileProfile(profile, decks);
  const ids = c.outcomes;
  const total = Number(odds.total);
  const p = ids.map((id) => toNumber(odds.outcomes.find((o) => o.id === id)!.count) / total);
  const k = c.cardsPerCoup;
  const coups = (s: ShoeSample) => Math.max(0, Math.floor((52 * decks - s.cut - s.burn) / k));
  const kernel = new CoupKernel(c, new ChoiceDecider(c, undefined, 0));
  const dims = ids.length - 1;
  const sums: Sums = {
    shoes: 0,
    first: 0,
    dealt: 0,
    sum: Array<number>(dims).fill(0),
    cov: Array.from({ length: dims }, () => Array<number>(dims).fill(0)),
    counts: Array<number>(ids.length).fill(0),
  };
  const add = (s: ShoeSample) => {
    const n = coups(s);
    if (sums.shoes++ === 0) sums.first = n;
    const own = Array<number>(ids.length).fill(0);
    for (let w = 0; w < n; w++) own[kernel.play(s.cards, s.burn + w * k)]!++;
    const d = own.slice(0, dims).map((o, i) => o - n * p[i]!);
    for (let i = 0; i < dims; i++) {
      sums.sum[i]! += d[i]!;
      for (let j = 0; j < dims; j++) sums.cov[i]![j]! += d[i]! * d[j]!;
    }
    own.forEach((o, i) => {
      sums.counts[i]! += o;
    });
    sums.dealt += n;
  };
  return { add, result: () => outcomesResult(base, ids, p, sums) };
}

/** What the outcomes test keeps of the shoes: their number, the first's coups, and the running sums. */
interface Sums {
  shoes: number;
  /** Coups of the first shoe: the stated bias's shoes are counted in shoes like it. */
  first: number;
  dealt: number;
  readonly sum: number[];
  readonly cov: number[][];
  readonly counts: number[];
}

function outcomesResult(
  base: { id: string; name: string; detects: string },
  ids: readonly string[],
  p: readonly number[],
  { shoes, first, dealt, sum, cov, counts }: Sums,
): Raw {
  const dims = ids.length - 1;
  // The stated bias: the first outcome one point more likely, the second one point less.
  const perShoe = ids.length >= 2 ? first * (0.01 ** 2 / p[0]! + 0.01 ** 2 / p[1]!) : 0;
  const raw = {
    ...base,
    bias: `${ids[0]} 1 point more likely and ${ids[1]} 1 point less`,
    shoesFor: shoesByNoncentrality(dims, perShoe),
  };
  if (shoes < OUTCOME_SHOES)
    return { ...raw, status: 'not-applicable', reason: `needs ${OUTCOME_SHOES} shoes or more (has ${shoes})` };
  const x = solve(cov, sum);
  if (dealt === 0 || x === undefined)
    return { ...raw, status: 'not-applicable', reason: 'the shoes deal too few coups to read a covariance' };
  const statistic = sum.reduce((a, s, i) => a + s * x[i]!, 0);
  return {
    ...raw,
    measure: `share of ${ids[0]} among the ${dealt} coups (${ids.map((id, i) => `${id} ${counts[i]}`).join(', ')})`,
    expected: p[0]!,
    observed: counts[0]! / dealt,
    statistic,
    df: dims,
    pValue: chiSquareSf(statistic, dims),
  };
}
