/**
 * The verdict that ends a countability report (docs/house-math.md, "The verdict"): one line, the
 * first of these that holds:
 * - countable, where the counter's gain per shoe is above 0 with 95 % confidence: his gain by the
 *   exact expectation of each coup he bets, where the simulation computed it (with the bound), else
 *   as dealt;
 * - not at all, where the bound, betting wherever the shoe's exact expectation is positive, found
 *   no coup to bet in the shoes dealt;
 * - not by a linear count, where every card's effect of removal is 0 (no tags tell one shoe from
 *   another: a rank pair, whose ranks are alike by symmetry), or where the effects are too small for
 *   the house edge: at the deepest coup the linear model's spread of the shoe's expectation is less
 *   than a fifth of the edge (the model: the expectation moves by −(N − 1) Σ e_g (p_g − p⁰_g) with
 *   the shares p_g of the cards not yet seen, whose spread over a random shoe of n cards is
 *   √((N − 1)(N − n)/n · Σ p⁰_g e_g²));
 * - not shown, else: the simulation does not tell the counter's gain from 0 (or he loses), or no shoe
 *   was dealt.
 */
import { COUNT_DEFAULTS } from './count-defaults.js';
import type { Interval, StrategyFigures } from './count-sim.js';

/** The verdict: its kind, and its line. */
export interface CountVerdict {
  readonly kind: 'countable' | 'not-linear' | 'not-at-all' | 'not-shown';
  readonly text: string;
}

/** What the verdict reads: the exact part's effects and edge, the shoe, and the simulation where one ran. */
export interface VerdictInputs {
  readonly houseEdge: number;
  readonly effects: readonly { readonly cards: number; readonly effect: number; readonly effectExact: string }[];
  /** The cards of a fresh shoe, and the most a coup takes (a coup begins only with as many left). */
  readonly shoe: { readonly cards: number; readonly mostPerCoup: number };
  readonly simulation?: {
    readonly shoes: number;
    readonly cut: number;
    readonly at: number;
    readonly count: StrategyFigures;
    readonly bound: StrategyFigures | { readonly notSimulated: string };
  };
}

/**
 * How many times the linear model's spread of the shoe's expectation at the deepest coup the house
 * edge must be for the effects to be too small: 5, where a normal spread is beyond the edge once in
 * 3.5 million shoes at that coup, and less often at every coup before it.
 */
export const TOO_SMALL = 5;

/** The linear model's spread (one standard deviation) of the expectation of a random shoe of n of the N cards. */
export function linearSpread(effects: VerdictInputs['effects'], N: number, n: number): number {
  const s = effects.reduce((a, g) => a + (g.cards / N) * g.effect ** 2, 0);
  return Math.sqrt(((N - 1) * (N - n) * s) / n);
}

const signed = (x: number) => `${x < 0 ? '−' : x > 0 ? '+' : ''}${Math.abs(x).toFixed(4)}`;
const pct = (x: number) => `${(100 * x).toFixed(4)} %`;

/** A gain per shoe and its interval, in words; `how`: where the gain comes from. */
function gainText(g: Interval, how: string): string {
  const ci =
    g.ci95 === null
      ? 'no interval from one shoe'
      : `95 % interval ${signed(g.mean - g.ci95)} to ${signed(g.mean + g.ci95)}`;
  const gains = g.mean < 0 ? `loses ${Math.abs(g.mean).toFixed(4)}` : `gains ${signed(g.mean)}`;
  return `${gains} units per shoe (${how}; ${ci})`;
}

/** The verdict on a count (see the file's comment). */
export function verdictOf(x: VerdictInputs): CountVerdict {
  const s = x.simulation;
  const cut = s?.cut ?? COUNT_DEFAULTS.cut;
  const where =
    cut === COUNT_DEFAULTS.cut
      ? `at the default penetration (the cut card ${cut} cards from the end)`
      : `with the cut card ${cut} cards from the end`;
  // The counter's gain by the exact expectation of each coup he bets where it was computed, else as dealt.
  const exact = s?.count.exactGainPerShoe;
  const g = exact ?? s?.count.gainPerShoe;
  const how = exact ? 'by the exact expectation of each coup bet' : 'as dealt';
  if (s && g && g.ci95 !== null && g.mean - g.ci95 > 0)
    return { kind: 'countable', text: `countable: a counter ${gainText(g, how)} ${where}` };
  if (s && !('notSimulated' in s.bound) && s.bound.handsBet === 0)
    return {
      kind: 'not-at-all',
      text: `not at all: the bound, betting wherever the shoe's exact expectation is positive, found no coup to bet in ${s.shoes} shoes dealt to the cut card ${cut} cards from the end${cut === COUNT_DEFAULTS.cut ? ' (the default penetration)' : ''}`,
    };
  if (x.effects.every((e) => e.effectExact === '0'))
    return {
      kind: 'not-linear',
      text: "not by a linear count: every card's effect of removal is 0, so no tags tell one shoe from another (a shoe moves the bet only by how unevenly its cards are left, which no sum of tags follows)",
    };
  const deepest = Math.max(cut + 1, x.shoe.mostPerCoup);
  const spread = linearSpread(x.effects, x.shoe.cards, deepest);
  if (x.houseEdge > TOO_SMALL * spread)
    return {
      kind: 'not-linear',
      text: `not by a linear count: the effects are too small for the house edge of ${pct(x.houseEdge)}: even at the deepest coup (${deepest} cards left) they spread the shoe's expectation by ${pct(spread)}, ${(x.houseEdge / spread).toFixed(1)} times less`,
    };
  if (!s || !g)
    return {
      kind: 'not-shown',
      text: 'not shown: no shoe was dealt (--shoes 0), and the effects alone do not tell whether a count beats the house edge',
    };
  return {
    kind: 'not-shown',
    text:
      g.ci95 !== null && g.mean + g.ci95 < 0
        ? `not shown: a counter betting at a true count of ${s.at} or more ${gainText(g, how)} ${where}; other tags or another threshold may do better`
        : `not shown: in ${s.shoes} shoes a counter ${gainText(g, how)}, not told from 0; more shoes may tell (--shoes, --shard)`,
  };
}
