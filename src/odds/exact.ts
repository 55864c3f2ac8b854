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
 * - the pairs (a hand's first two cards of one rank, or of one rank and suit): the deal's weight, a
 *   product of value counts, is split by rank at the end of the deal. Only the dealt cards' ranks
 *   matter (what follows reads values, and the cards left of each value are the same whatever ranks
 *   were dealt), so every rank order consistent with the dealt values is weighed by its copies left
 *   in the shoe; where suits are read, the positions of a paired rank are split again by suit, each
 *   suit order weighed by its copies (every card has one copy per deck before the deal).
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
import { CARD_STRIDE, type CoupFacts, colourOf, emptyFacts, NO_PAIR, pairOf, RANK_PAIR } from '../core/settle.js';
import { describeStaking, settlingOf, stakingsOf } from '../core/stakings.js';
import { isTenValuedValue } from '../core/totals.js';
import type { Profile } from '../profile/types.js';
import type { Composition } from './composition.js';
import { EXACT_DOUBLE, PolicyChoices } from './policy-choices.js';
import { type ExactOdds, NotEnumerable, oddsResult, settleRows } from './result.js';
import { exactOddsOfHands, handPairsReason } from './three-hands.js';

export { type ExactOdds, NotEnumerable } from './result.js';

/** Why exact odds are out of reach for this profile, or null. */
export function notEnumerableReason(profile: Profile): string | null {
  // More hands (a banker against two tableaux), or a holder's penalty (RC-15, read at the showdown
  // hand by hand): walked hand by hand (three-hands.ts).
  if (profile.hands.length !== 2 || hasPenalties(profile)) return handPairsReason(profile);
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

/** Whether a profile has a holder's penalty (drawing.penalties): the hand-by-hand walk counts it. */
function hasPenalties(profile: Profile): boolean {
  return ((profile.drawing as { penalties?: readonly unknown[] }).penalties?.length ?? 0) > 0;
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
export function exactOdds(
  profile: Profile,
  opts: { decks?: number; policy?: Policy; composition?: Composition } = {},
): ExactOdds {
  const reason = notEnumerableReason(profile);
  if (reason) throw new NotEnumerable(reason);
  const comp = opts.composition;
  if (profile.hands.length !== 2 || hasPenalties(profile)) {
    // Hand by hand, the walk reads values only (its rules read no pair): the shoe as value counts.
    const shoe = comp ? valueCounts(compileProfile(profile, opts.decks), comp.byRank) : undefined;
    return withComposition(exactOddsOfHands(profile, { decks: opts.decks, policy: opts.policy, shoe }), comp);
  }
  const c = compileProfile(profile, opts.decks);
  requirePolicy(c, opts.policy);
  const walk = new CardByCard(c, opts.policy, comp);
  const counts = new CoupCounts(walk.reached(), walk.shape);
  const O = c.outcomes.length;
  const bets = stakingsOf(c).map((s) => {
    const netOfKey = s.netByKey ?? ((key: number) => s.net[key % O]!);
    const ev = counts.expectation(netOfKey);
    const rows = settleRows(counts, settlingOf(c, s), netOfKey);
    return { id: s.id, name: s.bet.name, settles: describeStaking(c, s), ev, houseEdge: -toNumber(ev), rows };
  });
  return withComposition(oddsResult(c, counts, bets, opts.policy), comp);
}

/** The odds' record, saying the shoe it counted where that is not a fresh one. */
function withComposition(o: ExactOdds, comp: Composition | undefined): ExactOdds {
  return comp ? { ...o, composition: [...comp.byRank] } : o;
}

/**
 * The deal walked card by card over the value classes, and each coup counted by the key of its facts
 * that the settle rules read (the rules core's SettleKeys: the outcome alone for most profiles) and
 * the cards it used: slot key * slots + cardsUsed. The key's pair part is known at the end of the
 * deal (DealPairs), the rest at the showdown.
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
  private readonly pairs: DealPairs | undefined;

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
    if (N ** dealLen >= EXACT_DOUBLE)
      throw new NotEnumerable(
        comp
          ? `a shoe of ${N} cards is too many ways for exact odds: ${N}^${dealLen} orders of a ${dealLen}-card deal pass 2^53, the most counted exactly`
          : `${decks} decks dealt ${dealLen} cards a coup are too many ways for exact odds`,
      );
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
    this.cardClasses = keys.reads.atoms.length > 0 ? new CardClasses(c, byRank, comp?.byCard) : undefined;
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
    this.pairs =
      keys.reads.pair === 0 || this.cardClasses
        ? undefined
        : new DealPairs(c, values.classValue, this.dealClass, byRank, comp?.byCard);
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
    for (let h = 0; h < f.pair.length; h++) f.pair[h] = pairOf(f.card[h * CARD_STRIDE]!, f.card[h * CARD_STRIDE + 1]!);
    return walk.showKey(outcome) + keys.showSize * (keys.pairKey(f.pair) + keys.pairStates * keys.atomBits(f));
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

/**
 * Pairs (a hand's first two cards of one rank, or of one rank and suit): the deal's weight, a
 * product of value counts, is split by rank at the end of the deal. Only the dealt cards' ranks
 * matter (what follows reads values, and the cards left of each value are the same whatever ranks
 * were dealt), so every rank order consistent with the dealt values is weighed by its copies left in
 * the shoe; where suits are read, the positions of a paired rank are split again by suit, each suit
 * order weighed by its copies (every card has one copy per deck before the deal).
 */
class DealPairs {
  /** After split(): each pair key the deal's weight falls on, and its share. */
  readonly splitKey: Int32Array;
  readonly splitWeight: Float64Array;
  private readonly H: number;
  private readonly dealLen: number;
  private readonly suited: boolean;
  /** Where suits are read: the shoe's cards of each rank and suit, [rank * 4 + suit], before the deal. */
  private readonly suitCount: Float64Array;
  /** Whether some rank's cards are not spread evenly over the suits (then a suit split depends on the ranks, not only on which positions share one). */
  private readonly uneven: boolean;
  /** The deal positions of each hand's first two cards. */
  private readonly pairAt: (readonly [number, number])[];
  /** The ranks of each value class (ranks 0-12 as card codes have them). */
  private readonly classRanks: number[][];
  private readonly rankAt: Int32Array;
  private readonly rankLeft: Float64Array;
  private readonly pairWeight: Float64Array;
  private readonly pairState: Int32Array;
  private readonly suitAt: Int32Array;
  private readonly suitLeft = new Float64Array(13 * 4);
  private readonly suitSplits = new Map<number, { rankWeight: number; keys: Int32Array; weights: Float64Array }>();

  /** byRank: the shoe's cards by rank; byCard: by card code, where its suits are known (else spread evenly). */
  constructor(
    private readonly c: CompiledProfile,
    classValue: Int32Array,
    private readonly dealClass: Int32Array,
    private readonly byRank: readonly number[],
    byCard: readonly number[] | undefined,
  ) {
    const keys = c.keys;
    this.H = c.hands.length;
    this.dealLen = c.deal.length;
    this.suited = keys.reads.pair >= 3; // perfect pairs, or pairs by colour: suits read
    this.suitCount = new Float64Array(13 * 4);
    for (let r = 0; r < 13; r++) {
      for (let suit = 0; suit < 4; suit++) {
        if (byCard) this.suitCount[r * 4 + suit] = byCard[suit * 13 + r]!;
        else if (this.suited && byRank[r]! % 4 !== 0)
          throw new NotEnumerable(
            `a suited pair reads the suits of the shoe's cards: ${byRank[r]} cards of rank ${RANKS[r]} are not spread evenly over 4 suits (give the cards dealt instead)`,
          );
        else this.suitCount[r * 4 + suit] = byRank[r]! / 4;
      }
    }
    this.uneven = this.suitCount.some((n, i) => n !== this.suitCount[i - (i % 4)]);
    this.pairAt = c.hands.map(
      (_, h) => [...c.deal.keys()].filter((i) => c.deal[i] === h).slice(0, 2) as [number, number],
    );
    this.classRanks = Array.from(classValue, (v) => [...Array(13).keys()].filter((r) => c.cardValue[r] === v));
    this.rankAt = new Int32Array(this.dealLen);
    this.rankLeft = new Float64Array(13);
    this.rankLeft.set(byRank);
    this.pairWeight = new Float64Array(keys.pairStates);
    this.splitKey = new Int32Array(keys.pairStates);
    this.splitWeight = new Float64Array(keys.pairStates);
    this.pairState = new Int32Array(this.H);
    this.suitAt = new Int32Array(this.dealLen);
  }

  /** Splits the deal's weight w by pair key (splitKey, splitWeight); returns how many keys it falls on. */
  split(w: number): number {
    const { pairWeight } = this;
    pairWeight.fill(0);
    this.splitByRank(0, 1);
    let splits = 0;
    let sum = 0;
    for (let p = 0; p < pairWeight.length; p++) {
      if (pairWeight[p] === 0) continue;
      this.splitKey[splits] = p;
      this.splitWeight[splits++] = pairWeight[p]!;
      sum += pairWeight[p]!;
    }
    if (sum !== w) throw new Error(`the deal's rank orders weigh ${sum}, not ${w}`); // a bug, never a profile's fault
    return splits;
  }

  /** The deal's weight (a product of value counts) split by the pairs its rank orders make. */
  private splitByRank(i: number, w: number): void {
    const { H, rankAt, pairState, pairWeight, pairAt } = this;
    if (i === this.dealLen) {
      let paired = false;
      for (let h = 0; h < H; h++) {
        const [a, b] = pairAt[h]!;
        pairState[h] = rankAt[a] === rankAt[b] ? RANK_PAIR : NO_PAIR;
        paired ||= pairState[h] === RANK_PAIR;
      }
      if (!this.suited || !paired) {
        const k = this.c.keys.pairKey(pairState);
        pairWeight[k] = pairWeight[k]! + w;
        return;
      }
      // Suits matter for the positions of the paired ranks: their rank weight is replaced by the
      // weight of each suit order (which adds up to it). Both depend only on which positions share a
      // rank, so each such pattern is split once.
      let pattern = 0;
      for (let p = 0; p < this.dealLen; p++) {
        let q = 0;
        while (rankAt[q] !== rankAt[p]) q++;
        pattern = pattern * this.dealLen + q;
      }
      if (this.uneven) for (let p = 0; p < this.dealLen; p++) pattern = pattern * 13 + rankAt[p]!;
      let split = this.suitSplits.get(pattern);
      if (!split) {
        split = this.splitOfPattern();
        this.suitSplits.set(pattern, split);
      }
      const unit = w / split.rankWeight;
      for (let j = 0; j < split.keys.length; j++)
        pairWeight[split.keys[j]!] = pairWeight[split.keys[j]!]! + unit * split.weights[j]!;
      return;
    }
    const rankLeft = this.rankLeft;
    for (const r of this.classRanks[this.dealClass[i]!]!) {
      const n = rankLeft[r]!;
      if (n === 0) continue;
      rankLeft[r] = n - 1;
      rankAt[i] = r;
      this.splitByRank(i + 1, w * n);
      rankLeft[r] = n;
    }
  }

  /**
   * For the ranks now at the deal's positions: the weight of their paired ranks' positions by rank,
   * and the weight of each pair key their suit orders make.
   */
  private splitOfPattern(): { rankWeight: number; keys: Int32Array; weights: Float64Array } {
    const { H, rankAt, pairState, pairWeight, pairAt, byRank, suitCount } = this;
    const pairedRanks = new Set<number>();
    for (let h = 0; h < H; h++) if (pairState[h] === RANK_PAIR) pairedRanks.add(rankAt[pairAt[h]![0]]!);
    const positions = [...Array(this.dealLen).keys()].filter((p) => pairedRanks.has(rankAt[p]!));
    let rankWeight = 1;
    const seen = new Map<number, number>();
    for (const p of positions) {
      const r = rankAt[p]!;
      const k = seen.get(r) ?? 0;
      rankWeight *= byRank[r]! - k;
      seen.set(r, k + 1);
    }
    for (const p of positions)
      for (let suit = 0; suit < 4; suit++) this.suitLeft[rankAt[p]! * 4 + suit] = suitCount[rankAt[p]! * 4 + suit]!;
    const saved = Float64Array.from(pairWeight);
    pairWeight.fill(0);
    this.splitBySuit(positions, 0, 1);
    const keys = [...pairWeight.keys()].filter((k) => pairWeight[k] !== 0);
    const out = { rankWeight, keys: Int32Array.from(keys), weights: Float64Array.from(keys, (k) => pairWeight[k]!) };
    pairWeight.set(saved);
    return out;
  }

  /**
   * The suits of the positions whose rank makes a pair: each suit order weighed by its copies left
   * (the deal is the shoe's first cards, so each card has all its copies in the shoe before it).
   */
  private splitBySuit(positions: readonly number[], j: number, w: number): void {
    const { rankAt, suitAt, suitLeft, pairState, pairAt } = this;
    if (j === positions.length) {
      for (let h = 0; h < this.H; h++) {
        const [a, b] = pairAt[h]!;
        pairState[h] =
          rankAt[a] !== rankAt[b] ? NO_PAIR : pairOf(rankAt[a]! + 13 * suitAt[a]!, rankAt[b]! + 13 * suitAt[b]!);
      }
      const k = this.c.keys.pairKey(pairState);
      this.pairWeight[k] = this.pairWeight[k]! + w;
      return;
    }
    const i = positions[j]!;
    for (let suit = 0; suit < 4; suit++) {
      const at = rankAt[i]! * 4 + suit;
      const n = suitLeft[at]!;
      if (n === 0) continue;
      suitLeft[at] = n - 1;
      suitAt[i] = suit;
      this.splitBySuit(positions, j + 1, w * n);
      suitLeft[at] = n;
    }
  }
}

/**
 * Where the rules read the cards themselves (card tests: ranks, suits, colours of a hand's cards, of
 * the coup's): the shoe's cards in classes of one value that the tests cannot tell apart, by rank
 * where they read ranks or pairs, by suit where they read suits or perfect pairs, by colour where
 * they read colours. The walk takes classes as it takes value classes (a class weighs its copies
 * left); each class's first card stands for all of it in the tests, which read only what the class
 * holds in common. The classes taken are kept by hand, the deal's at its places, each draw's as it
 * is taken (and the last turn's, peeked, as the coup's last).
 *
 * Exact at a cost: a profile reading colours walks 20 classes where values are 10, suits 40 or 52.
 */
/** The most kinds of card a walk over card classes takes (value by colour: 20; by rank: 13; both: 26). */
const MOST_CARD_CLASSES = 26;

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

  constructor(c: CompiledProfile, byRank: readonly number[], byCard: readonly number[] | undefined) {
    const r = c.keys.reads;
    const byRankToo = r.rank || r.pair > 0;
    const bySuit = r.suit || r.pair >= 3;
    const byColour = r.colour;
    if (!byCard && (bySuit || byColour)) {
      const uneven = byRank.findIndex((n) => n % 4 !== 0);
      if (uneven >= 0)
        throw new NotEnumerable(
          `the settle rules read the cards' suits or colours: ${byRank[uneven]} cards of rank ${RANKS[uneven]} are not spread evenly over 4 suits (give the cards dealt instead)`,
        );
    }
    const classes = new Map<string, { value: number; card: number; count: number }>();
    for (let code = 0; code < 52; code++) {
      const rank = code % 13;
      const suit = (code / 13) | 0;
      const value = c.cardValue[code]!;
      const sign = `${value}|${byRankToo ? rank : ''}|${bySuit ? suit : ''}|${byColour ? colourOf(code) : ''}`;
      const count = byCard ? byCard[code]! : byRank[rank]! / 4;
      const k = classes.get(sign);
      if (k) k.count += count;
      else classes.set(sign, { value, card: code, count });
    }
    const list = [...classes.values()];
    // Each class more multiplies the deal's orders: 20 (colours) take seconds; suits with ranks (up
    // to 52) would take hours, so they are refused here (a suit in a pair is counted by DealPairs).
    if (list.length > MOST_CARD_CLASSES)
      throw new NotEnumerable(
        `${c.profile.name}: its card tests read ${bySuit ? 'suits' : 'ranks and colours'} of every card, ${list.length} kinds of card to walk: too many for exact odds yet (at most ${MOST_CARD_CLASSES}; use baccarat simulate)`,
      );
    this.kinds = list.length;
    this.classValue = Int32Array.from(list, (k) => k.value);
    this.classTen = Uint8Array.from(list, (k) => (isTenValuedValue(k.value) ? 1 : 0));
    this.classCard = Int32Array.from(list, (k) => k.card);
    this.remaining = Float64Array.from(list, (k) => k.count);
    this.drawnClass = new Int32Array(c.cardsPerCoup);
    this.drawnHand = new Int32Array(c.cardsPerCoup);
  }

  take(k: number, h: number): number {
    const n = this.remaining[k]!;
    this.peekHand = -1;
    if (n === 0) return 0;
    this.value = this.classValue[k]!;
    this.ten = this.classTen[k]!;
    this.remaining[k] = n - 1;
    if (h >= 0) {
      this.drawnClass[this.drawn] = k;
      this.drawnHand[this.drawn++] = h;
    }
    return n;
  }

  putBack(k: number): void {
    this.remaining[k] = this.remaining[k]! + 1;
    this.peekHand = -1;
    // The walk puts back the last card it took: a draw's while one is out, else a card of the deal.
    if (this.drawn > 0) this.drawn--;
  }

  peek(k: number, h: number): number {
    const n = this.remaining[k]!;
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
