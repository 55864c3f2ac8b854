/**
 * What the shuffle battery reads and says (src/shuffles/battery.ts): a shoe as card codes, each
 * test's result, the report; and how a test's sample size for a stated bias is worked out.
 */
import { noncentralityFor } from './stats.js';

/** One shoe as the battery reads it. */
export interface ShoeSample {
  /** Card codes, top of the shoe first: every card of the decks once per deck. */
  readonly cards: Uint8Array;
  /** Cards behind the cut card (0: no cut card). */
  readonly cut: number;
  /** Cards burnt after the shuffle, before the first coup. */
  readonly burn: number;
}

/** The level of the battery's one verdict (99 %), and the power every test's sample size is stated at. */
export const ALPHA = 0.01;
export const POWER = 0.9;

/**
 * The cut card's place is taken to be random when spread over at least this many places (half a
 * deck): a cut always at one place is caught against it.
 */
export const CUT_SPREAD = 26;

/** Shoes the rank at each place waits for: 20 expected a cell of 13 ranks. */
export const RANK_SHOES = 260;

/**
 * The fewest shoes `baccarat shuffles` takes: those every test of the battery needs to run (the rank
 * at each place and the first card, 260; the places, 101; the outcomes, 50), so that no verdict passes
 * on tests that did not run for want of shoes.
 */
export const BATTERY_SHOES = RANK_SHOES;

/** A shuffle with this many distinct shoes (a 16-bit state) is the repeated shoes' stated bias. */
export const SMALL_STATE = 2 ** 16;

export interface TestResult {
  readonly id: string;
  readonly name: string;
  /** What the test detects, in words. */
  readonly detects: string;
  readonly status: 'pass' | 'fail' | 'not-applicable';
  /** Why the test does not apply (not-applicable only). */
  readonly reason?: string;
  /** What the test reads, its value under a uniform shuffle (exact), and what the shoes gave. */
  readonly measure?: string;
  readonly expected?: number;
  readonly observed?: number;
  /** The test's statistic (a chi-square of `df`, or a count), and its p-value, alone and corrected. */
  readonly statistic?: number;
  readonly df?: number;
  readonly pValue?: number;
  readonly adjusted?: number;
  /** Where the statistic is the worst of several places: which. */
  readonly worst?: string;
  /** The stated bias and the shoes it takes to see it with probability POWER at the corrected level (null: no number of shoes would). */
  readonly power: { readonly bias: string; readonly shoes: number | null };
}

export interface BatteryReport {
  readonly shoes: number;
  readonly decks: number;
  readonly cards: number;
  readonly alpha: number;
  readonly correction: 'holm-bonferroni';
  readonly tests: readonly TestResult[];
  readonly verdict: 'pass' | 'fail';
}

/** A test before the correction: its p-value alone, and the per-shoe non-centrality of its stated bias. */
export type Raw = Omit<TestResult, 'status' | 'adjusted' | 'power'> & {
  readonly status?: 'not-applicable';
  readonly bias: string;
  /** Shoes to see the bias, from the level each test is held to (α / tests). */
  readonly shoesFor: (alpha: number) => number | null;
};

/**
 * One test read shoe by shoe: each shoe added as the engine gives it (the battery keeps no list of
 * them), then the test's result on every shoe added.
 */
export interface Accumulator {
  add(shoe: ShoeSample): void;
  result(): Raw;
}

/** Shoes needed where each shoe adds `perShoe` to a chi-square's non-centrality of `df`. */
export const shoesByNoncentrality = (df: number, perShoe: number) => (alpha: number) =>
  perShoe > 0 ? Math.ceil(noncentralityFor(df, alpha, POWER) / perShoe) : null;
