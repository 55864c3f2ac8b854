/**
 * The shuffle battery: statistical tests of the shoes an engine shuffles (docs/shuffles.md). Each
 * shoe is read as card codes (suit × 13 + rank, suits S H D C, ranks A … K: a new deck's order), top
 * first, with where its cut card lies and the cards burnt after the shuffle. Every test gives a
 * statistic, its p-value under a uniform shuffle, and the shoes it needs to see a stated bias; the
 * p-values are corrected together by Holm–Bonferroni, and the battery passes at 99 % when no
 * corrected p-value falls below 1 %. The battery is one pass over the shoes as they come: each test
 * an accumulator of counts or sums (memory by places and ranks, not by shoes), the repeated shoes a
 * 64-bit digest a shoe (src/shuffles/digests.ts).
 */
import { type CompiledProfile, compileProfile } from '../core/compile.js';
import type { Profile } from '../profile/types.js';
import { ShoeDigests } from './digests.js';
import { pairMoments, risingMoments, risingSequences } from './moments.js';
import { outcomesTest } from './outcomes.js';
import { placesTest } from './places.js';
import {
  type Accumulator,
  ALPHA,
  type BatteryReport,
  CUT_SPREAD,
  POWER,
  RANK_SHOES,
  type Raw,
  type ShoeSample,
  SMALL_STATE,
  shoesByNoncentrality,
  type TestResult,
} from './results.js';
import { binomialSf, chiSquareSf, holm, logGamma } from './stats.js';

/**
 * Pearson's chi-square of counts against expected counts, worst over places: one chi-square of
 * (categories − 1) degrees of freedom per place, the largest kept, its p-value Bonferroni-corrected
 * over the places (the places' statistics are dependent; the correction holds whatever they are).
 */
function worstPlace(counts: readonly (readonly number[])[], expected: readonly number[]) {
  let worst = -1;
  let at = 0;
  for (const [i, row] of counts.entries()) {
    let x = 0;
    for (const [k, o] of row.entries()) x += (o - expected[k]!) ** 2 / expected[k]!;
    if (x > worst) [worst, at] = [x, i];
  }
  const df = expected.length - 1;
  return { statistic: worst, df, at, pValue: Math.min(1, counts.length * chiSquareSf(worst, df)) };
}

function rankAtPosition(decks: number): Accumulator {
  const M = 52 * decks;
  let N = 0;
  const counts = Array.from({ length: M }, () => Array<number>(13).fill(0));
  const add = (s: ShoeSample) => {
    N++;
    for (let i = 0; i < M; i++) counts[i]![s.cards[i]! % 13]!++;
  };
  return { add, result: () => rankResult(counts, N, M) };
}

function rankResult(counts: readonly (readonly number[])[], N: number, M: number): Raw {
  const base = {
    id: 'rank-at-position',
    name: "each rank's frequency at each place",
    detects: 'a rank more (or less) likely at some place of the shoe than chance',
    bias: 'one rank 25 % more likely at one place',
    // One cell of 13 up by a quarter, the others down alike: λ = (δ² / p)(1 + 1/12), p = 1/13, δ = p / 4.
    shoesFor: (alpha: number) => shoesByNoncentrality(12, 0.0625 / 12)(alpha / M),
  };
  // The largest of M chi-squares is read far in its tail (α / M), where the chi-square's approximation
  // wants many more than 5 expected a cell: at 5 (65 shoes) a uniform shuffle failed 1.75 % of runs,
  // so the test waits for 20 expected a cell (docs/shuffles.md).
  if (N < RANK_SHOES)
    return { ...base, status: 'not-applicable', reason: `needs ${RANK_SHOES} shoes or more (has ${N})` };
  const w = worstPlace(counts, Array<number>(13).fill(N / 13));
  return {
    ...base,
    measure: 'the largest chi-square of one place (12 degrees of freedom), over every place',
    expected: 12,
    observed: w.statistic,
    statistic: w.statistic,
    df: w.df,
    pValue: w.pValue,
    worst: `place ${w.at + 1} from the top`,
  };
}

function firstCard(afterBurn: boolean): Accumulator {
  let N = 0;
  let burns = false;
  const counts = Array<number>(52).fill(0);
  const add = (s: ShoeSample) => {
    N++;
    burns ||= s.burn !== 0;
    counts[s.cards[afterBurn ? s.burn : 0]!]!++;
  };
  return { add, result: () => firstResult(counts, N, afterBurn, burns) };
}

function firstResult(counts: readonly number[], N: number, afterBurn: boolean, burns: boolean): Raw {
  const base = afterBurn
    ? {
        id: 'first-after-burn',
        name: 'the first card after the burn',
        detects: 'the first card dealt (after the burnt cards) not uniform over the 52 cards',
      }
    : {
        id: 'first-card',
        name: 'the first card after the shuffle',
        detects: 'the top card of the shuffled shoe not uniform over the 52 cards',
      };
  const raw = {
    ...base,
    bias: 'one card 25 % more likely there',
    // One cell of 52 up by a quarter: λ = (δ² / p)(1 + 1/51), p = 1/52, δ = p / 4.
    shoesFor: shoesByNoncentrality(51, 0.0625 / 51),
  };
  if (afterBurn && !burns) return { ...raw, status: 'not-applicable', reason: 'the engine burns no card' };
  if (N / 52 < 5) return { ...raw, status: 'not-applicable', reason: `needs 260 shoes or more (has ${N})` };
  const w = worstPlace([counts], Array<number>(52).fill(N / 52));
  return {
    ...raw,
    measure: 'chi-square of the 52 cards (51 degrees of freedom)',
    expected: 51,
    observed: w.statistic,
    statistic: w.statistic,
    df: 51,
    pValue: w.pValue,
  };
}

/**
 * A statistic summed over the shoes against its exact mean and variance: z² is a chi-square of one
 * degree of freedom (the shoes are independent, and there are enough for the central limit).
 */
function summed(perShoe: (s: ShoeSample) => number, moments: { mean: number; variance: number }) {
  let sum = 0;
  let N = 0;
  return {
    add: (s: ShoeSample) => {
      N++;
      sum += perShoe(s);
    },
    result: (): { observed: number; statistic: number; pValue: number } => {
      const z = (sum - N * moments.mean) / Math.sqrt(N * moments.variance);
      return { observed: sum / N, statistic: z * z, pValue: chiSquareSf(z * z, 1) };
    },
  };
}

/** A pair statistic Σ f(type_i, type_i+1) over one shoe. */
function pairSum(cards: Uint8Array, typeOf: ArrayLike<number>, f: (t: number, u: number) => number): number {
  let s = 0;
  for (let i = 0; i + 1 < cards.length; i++) s += f(typeOf[cards[i]!]!, typeOf[cards[i + 1]!]!);
  return s;
}

/** The types of a grouping of the 52 cards (by rank, value or colour), each card's type and the cards of each. */
function grouping(decks: number, keyOf: (code: number) => number) {
  const keys = [...new Set(Array.from({ length: 52 }, (_, c) => keyOf(c)))];
  const typeOf = Array.from({ length: 52 }, (_, c) => keys.indexOf(keyOf(c)));
  const counts = keys.map((_, t) => decks * typeOf.filter((x) => x === t).length);
  return { keys, typeOf, counts };
}

/** Shoes to see a mean shifted by `shift` a shoe, against a variance `variance` a shoe: λ = shift² / variance. */
const shoesForShift = (shift: number, variance: number) => shoesByNoncentrality(1, (shift * shift) / variance);

function adjacency(decks: number, c: CompiledProfile): Accumulator[] {
  const same = (t: number, u: number): number => (t === u ? 1 : 0);
  const byRank = grouping(decks, (code) => code % 13);
  const byValue = grouping(decks, (code) => c.cardValue[code]!);
  // Hearts and diamonds red, spades and clubs black (suits S H D C).
  const byColour = grouping(decks, (code) => (Math.floor(code / 13) % 3 === 0 ? 1 : 0));
  const values = byValue.keys;
  const product = (t: number, u: number) => values[t]! * values[u]!;
  const differ = (t: number, u: number) => 1 - same(t, u);
  const M = 52 * decks;
  const tests: [
    string,
    string,
    string,
    string,
    ReturnType<typeof grouping>,
    typeof same,
    (m: { mean: number; variance: number }) => { bias: string; shift: number },
  ][] = [
    [
      'adjacent-rank',
      'neighbours of one rank',
      'cards left together (too many neighbours of one rank) or spread apart (too few)',
      'neighbouring cards of one rank (pairs)',
      byRank,
      same,
      (m) => ({ bias: '5 % more neighbours of one rank than chance', shift: 0.05 * m.mean }),
    ],
    [
      'adjacent-value',
      'neighbours of one value',
      'cards of one value left together or spread apart (the tens and faces, which count 0, most of all)',
      'neighbouring cards of one value (pairs)',
      byValue,
      same,
      (m) => ({ bias: '5 % more neighbours of one value than chance', shift: 0.05 * m.mean }),
    ],
    [
      'serial-correlation',
      "serial correlation of the cards' values",
      "a card's value telling something of the next one's",
      "Σ of neighbouring values' products",
      byValue,
      product,
      () => {
        // A correlation ρ between neighbours' values shifts the sum by ρ (M − 1) σ², σ² the values' variance.
        const mean = byValue.counts.reduce((a, n, t) => a + n * values[t]!, 0) / M;
        const variance = byValue.counts.reduce((a, n, t) => a + n * (values[t]! - mean) ** 2, 0) / M;
        return { bias: "a correlation of 0.05 between neighbours' values", shift: 0.05 * (M - 1) * variance };
      },
    ],
    [
      'colour-runs',
      'runs of red and black',
      'colours left together (too few runs) or alternating (too many)',
      'runs of one colour',
      byColour,
      differ,
      (m) => ({ bias: '2 % fewer runs of one colour than chance', shift: 0.02 * (m.mean + 1) }),
    ],
  ];
  return tests.map(([id, name, detects, measure, g, f, stated]) => {
    const m = pairMoments({ counts: g.counts, f });
    // Runs are one more than the changes of colour.
    const lift = id === 'colour-runs' ? 1 : 0;
    const sum = summed((s) => pairSum(s.cards, g.typeOf, f), m);
    const { bias, shift } = stated(m);
    const result = (): Raw => {
      const r = sum.result();
      return {
        id,
        name,
        detects,
        measure: `${measure} a shoe`,
        expected: m.mean + lift,
        observed: r.observed + lift,
        statistic: r.statistic,
        df: 1,
        pValue: r.pValue,
        bias,
        shoesFor: shoesForShift(shift, m.variance),
      };
    };
    return { add: sum.add, result };
  });
}

function rising(decks: number): Accumulator {
  const m = risingMoments(decks);
  const sum = summed((s) => risingSequences(s.cards, decks), m);
  return { add: sum.add, result: () => risingResult(m, sum.result()) };
}

function risingResult(
  m: { mean: number; variance: number },
  r: { observed: number; statistic: number; pValue: number },
): Raw {
  return {
    id: 'rising-sequences',
    name: 'rising sequences',
    detects:
      'too few riffles: each riffle of the new shoe at most doubles the rising sequences of its order (Bayer and Diaconis)',
    measure: 'rising sequences against the new shoe a shoe',
    expected: m.mean,
    observed: r.observed,
    statistic: r.statistic,
    df: 1,
    pValue: r.pValue,
    bias: '2 % fewer rising sequences than chance',
    shoesFor: shoesForShift(0.02 * m.mean, m.variance),
  };
}

/** ln of the number of distinct orders of a shoe: (52 d)! / (d!)^52. */
const logOrders = (decks: number) => logGamma(52 * decks + 1) - 52 * logGamma(decks + 1);

function repeated(decks: number): Accumulator {
  // Each shoe seen kept as a 64-bit digest: a false repeat needs a collision, at most C(N, 2) / 2^64 (digests.ts).
  const seen = new ShoeDigests();
  let repeats = 0;
  let N = 0;
  const add = (s: ShoeSample) => {
    N++;
    if (seen.seen(s.cards)) repeats++;
  };
  return { add, result: () => repeatedResult(repeats, N, decks) };
}

function repeatedResult(repeats: number, N: number, decks: number): Raw {
  // P(any two shoes alike) ≤ C(N, 2) / orders: a bound on the p-value of a single repeat.
  const logP = Math.log((N * (N - 1)) / 2) - logOrders(decks);
  return {
    id: 'repeated-shoes',
    name: 'repeated shoes',
    detects: 'a generator with too small a state or seed: the same shoe dealt twice',
    measure: 'shoes that repeat an earlier one',
    expected: 0,
    observed: repeats,
    statistic: repeats,
    pValue: repeats === 0 || N < 2 ? 1 : Math.min(1, Math.exp(logP)),
    bias: 'a shuffle with 65,536 distinct shoes (a 16-bit state)',
    // The birthday problem: no repeat among N of S shoes has chance ≈ exp(−N² / 2S).
    shoesFor: () => Math.ceil(Math.sqrt(2 * SMALL_STATE * Math.log(1 / (1 - POWER)))),
  };
}

function cutCard(profile: Profile): Accumulator {
  let N = 0;
  // Shoes by their cut: at most one entry a place of the shoe.
  const places = new Map<number, number>();
  const add = (s: ShoeSample) => {
    N++;
    places.set(s.cut, (places.get(s.cut) ?? 0) + 1);
  };
  return { add, result: () => cutResult(places, N, profile) };
}

function cutResult(places: ReadonlyMap<number, number>, N: number, profile: Profile): Raw {
  const base = {
    id: 'cut-card',
    name: "the cut card's place",
    detects: 'a cut card always put at the same place (the shoe dealt to a known depth)',
    bias: 'a cut card always at one place',
    // All N at one place: p = R · R^−N below α once N > 1 + ln(1/α) / ln R.
    shoesFor: (alpha: number) => Math.floor(1 + Math.log(1 / alpha) / Math.log(CUT_SPREAD)) + 1,
  };
  if (profile.shoe.stopCard !== undefined)
    return {
      ...base,
      status: 'not-applicable',
      reason: `the rules put the stop card at ${profile.shoe.stopCard} cards`,
    };
  if (places.size === 0 || (places.size === 1 && places.has(0)))
    return { ...base, status: 'not-applicable', reason: 'the engine places no cut card' };
  const [at, most] = [...places].reduce((a, b) => (b[1] > a[1] ? b : a));
  return {
    ...base,
    measure: `shoes cut at the commonest place, against a cut spread over ${CUT_SPREAD} places or more`,
    expected: N / CUT_SPREAD,
    observed: most,
    statistic: most,
    // The commonest of R places holding `most` of N: at most R · P(Binomial(N, 1/R) ≥ most).
    pValue: Math.min(1, CUT_SPREAD * binomialSf(most, N, 1 / CUT_SPREAD)),
    worst: `${at} cards behind the cut card`,
  };
}

/** The battery fed shoe by shoe, then asked for its report on every shoe fed. */
export interface Battery {
  add(shoe: ShoeSample): void;
  report(): BatteryReport;
}

/**
 * The battery on the shoes of one profile's decks, read as they come: every test, its p-value
 * corrected with the others by Holm–Bonferroni, each test's verdict at 99 % from its corrected
 * p-value, and the battery's.
 */
export function createBattery(profile: Profile, decks = profile.shoe.decks): Battery {
  const c = compileProfile(profile, decks);
  const tests: Accumulator[] = [
    rankAtPosition(decks),
    firstCard(false),
    firstCard(true),
    ...adjacency(decks, c),
    rising(decks),
    placesTest(decks, 'new'),
    placesTest(decks, 'before'),
    repeated(decks),
    cutCard(profile),
    outcomesTest(profile, decks),
  ];
  let shoes = 0;
  return {
    add: (shoe) => {
      shoes++;
      for (const t of tests) t.add(shoe);
    },
    report: () =>
      reportOf(
        tests.map((t) => t.result()),
        shoes,
        decks,
      ),
  };
}

function reportOf(raws: readonly Raw[], shoes: number, decks: number): BatteryReport {
  const run = raws.filter((r) => r.status !== 'not-applicable');
  const adjusted = holm(run.map((r) => r.pValue ?? 1));
  // Each test's sample size at the level Holm's first step holds it to: α over the tests run.
  const level = ALPHA / Math.max(1, run.length);
  const tests: TestResult[] = raws.map((r) => {
    const { bias, shoesFor, ...rest } = r;
    const power = { bias, shoes: shoesFor(level) };
    if (r.status === 'not-applicable') return { ...rest, status: 'not-applicable', power };
    const adj = adjusted[run.indexOf(r)]!;
    return { ...rest, adjusted: adj, status: adj < ALPHA ? 'fail' : 'pass', power };
  });
  return {
    shoes,
    decks,
    cards: 52 * decks,
    alpha: ALPHA,
    correction: 'holm-bonferroni',
    tests,
    verdict: tests.some((t) => t.status === 'fail') ? 'fail' : 'pass',
  };
}

/** The battery on a list of shoes already at hand (the tests' known shufflers): each fed in turn. */
export function runBattery(shoes: Iterable<ShoeSample>, profile: Profile, decks = profile.shoe.decks): BatteryReport {
  const battery = createBattery(profile, decks);
  for (const s of shoes) battery.add(s);
  return battery.report();
}
