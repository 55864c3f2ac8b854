/**
 * Exact odds by enumeration: every way a fresh shoe can deal a coup, walked on card values with their
 * multiplicities (a value class stands for all its cards), following the compiled tables of the
 * profile: the deal order, the naturals, each draw turn in order, then the showdown.
 *
 * Every coup is counted as the cardsPerCoup ordered cards it could take (six in Punto Banco), the
 * unused ones included, so each coup weighs the same and the total is N (N-1) … (N-5).
 *
 * Ranks are merged into value classes: the draws and the showdown read values only. Where the settle
 * rules read more of a coup than its outcome, card orders are counted by the key of the facts they
 * read (the rules core's SettleKeys; each stake's result per unit is a function of that key):
 * - the hands' totals, cards, naturals and third cards: read at the showdown;
 * - the pairs (a hand's first two cards of one rank, or of one rank and suit or colour) and the card
 *   tests of the deal's cards (a hand's first or second card by rank, suit or colour; both hands'
 *   first cards compared): the deal's weight, a product of value counts, is split by rank, then by
 *   suit, at the end of the deal (DealCards). Only the dealt cards' ranks and suits matter (what
 *   follows reads values, and the cards left of each value are the same whatever ranks and suits
 *   were dealt), so every rank order consistent with the dealt values is weighed by its copies left
 *   in the shoe, and every suit order of the positions whose suits are read by its copies. Suits that
 *   no test names are exchangeable where every rank is spread evenly over them (suit symmetry): a
 *   suit order tries one suit not yet dealt for all of them, times their number;
 * - card tests of drawn cards (a third card, a hand's colours, the coup's): the walk takes classes of
 *   cards that the tests cannot tell apart instead of values (CardClasses), the pairs still split off
 *   the deal.
 * A profile whose rules read only the outcome counts by outcome alone, as fast as before.
 *
 * The coup's flow after the deal is the core's one walk (src/core/coup-walk.ts) over the value
 * classes; what is this file's own is the deal, card by card, and what a coup is counted under. A
 * policy's choices are weighed as src/odds/policy-choices.ts says (scaled by their denominator, or
 * by path labels where that is too fine for doubles); the counts are finished by the core's one
 * finisher (src/core/coup-count.ts).
 *
 * A profile of more than two hands (a banker against two tableaux) is walked hand by hand instead,
 * each hand's two cards an unordered pair of value classes: src/odds/three-hands.ts.
 */

import { RANKS } from '../cards/card.js';
import { type CompiledProfile, compileProfile, unsupportedReason } from '../core/compile.js';
import { CoupCounts, type SlotShape } from '../core/coup-count.js';
import {
  type ChanceSource,
  type CoupHook,
  CoupWalk,
  dealCardByCard,
  ValueClasses,
  valueCounts,
} from '../core/coup-walk.js';
import { fallingFactorial, toNumber } from '../core/fraction.js';
import { type Policy, requirePolicy } from '../core/policy.js';
import { CARD_STRIDE, type CoupFacts, colourOf, emptyFacts, NO_PAIR, pairOf } from '../core/settle.js';
import { describeStaking, settlingOf, stakingsOf } from '../core/stakings.js';
import { isTenValuedValue } from '../core/totals.js';
import { withBetsOnly } from '../profile/bets.js';
import { PerProfile } from '../profile/per-profile.js';
import type { CardTest, Profile } from '../profile/types.js';
import { groupsOf, mergedOdds } from './bet-groups.js';
import { type CardPolynomial, cardPolynomialOf } from './card-polynomial.js';
import { handByHand, shoeRefusal } from './limits.js';
import { EXACT_DOUBLE, PolicyChoices } from './policy-choices.js';
import { type Composition, type ExactOdds, NotEnumerable, oddsResult, settleRows } from './result.js';
import { suitPools } from './suit-symmetry.js';
import { exactOddsOfHands, handPairsReason } from './three-hands.js';

export { type ExactOdds, NotEnumerable } from './result.js';

/** Why exact odds are out of reach for this profile, or null. */
export function notEnumerableReason(profile: Profile): string | null {
  // More hands (a banker against two tableaux), or a holder's penalty (RC-15, read at the showdown
  // hand by hand): walked hand by hand (three-hands.ts).
  if (handByHand(profile)) return handPairsReason(profile);
  const reason = unsupportedReason(profile, 'exact odds');
  if (reason) return reason;
  // A pair is read off each hand's first two cards: the enumerator follows the ranks (and suits) of
  // the deal's cards, not of the drawn ones.
  const readsPairs = profile.bets.some((b) =>
    b.settle.some(
      (r) => JSON.stringify(r).includes('"fact":"pair"') || (r.pays?.kind === 'table' && r.pays.by === 'pair'),
    ),
  );
  if (readsPairs) {
    const short = profile.hands.find((h) => profile.deal.order.filter((d) => d === h.id).length < 2);
    if (short)
      return `${profile.name}: a pair on ${short.id}, whose first two cards are not both dealt, is not compiled yet (no exact odds for it)`;
  }
  return null;
}

/**
 * The exact odds of a coup from a fresh shoe of `decks` decks (the profile's by default), or from the
 * shoe `composition` holds (src/odds/composition.ts: cards dealt out of it, or any counts by rank): every
 * card order counted (no sampling), each outcome's count and each bet's expectation as exact fractions; a
 * profile whose tables leave choices needs a policy (`loadPolicy`); NotEnumerable where the count cannot
 * be made.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { exactOdds } from 'baccarat-spec/odds';
 *
 * const odds = exactOdds(loadProfile('punto-banco'));
 * odds.bets.map((b) => `${b.id} ${(100 * b.houseEdge).toFixed(4)} %`);
 * ```
 */
export function exactOdds(profile: Profile, opts: ExactOptions = {}): ExactOdds {
  const reason = notEnumerableReason(profile);
  if (reason) throw new NotEnumerable(reason);
  const comp = opts.composition;
  if (handByHand(profile)) {
    // Hand by hand, the walk reads values only (its rules read no pair): the shoe as value counts.
    const shoe = comp ? valueCounts(compileProfile(profile, opts.decks), comp.byRank) : undefined;
    return withComposition(exactOddsOfHands(profile, { decks: opts.decks, policy: opts.policy, shoe }), comp);
  }
  // Each group of bets on the cards it reads (src/odds/bet-groups.ts): a bet that reads suits makes
  // no other walk them, and one too fine to count refuses itself, not the others.
  const groups = groupsOf(profile, opts.bets);
  if (groups.length === 1 && groups[0]!.length === profile.bets.length) return countGroup(profile, opts);
  const counted: ExactOdds[] = [];
  const refused: { id: string; name: string; reason: string }[] = [];
  for (const g of groups) {
    try {
      counted.push(countGroup(withBetsOnly(profile, g), opts));
    } catch (e) {
      // A bet too fine to count alone is said so beside the others; where none is counted, the reason is the answer.
      if (!(e instanceof NotEnumerable) || g.length !== 1 || groups.length === 1) throw e;
      refused.push({ id: g[0]!, name: profile.bets.find((b) => b.id === g[0])!.name, reason: e.message });
    }
  }
  if (counted.length === 0) throw new NotEnumerable(refused.map((r) => `${r.id}: ${r.reason}`).join('; '));
  const odds = mergedOdds(profile, counted);
  return refused.length > 0 ? { ...odds, refused } : odds;
}

/**
 * What exactOdds counts: a fresh shoe of `decks` (the profile's by default) or the shoe `composition`
 * holds; under `policy` where the tables leave choices; the bets of `bets` (by id: each with the bets
 * counted in its walk, src/odds/bet-groups.ts) or all of them.
 */
export interface ExactOptions {
  readonly decks?: number;
  readonly policy?: Policy;
  readonly composition?: Composition;
  readonly bets?: readonly string[];
  /**
   * How a bet that reads drawn cards' colours or suits is counted: by its polynomial
   * (src/odds/card-polynomial.ts) or by the walk card by card; by default the polynomial from a
   * shoe of a deck or more. Both give the same fractions (the tests hold each to a brute force).
   */
  readonly count?: 'polynomial' | 'walk';
}

/** The exact odds of a two-hand profile whose bets are all counted by one walk. */
function countGroup(profile: Profile, opts: ExactOptions): ExactOdds {
  const comp = opts.composition;
  const c = compileProfile(profile, opts.decks);
  requirePolicy(c, opts.policy);
  const counts = countsOf(profile, c, opts);
  const O = c.outcomes.length;
  const bets = stakingsOf(c).map((s) => {
    const netOfKey = s.netByKey ?? ((key: number) => s.net[key % O]!);
    const ev = counts.expectation(netOfKey);
    const rows = settleRows(counts, settlingOf(c, s), netOfKey);
    return { id: s.id, name: s.bet.name, settles: describeStaking(c, s), ev, houseEdge: -toNumber(ev), rows };
  });
  return withComposition(oddsResult(c, counts, bets, opts.policy), comp);
}

/** The polynomial of a group of bets that read drawn cards' colours or suits, prepared once (null: the walk counts it). */
const POLYNOMIALS = new PerProfile<'polynomial', CardPolynomial | null>();

/** The fewest cards a shoe counted by the polynomial holds (a deck): below it, the walk card by card is quicker. */
const POLYNOMIAL_FROM = 52;

/**
 * The card orders of a group's coups by settle key: by its polynomial (src/odds/card-polynomial.ts)
 * where it reads drawn cards' colours or suits, else by the walk card by card.
 */
function countsOf(profile: Profile, c: CompiledProfile, opts: ExactOptions): CoupCounts {
  const comp = opts.composition;
  // The polynomial's one walk takes about a second whatever the shoe; a shoe of a few cards walks
  // quicker, and the deal's cards alone are split off the deal (DealCards) in milliseconds.
  const N = comp ? comp.byRank.reduce((a, n) => a + n, 0) : 52 * c.decks;
  const poly =
    opts.policy || !readsDrawnCards(c) || (opts.count ?? (N < POLYNOMIAL_FROM ? 'walk' : 'polynomial')) === 'walk'
      ? null
      : POLYNOMIALS.get(profile, 'polynomial', () => cardPolynomialOf(c) ?? null);
  if (!poly) {
    const walk = new CardByCard(c, opts.policy, comp);
    return new CoupCounts(walk.reached(), walk.shape);
  }
  let byCard = comp?.byCard;
  if (!byCard) {
    const byRank = comp?.byRank ?? Array<number>(13).fill(4 * c.decks);
    requireEvenSuits(byRank, "the settle rules read the cards' suits or colours");
    byCard = Array.from({ length: 52 }, (_, code) => byRank[code % 13]! / 4);
  }
  const { reached, shape } = poly.reached(byCard);
  if (shape.N < shape.M)
    throw new NotEnumerable(`a shoe of ${shape.N} cards is too short for a coup of up to ${shape.M} cards`);
  return new CoupCounts(reached, shape);
}

/**
 * A shoe given by rank whose suits are read is taken as each rank spread evenly over the four suits:
 * refused, saying why (`what` reads them), where a rank's cards cannot be.
 */
function requireEvenSuits(byRank: readonly number[], what: string): void {
  const uneven = byRank.findIndex((n) => n % 4 !== 0);
  if (uneven >= 0)
    throw new NotEnumerable(
      `${what}: ${byRank[uneven]} cards of rank ${RANKS[uneven]} are not spread evenly over 4 suits (give the cards dealt instead)`,
    );
}

/** The odds' record, saying the shoe it counted where that is not a fresh one. */
function withComposition(o: ExactOdds, comp: Composition | undefined): ExactOdds {
  return comp ? { ...o, composition: [...comp.byRank] } : o;
}

/**
 * The deal walked card by card over the value classes, and each coup counted by the key of its facts
 * that the settle rules read (the rules core's SettleKeys: the outcome alone for most profiles) and
 * the cards it used: slot key * slots + cardsUsed. The key's pair part is known at the end of the
 * deal (DealCards), the rest at the showdown.
 */
class CardByCard implements CoupHook {
  readonly shape: SlotShape;
  private readonly walk: CoupWalk;
  private readonly source: ValueClasses | CardClasses;
  /** Where the rules read the cards themselves (card tests): the classes their ranks, suits or colours split, and the coup's facts. */
  private readonly cardClasses: CardClasses | undefined;
  private readonly facts: CoupFacts;
  private readonly slots: number;
  private readonly readsMore: boolean;
  /** One deal's counts by slot (its key without pairs), and all deals' by slot: in doubles, or BigInt where their sums may pass 2^53. */
  private readonly inner: Float64Array;
  private readonly outer: Float64Array | undefined;
  private readonly outerWide: Map<number, bigint> | undefined;
  /** The slots a deal's coups reached, where the rules read more than the outcome. */
  private readonly touched: Int32Array;
  private touchedCount = 0;
  /** The class dealt at each place of the deal (the pairs read their ranks). */
  private readonly dealClass: Int32Array;
  private readonly pairs: DealCards | undefined;

  /** `comp`: the shoe's cards (a fresh shoe of c.decks decks without it). */
  constructor(
    private readonly c: CompiledProfile,
    policy: Policy | undefined,
    comp: Composition | undefined,
  ) {
    const decks = c.decks;
    const byRank = comp?.byRank ?? Array<number>(13).fill(4 * decks);
    const N = byRank.reduce((a, n) => a + n, 0);
    const M = c.cardsPerCoup;
    const T = c.turnHand.length;
    const dealLen = c.deal.length;
    const keys = c.keys;
    const choices = new PolicyChoices(c, policy, N, M, keys.size);
    const D = choices.D;
    // Every partial weight below is a whole number; doubles hold them exactly up to 2^53. The deal's
    // weights and the draws' sums stay under it; only their products may not (then BigInt, below).
    if (N < M) throw new NotEnumerable(`a shoe of ${N} cards is too short for a coup of up to ${M} cards`);
    const tooMany = shoeRefusal(c, N);
    if (tooMany) throw new NotEnumerable(tooMany);
    if ((N * D) ** T >= EXACT_DOUBLE) throw new Error(`a policy scale of ${D} passes the walk in doubles`); // path labels take it: a bug
    const wideSums = Number(fallingFactorial(N, M)) * D ** T >= EXACT_DOUBLE;
    this.slots = choices.slots;
    this.shape = {
      N,
      M,
      slots: this.slots,
      outcomes: c.outcomes.length,
      scaleT: choices.scaleT,
      labelWeight: choices.labels?.weight,
    };
    this.readsMore = keys.readsMore;
    // Card tests of the deal's cards alone are split off the deal with the pairs (DealCards); one that
    // reads a drawn card (a third card, a hand's colours, the coup's) walks classes of cards.
    this.cardClasses = readsDrawnCards(c) ? new CardClasses(c, byRank, comp?.byCard) : undefined;
    this.facts = emptyFacts(c.hands.length);
    // Card tests key each coup whole (its pairs and tests known at its end); otherwise the pairs are split off the deal.
    const innerSize = this.cardClasses ? keys.size : keys.showSize;
    this.inner = new Float64Array(innerSize * this.slots);
    this.outer = wideSums ? undefined : new Float64Array(keys.size * this.slots);
    this.outerWide = wideSums ? new Map() : undefined;
    this.touched = new Int32Array(this.readsMore ? innerSize * this.slots : 0);
    const values = new ValueClasses(valueCounts(c, byRank));
    this.source = this.cardClasses ?? values;
    this.dealClass = new Int32Array(dealLen);
    // The pairs, and the card tests of the deal's cards where the walk is over values, split off the deal.
    const cards = this.cardClasses;
    const valueCards = Array.from(values.classValue, (v) =>
      [...Array(52).keys()].filter((code) => c.cardValue[code] === v),
    );
    this.pairs =
      keys.reads.pair === 0 && (cards || keys.reads.atoms.length === 0)
        ? undefined
        : new DealCards(
            c,
            cards ? cards.classCards : valueCards,
            this.dealClass,
            byRank,
            comp?.byCard,
            !cards,
            !cards?.exchanged,
          );
    this.walk = new CoupWalk(c, this.source, this, choices, D);
    if (this.cardClasses) this.cardClasses.walk = this.walk;
    dealCardByCard(this.walk, this.source, this.dealClass, (w) => this.endDeal(w));
  }

  /** Each slot reached, and its card orders (times scaleT) before the unused cards are counted in. */
  reached(): [number, bigint][] {
    const out: [number, bigint][] = this.outerWide ? [...this.outerWide] : [];
    const outer = this.outer;
    if (outer) for (let s = 0; s < outer.length; s++) if (outer[s] !== 0) out.push([s, BigInt(outer[s]!)]);
    return out;
  }

  coup(walk: CoupWalk, outcome: number, used: number, w: number): void {
    const inner = this.inner;
    if (!this.readsMore) {
      const slot = outcome * this.slots + used;
      inner[slot] = inner[slot]! + w;
      return;
    }
    const slot = (this.cardClasses ? this.cardKey(walk, outcome) : walk.showKey(outcome)) * this.slots + used;
    if (inner[slot] === 0) this.touched[this.touchedCount++] = slot;
    inner[slot] = inner[slot]! + w;
  }

  /** The whole key of a coup whose cards the rules read: its facts' key, its pairs and card tests read off its cards' classes. */
  private cardKey(walk: CoupWalk, outcome: number): number {
    const keys = this.c.keys;
    const f = this.facts;
    this.cardClasses!.cardsOf(this.c, this.dealClass, f);
    // The pairs are split off the deal (DealCards): the key's pair part is added there.
    return walk.showKey(outcome) + keys.showSize * keys.pairStates * keys.atomBits(f);
  }

  /** A whole deal of weight w: its coups walked, their counts folded into the totals, split by the pairs its ranks make. */
  private endDeal(w: number): void {
    const { inner, outer } = this;
    if (!this.readsMore) {
      inner.fill(0);
      this.walk.play(1, this.c.deal.length);
      for (let s = 0; s < inner.length; s++) if (inner[s] !== 0) this.addOuter(s, w, inner[s]!);
      return;
    }
    this.touchedCount = 0;
    this.walk.play(1, this.c.deal.length);
    // The deal's weight by the pairs its ranks make (all of it on "no pair read" without pairs).
    const pairs = this.pairs;
    const splits = pairs ? pairs.split(w) : 1;
    const splitKey = pairs?.splitKey ?? [0];
    const splitWeight = pairs?.splitWeight ?? [w];
    const pairStride = this.c.keys.showSize * this.slots;
    for (let j = 0; j < this.touchedCount; j++) {
      const s = this.touched[j]!;
      const n = inner[s]!;
      inner[s] = 0;
      if (outer)
        for (let k = 0; k < splits; k++)
          outer[s + splitKey[k]! * pairStride] = outer[s + splitKey[k]! * pairStride]! + splitWeight[k]! * n;
      else for (let k = 0; k < splits; k++) this.addOuter(s + splitKey[k]! * pairStride, splitWeight[k]!, n);
    }
  }

  private addOuter(slot: number, w: number, n: number): void {
    if (this.outerWide) this.outerWide.set(slot, (this.outerWide.get(slot) ?? 0n) + BigInt(w) * BigInt(n));
    else this.outer![slot] = this.outer![slot]! + w * n;
  }
}

/** Every card test the settle rules read, by hand (-1: the coup's), those of a condition of card tests alone too. */
function cardTests(c: CompiledProfile): { hand: number; test: CardTest }[] {
  return c.keys.reads.atoms.flatMap((a) => a.leaves);
}

/**
 * Whether a card test reads a card the deal may not have given: a hand's card past those dealt to it
 * (its third), a hand's colours or the coup's (every card, drawn ones too).
 */
function readsDrawnCards(c: CompiledProfile): boolean {
  const dealt = c.hands.map((_, h) => c.deal.filter((d) => d === h).length);
  const [a, b] = c.resultHands;
  return cardTests(c).some(({ hand, test: t }) => {
    if (t.of === 'card') return t.at >= dealt[hand]!;
    if (t.of === 'same') return t.at >= Math.min(dealt[a!]!, dealt[b!]!);
    return true;
  });
}

/**
 * What the deal's cards make beyond their values, split off at the end of the deal: the pairs (a hand's
 * first two cards of one rank, of one rank and suit, of one rank and colour) and the card tests that
 * read only the deal's cards (a hand's first or second card by rank, suit or colour; both hands' first
 * cards compared). The deal's weight, a product of value counts, is split by rank, then by suit. Only
 * the dealt cards' ranks and suits matter (what follows reads values, and the cards left of each value
 * are the same whatever ranks and suits were dealt), so every rank order consistent with the dealt
 * values is weighed by its copies left in the shoe, and where suits are read, every suit order of the
 * positions that read them by its copies (each card has all its copies in the shoe before the deal).
 * A rank order's split by suit depends on its ranks alone, so each is worked out once.
 *
 * Exact at little cost: the walk stays on the values (Punto Banco's 10), where walking classes of
 * rank by suit would take 52 kinds of card at every draw.
 */
class DealCards {
  /** After split(): each key part (pair key + pairStates * card tests' bits) the deal's weight falls on, and its share. */
  readonly splitKey: Int32Array;
  readonly splitWeight: Float64Array;
  private readonly dealLen: number;
  /** Whether the ranks are read (pairs, rank tests): else each value class is one "rank", its first. */
  private readonly byRank: boolean;
  /**
   * The positions whose rank or suit something reads (a pair, a card test by rank, suit or colour),
   * in deal order: the others are weighed by their value class alone. Of them, the positions whose
   * suits a card test reads (of suits or colours); a suited or coloured pair reads its own too.
   */
  private readonly relevant: readonly number[];
  private readonly testRead: readonly number[];
  private readonly pairSuits: boolean;
  /**
   * Suit symmetry: suits that nothing tells apart are exchangeable where each rank's cards are spread
   * evenly over them. By suit, its pool (the suits it may be exchanged with: none where a test names
   * it, those of its colour where colours are read); a suit order tries, in each pool, only the first
   * suit not yet dealt, weighed by the number of them (-1 where the shoe's suits are not even).
   */
  private readonly poolOf: Int8Array;
  private readonly suitDealt = new Int32Array(4);
  /** The rank classes (ranks 0-12, or one per value class) of each value class, and each rank class's card rank. */
  private readonly classRanks: number[][];
  private readonly rankCard: Int32Array;
  /** Each value class's cards in the shoe and left, and the card code that stands for it where no rank or suit is read. */
  private readonly classLeft: Float64Array;
  private readonly classCard: Int32Array;
  /** The shoe's cards of each rank class, and of each rank class and suit ([rank * 4 + suit]), before the deal. */
  private readonly rankCount: Float64Array;
  private readonly suitCount: Float64Array;
  private readonly rankAt: Int32Array;
  private readonly rankLeft: Float64Array;
  private readonly suitAt: Int32Array;
  private readonly suitLeft: Float64Array;
  /** Hand h's i-th card of the deal: its position, and its place in CoupFacts.card. */
  private readonly positions: { readonly at: number; readonly place: number }[];
  private readonly pairAt: (readonly [number, number])[];
  private readonly facts: CoupFacts;
  /** By rank order of the relevant positions (its ranks as one number): the key parts of its suit orders, and their weights. */
  private readonly byRankOrder = new Map<number, { keys: Int32Array; weights: Float64Array }>();
  private readonly part = new Map<number, number>();

  /** byRank: the shoe's cards by rank; byCard: by card code, where its suits are known (else spread evenly). */
  /**
   * classCards: the card codes of each class the deal is walked over (a value's, or a card class's);
   * byRank, byCard: the shoe's cards by rank, and by card code where its suits are known (else spread
   * evenly); withTests: the card tests are split here too (else the walk reads them, and this the pairs);
   * exchange: suits are exchanged here (not where the walk's classes are of one suit each, exchanged
   * by the walk, whose deal's weight then counts the suits each new one stands for).
   */
  constructor(
    private readonly c: CompiledProfile,
    classCards: readonly (readonly number[])[],
    private readonly dealClass: Int32Array,
    byRank: readonly number[],
    byCard: readonly number[] | undefined,
    private readonly withTests: boolean,
    exchange: boolean,
  ) {
    const r = c.keys.reads;
    this.dealLen = c.deal.length;
    this.byRank = r.pair > 0 || (withTests && r.rank);
    this.pairSuits = r.pair >= 3;
    const suitsRead = this.pairSuits || (withTests && (r.suit || r.colour));
    if (!byCard && suitsRead)
      requireEvenSuits(
        byRank,
        `${r.suit || r.colour ? 'a card test' : 'a suited pair'} reads the suits of the shoe's cards`,
      );
    // Each class's cards by rank where ranks are read (a "rank" here is a class's cards of one rank).
    const groups: number[][] = [];
    this.classRanks = classCards.map((codes) => {
      const byItsRank = this.byRank ? [...new Set(codes.map((code) => code % 13))] : [-1];
      return byItsRank.map((k) => groups.push(codes.filter((code) => k < 0 || code % 13 === k)) - 1);
    });
    const countOf = (code: number) => (byCard ? byCard[code]! : byRank[code % 13]! / 4);
    this.rankCard = Int32Array.from(groups, (g) => g[0]! % 13);
    this.rankCount = Float64Array.from(groups, (g) => g.reduce((a, code) => a + countOf(code), 0));
    this.suitCount = new Float64Array(groups.length * 4);
    groups.forEach((g, i) => {
      for (const code of g) this.suitCount[i * 4 + ((code / 13) | 0)]! += countOf(code);
    });
    this.classLeft = Float64Array.from(this.classRanks, (g) => g.reduce((a, i) => a + this.rankCount[i]!, 0));
    this.classCard = Int32Array.from(classCards, (codes) => codes[0]!);
    this.rankAt = new Int32Array(this.dealLen).fill(-1);
    this.rankLeft = Float64Array.from(this.rankCount);
    this.suitAt = new Int32Array(this.dealLen);
    this.suitLeft = new Float64Array(groups.length * 4);
    const held = c.hands.map(() => 0);
    this.positions = Array.from(c.deal, (h, at) => ({ at, place: h * CARD_STRIDE + held[h]!++ }));
    this.pairAt = c.hands.map(
      (_, h) => [...c.deal.keys()].filter((i) => c.deal[i] === h).slice(0, 2) as [number, number],
    );
    const at = (h: number, i: number) => [...c.deal.keys()].filter((d) => c.deal[d] === h)[i]!;
    const readOf = ({ hand, test: t }: { hand: number; test: CardTest }): number[] => {
      if (t.of === 'card') return t.suit || t.colour ? [at(hand, t.at)] : [];
      if (t.of === 'same' && (t.attr === 'suit' || t.attr === 'colour'))
        return Array.from(c.resultHands, (h) => at(h, t.at));
      return [];
    };
    this.testRead = withTests ? [...new Set(cardTests(c).flatMap(readOf))].sort((a, b) => a - b) : [];
    const rankRead = ({ hand, test: t }: { hand: number; test: CardTest }): number[] => {
      if (t.of === 'card') return t.rank || t.suit || t.colour ? [at(hand, t.at)] : [];
      if (t.of === 'same' && t.attr !== 'value') return Array.from(c.resultHands, (h) => at(h, t.at));
      return [];
    };
    this.relevant = [
      ...new Set([
        ...(r.pair > 0 ? this.pairAt.flat() : []),
        ...(withTests ? cardTests(c).flatMap(rankRead) : []),
        ...this.testRead,
      ]),
    ].sort((a, b) => a - b);
    this.poolOf = exchange ? suitPools(c, byRank, byCard) : new Int8Array(4).fill(-1);
    this.facts = emptyFacts(c.hands.length);
    const parts = c.keys.pairStates * (withTests ? 2 ** r.atoms.length : 1);
    this.splitKey = new Int32Array(parts);
    this.splitWeight = new Float64Array(parts);
  }

  /** Splits the deal's weight w by key part (splitKey, splitWeight); returns how many parts it falls on. */
  split(w: number): number {
    this.part.clear();
    // Every order of the deal's cards weighs the same, so the relevant positions are weighed as if
    // dealt first (split by rank below) and the others by their classes' copies left after them:
    // w is the two products, in whole numbers.
    const { classLeft, relevant, dealClass } = this;
    for (const p of relevant) classLeft[dealClass[p]!]!--;
    let rest = 1;
    for (let p = 0; p < this.dealLen; p++) if (!relevant.includes(p)) rest *= classLeft[dealClass[p]!]!--;
    for (let p = 0; p < this.dealLen; p++) classLeft[dealClass[p]!]!++;
    this.splitByRank(0, rest, 0);
    let splits = 0;
    let sum = 0;
    for (const [k, n] of this.part) {
      this.splitKey[splits] = k;
      this.splitWeight[splits++] = n;
      sum += n;
    }
    // Where the walk exchanges suits, w counts the suits each new one stands for: a whole multiple.
    const times = w / sum;
    if (!Number.isInteger(times) || (this.poolOf.some((p) => p >= 0) && times !== 1))
      throw new Error(`the deal's rank orders weigh ${sum}, not ${w}`); // a bug, never a profile's fault
    if (times !== 1) for (let j = 0; j < splits; j++) this.splitWeight[j] = this.splitWeight[j]! * times;
    return splits;
  }

  /** The rank orders of the relevant positions consistent with the deal's classes, each split by the key parts its suit orders make, times rest. */
  private splitByRank(j: number, rest: number, order: number): void {
    if (j === this.relevant.length) {
      let split = this.byRankOrder.get(order);
      if (!split) {
        split = this.splitOfRanks();
        this.byRankOrder.set(order, split);
      }
      for (let j = 0; j < split.keys.length; j++) {
        const k = split.keys[j]!;
        this.part.set(k, (this.part.get(k) ?? 0) + rest * split.weights[j]!);
      }
      return;
    }
    const { rankLeft, rankAt } = this;
    const i = this.relevant[j]!;
    for (const k of this.classRanks[this.dealClass[i]!]!) {
      const n = rankLeft[k]!;
      if (n === 0) continue;
      rankLeft[k] = n - 1;
      rankAt[i] = k;
      this.splitByRank(j + 1, rest, order * this.rankCount.length + k);
      rankLeft[k] = n;
    }
  }

  /**
   * For the ranks now at the relevant positions: the key part of each suit order of the positions
   * whose suits are read (a card test's of suits or colours, a suited or coloured pair's), with the
   * weight of that rank and suit order: its read positions weighed first by suit (their suit orders
   * add up to their ranks' copies), the other relevant ones after them by rank, in whole numbers.
   */
  private splitOfRanks(): { keys: Int32Array; weights: Float64Array } {
    const { rankAt, pairAt } = this;
    // A position whose suit is not read may hold a rank of one that is: its suit counts are summed
    // over (the read ones taken first, as if dealt first: every order of the deal weighs the same).
    let read = this.testRead;
    if (this.pairSuits) {
      // A pair is of one rank (its cards may be of two classes: a red 7 and a black 7).
      const rank = (p: number) => this.rankCard[rankAt[p]!]!;
      const paired = new Set(pairAt.filter(([a, b]) => rank(a) === rank(b)).map(([a]) => rank(a)));
      read = this.relevant.filter((p) => paired.has(rank(p)) || this.testRead.includes(p));
    }
    const taken = new Map<number, number>();
    for (const p of read) taken.set(rankAt[p]!, (taken.get(rankAt[p]!) ?? 0) + 1);
    let rest = 1;
    for (const p of this.relevant) {
      if (read.includes(p)) continue;
      const k = rankAt[p]!;
      const before = taken.get(k) ?? 0;
      rest *= this.rankCount[k]! - before;
      taken.set(k, before + 1);
    }
    this.suitAt.fill(0); // a suit no test reads: any one stands for all
    for (const p of read)
      for (let suit = 0; suit < 4; suit++)
        this.suitLeft[rankAt[p]! * 4 + suit] = this.suitCount[rankAt[p]! * 4 + suit]!;
    const out = new Map<number, number>();
    this.splitBySuit(read, 0, rest, out);
    return { keys: Int32Array.from(out.keys()), weights: Float64Array.from(out.values()) };
  }

  /** The suits of the positions read, each suit order weighed by its copies left; at the end, the key part its cards make. */
  private splitBySuit(read: readonly number[], j: number, w: number, out: Map<number, number>): void {
    const { rankAt, suitAt, suitLeft } = this;
    if (j === read.length) {
      const k = this.keyPart();
      out.set(k, (out.get(k) ?? 0) + w);
      return;
    }
    const p = read[j]!;
    const { poolOf, suitDealt } = this;
    for (let suit = 0; suit < 4; suit++) {
      const at = rankAt[p]! * 4 + suit;
      const n = suitLeft[at]!;
      if (n === 0) continue;
      // Of a pool's suits not yet dealt, the first stands for all of them (a new suit times their number).
      let times = 1;
      if (poolOf[suit]! >= 0 && suitDealt[suit] === 0) {
        let first = true;
        times = 0;
        for (let o = 0; o < 4; o++)
          if (poolOf[o] === poolOf[suit] && suitDealt[o] === 0) {
            if (o < suit) first = false;
            times++;
          }
        if (!first) continue;
      }
      suitLeft[at] = n - 1;
      suitAt[p] = suit;
      suitDealt[suit]!++;
      this.splitBySuit(read, j + 1, w * n * times, out);
      suitDealt[suit]!--;
      suitLeft[at] = n;
    }
  }

  /** The key part of the deal's cards as now ranked and suited: their pairs, and the card tests they pass. */
  private keyPart(): number {
    const { facts: f, c } = this;
    const keys = c.keys;
    f.card.fill(-1);
    for (const { at, place } of this.positions) {
      const k = this.rankAt[at]!;
      f.card[place] = k < 0 ? this.classCard[this.dealClass[at]!]! : this.rankCard[k]! + 13 * this.suitAt[at]!;
    }
    for (let h = 0; h < f.pair.length; h++) {
      const [a, b] = this.pairAt[h]!;
      // Two cards of one rank whose suits no test reads are a pair by rank (pairKey reads no more of it).
      f.pair[h] =
        this.rankAt[a]! < 0 || this.rankCard[this.rankAt[a]!] !== this.rankCard[this.rankAt[b]!]
          ? NO_PAIR
          : pairOf(f.card[this.positions[a]!.place]!, f.card[this.positions[b]!.place]!);
    }
    return keys.pairKey(f.pair) + (this.withTests ? keys.pairStates * keys.atomBits(f) : 0);
  }
}

/**
 * Where the rules read drawn cards themselves (card tests: ranks, suits, colours of a hand's third
 * card, of a hand's cards, of the coup's): the shoe's cards in classes of one value that the tests
 * cannot tell apart, by rank where they read ranks, by suit where they name one (the suits they do
 * not name in one class, unless a test compares suits: then each), by colour where they read colours.
 * The pairs are split off the deal over these classes (DealCards). The walk takes classes as it takes
 * value classes (a class weighs its copies left); each class's first card stands for all of it in
 * the tests, which read only what the class holds in common. The classes taken are kept by hand, the
 * deal's at its places, each draw's as it is taken (and the last turn's, peeked, as the coup's last).
 *
 * Exact at a cost: a profile reading colours, or one named suit, walks 20 classes where values are
 * 10; suits compared, 40.
 */
/** The most kinds of card a walk over card classes takes (value by colour or by a named suit: 20; by rank: 13; both: 26). */
const MOST_CARD_CLASSES = 26;
/** The most where the suits are exchanged (value by suit: 40). */
const MOST_EXCHANGED_CLASSES = 40;

class CardClasses implements ChanceSource {
  readonly branches = true;
  readonly kinds: number;
  readonly classValue: Int32Array;
  readonly classTen: Uint8Array;
  /** Each class's first card code (the one the card tests read). */
  readonly classCard: Int32Array;
  readonly remaining: Float64Array;
  value = 0;
  ten = 0;
  walk: CoupWalk | undefined;
  /** The drawn classes taken, in order, with their hands; the last turn's card peeked (hand -1: none). */
  private readonly drawnClass: Int32Array;
  private readonly drawnHand: Int32Array;
  private drawn = 0;
  private peekClass = -1;
  private peekHand = -1;

  /** Each class's card codes. */
  readonly classCards: readonly (readonly number[])[];
  /**
   * Suit symmetry (classes of one suit each): by class, its suit's pool (-1: none) and the suit's
   * place in it; by pool, its suits and how many of them the coup has taken so far; whether each
   * card out took a new one (a stack, as the walk takes and puts back).
   */
  readonly exchanged: boolean;
  private readonly classPool: Int8Array;
  private readonly classIndex: Int8Array;
  private readonly poolSize: Int8Array;
  private readonly poolTaken = new Int8Array(4);
  private readonly tookNew: Uint8Array = new Uint8Array(64);
  private depth = 0;

  constructor(c: CompiledProfile, byRank: readonly number[], byCard: readonly number[] | undefined) {
    const r = c.keys.reads;
    // The pairs' ranks and suits are split off the deal (DealCards), not walked.
    const byRankToo = r.rank;
    const bySuit = r.suit;
    const byColour = r.colour;
    // Suits a test names are told apart; the others only where a test compares suits (same: suit),
    // else by colour where colours are read, else not at all: a class holds the cards no test tells apart.
    const named = new Set(cardTests(c).flatMap(({ test: t }) => (t.of === 'card' ? (t.suit ?? []) : [])));
    // Suits exchangeable (suitPools): where a test compares suits, or names every suit alike (a flush
    // of any suit), each suit is a class of its own, but a coup takes them in order of first
    // appearance within their pool, a new one weighed by the number not yet taken (suit symmetry).
    const pools = suitPools(c, byRank, byCard);
    const compared =
      cardTests(c).some(({ test: t }) => t.of === 'same' && t.attr === 'suit') ||
      [...named].some((suit) => pools[suit]! >= 0);
    const suitSign = (suit: number) => (compared || named.has(suit) ? `${suit}` : 'other');
    if (!byCard && (bySuit || byColour)) requireEvenSuits(byRank, "the settle rules read the cards' suits or colours");
    const classes = new Map<string, { value: number; card: number; count: number; codes: number[] }>();
    for (let code = 0; code < 52; code++) {
      const rank = code % 13;
      const suit = (code / 13) | 0;
      const value = c.cardValue[code]!;
      const sign = `${value}|${byRankToo ? rank : ''}|${bySuit ? suitSign(suit) : ''}|${byColour ? colourOf(code) : ''}`;
      const count = byCard ? byCard[code]! : byRank[rank]! / 4;
      const k = classes.get(sign);
      if (k) {
        k.count += count;
        k.codes.push(code);
      } else classes.set(sign, { value, card: code, count, codes: [code] });
    }
    const list = [...classes.values()];
    this.classCards = list.map((k) => k.codes);
    const exchanged = bySuit && compared && pools.some((p) => p >= 0);
    this.classPool = Int8Array.from(list, (k) => (exchanged ? pools[(k.card / 13) | 0]! : -1));
    this.classIndex = Int8Array.from(list, (k) => {
      const suit = (k.card / 13) | 0;
      return [0, 1, 2, 3].filter((o) => o < suit && pools[o] === pools[suit]).length;
    });
    this.poolSize = Int8Array.from([0, 1, 2, 3], (p) => pools.filter((x) => x === p).length);
    this.exchanged = exchanged;
    // Each class more multiplies the coup's orders: 20 (colours) take seconds; suits compared (40, or
    // 52 with ranks) would take hours, so they are refused here, but 40 where the suits are exchanged
    // (a coup of six cards takes them in 187 orders of first appearance, not 4^6 = 4,096).
    if (list.length > (exchanged ? MOST_EXCHANGED_CLASSES : MOST_CARD_CLASSES))
      throw new NotEnumerable(
        `${c.profile.name}: its card tests read ${bySuit ? 'suits' : 'ranks and colours'} of every card, ${list.length} kinds of card to walk: too many for exact odds yet (at most ${exchanged ? MOST_EXCHANGED_CLASSES : MOST_CARD_CLASSES}; use baccarat simulate)`,
      );
    this.kinds = list.length;
    this.classValue = Int32Array.from(list, (k) => k.value);
    this.classTen = Uint8Array.from(list, (k) => (isTenValuedValue(k.value) ? 1 : 0));
    this.classCard = Int32Array.from(list, (k) => k.card);
    this.remaining = Float64Array.from(list, (k) => k.count);
    this.drawnClass = new Int32Array(c.cardsPerCoup);
    this.drawnHand = new Int32Array(c.cardsPerCoup);
  }

  /** How many ways the coup may take a card of class k now: its copies left, times the suits it stands for (0: not in this order of suits). */
  private ways(k: number): number {
    const n = this.remaining[k]!;
    const p = this.classPool[k]!;
    if (p < 0 || n === 0) return n;
    const taken = this.poolTaken[p]!;
    const j = this.classIndex[k]!;
    return j > taken ? 0 : j === taken ? n * (this.poolSize[p]! - taken) : n;
  }

  take(k: number, h: number): number {
    const n = this.ways(k);
    this.peekHand = -1;
    if (n === 0) return 0;
    this.value = this.classValue[k]!;
    this.ten = this.classTen[k]!;
    this.remaining[k] = this.remaining[k]! - 1;
    const p = this.classPool[k]!;
    const isNew = p >= 0 && this.classIndex[k] === this.poolTaken[p];
    if (isNew) this.poolTaken[p]!++;
    this.tookNew[this.depth++] = isNew ? 1 : 0;
    if (h >= 0) {
      this.drawnClass[this.drawn] = k;
      this.drawnHand[this.drawn++] = h;
    }
    return n;
  }

  putBack(k: number): void {
    this.remaining[k] = this.remaining[k]! + 1;
    if (this.tookNew[--this.depth] === 1) this.poolTaken[this.classPool[k]!]!--;
    this.peekHand = -1;
    // The walk puts back the last card it took: a draw's while one is out, else a card of the deal.
    if (this.drawn > 0) this.drawn--;
  }

  peek(k: number, h: number): number {
    const n = this.ways(k);
    if (n === 0) return 0;
    this.value = this.classValue[k]!;
    this.ten = this.classTen[k]!;
    this.peekClass = k;
    this.peekHand = h;
    return n;
  }

  /** The coup's cards by hand, in the order each hand took them, as its classes' first cards (CoupFacts.card). */
  cardsOf(c: CompiledProfile, dealClass: Int32Array, f: CoupFacts): void {
    const card = f.card;
    card.fill(-1);
    const held = f.cards; // a count by hand while placing
    held.fill(0);
    // Called at every leaf of the walk: no closure made here (a function per leaf costs more than the walk).
    for (let i = 0; i < c.deal.length; i++) this.place(card, held, c.deal[i]!, dealClass[i]!);
    for (let j = 0; j < this.drawn; j++) this.place(card, held, this.drawnHand[j]!, this.drawnClass[j]!);
    if (this.peekHand >= 0) this.place(card, held, this.peekHand, this.peekClass);
  }

  /** Class k's card as hand h's next card, where the facts have room for it (CARD_STRIDE). */
  private place(card: Int32Array, held: Int32Array, h: number, k: number): void {
    const n = held[h]!;
    if (n < CARD_STRIDE) card[h * CARD_STRIDE + n] = this.classCard[k]!;
    held[h] = n + 1;
  }
}
