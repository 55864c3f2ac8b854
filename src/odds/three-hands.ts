/**
 * Exact odds of a banker against two tableaux (Baccarat Banque, modern and club baccarat: three
 * hands of two cards each, settled each side against the banker), by the same method as exact.ts —
 * value classes with their multiplicities, the core's one walk of the coup after the deal
 * (src/core/coup-walk.ts), its counts finished by the core's finisher (src/core/coup-count.ts) — but
 * with the deal walked hand by hand instead of card by card.
 *
 * Why by hand: the weight of a deal, the product over its positions of the cards of that value left,
 * is the product over value classes of n (n-1) … (one factor per card of the class dealt): it does
 * not depend on the order the cards came in, only on which values each hand holds. So each hand's two
 * cards are walked as an unordered pair of value classes {a, b} (55 pairs for ten classes), counted
 * twice where a ≠ b: 55³ ≈ 166,000 deals instead of 10⁶ card-by-card deals, and each deal's draws
 * (one card or none per turn, the choices mixed by the policy) are walked in full — at most 10³ paths.
 * With 6 decks this is well under a second (`npm run bench`).
 *
 * Every coup is counted as cardsPerCoup ordered cards, the unused ones included (9 for three hands),
 * so that each weighs the same, as in exact.ts. Counts stay whole numbers in doubles up to 2^53 where
 * that is safe (a deal's draws; the last hand's pairs summed over them) and are carried in BigInt
 * beyond (multiplied by the first hands' weight once per pair of first hands).
 *
 * The same walk records, for a best response (src/solve/best-response.ts), how each situation of one
 * hand's turn ends if that hand stands or draws there (record mode: probabilities in doubles), and
 * replays a decision keyed by more than the policy language can say (override: the banker's decision
 * by his total and both tableaux' third cards).
 *
 * A policy whose probabilities are too fine to scale in doubles (an equilibrium's fractions) is
 * walked with path labels instead, as exact.ts walks it: src/odds/path-labels.ts.
 */

import { type CompiledProfile, compileProfile, unsupportedReason } from '../core/compile.js';
import { CoupCounts } from '../core/coup-count.js';
import { type ChoiceHook, type CoupHook, CoupWalk, ValueClasses, WENT_ON } from '../core/coup-walk.js';
import { add, type Fraction, fallingFactorial, fraction, mul, toNumber } from '../core/fraction.js';
import { type Policy, requirePolicy } from '../core/policy.js';
import { repaidWords, ruleNamesOf, settleItem } from '../core/rule-words.js';
import { describeStaking, repaidStakingsOf, settlingOf, stakingsOf } from '../core/stakings.js';
import type { Profile } from '../profile/types.js';
import { shoeRefusal } from './limits.js';
import { EXACT_DOUBLE, PolicyChoices } from './policy-choices.js';
import { type ExactOdds, NotEnumerable, oddsResult, settleRows } from './result.js';

/** Why a profile of more than two hands is beyond this enumeration, or null. */
export function handPairsReason(profile: Profile): string | null {
  const reason = unsupportedReason(profile, 'exact odds');
  if (reason) return reason;
  const short = profile.hands.find((h) => profile.deal.order.filter((d) => d === h.id).length !== 2);
  if (short)
    return `${profile.name}: exact odds of ${profile.hands.length} hands are enumerated where the deal gives each hand two cards; ${short.id} gets another number`;
  if (profile.result.scheme !== 'each-against-banker') {
    return `${profile.name} has ${profile.hands.length} hands compared by the highest total: exact odds are walked hand by hand for a banker against sides only; use baccarat simulate ${profile.id}`;
  }
  return null;
}

/**
 * One hand's decisions keyed by its situation: the cell of its turn's table and, with `fullInfo`,
 * the third card of every other hand too (what Baccarat Banque's banker sees, BB-05.5).
 */
export interface SituationKeys {
  readonly turn: number;
  readonly fullInfo: boolean;
}

/** The number of situations SituationKeys tells apart, and a situation's index. */
export function situationCount(c: CompiledProfile, keys: SituationKeys): number {
  return c.cells.length * (keys.fullInfo ? c.columns ** (c.hands.length - 1) : 1);
}

/** A situation's index from its cell and (fullInfo) the other hands' third-card columns (0 stood, 1 + v). */
export function situationIndex(
  c: CompiledProfile,
  keys: SituationKeys,
  cell: number,
  third: ArrayLike<number>,
): number {
  if (!keys.fullInfo) return cell;
  const me = c.turnHand[keys.turn]!;
  let info = cell;
  for (let h = 0; h < c.hands.length; h++) if (h !== me) info = info * c.columns + (third[h]! < 0 ? 0 : third[h]! + 1);
  return info;
}

/** The situation an index stands for: its cell, and the other hands' third-card columns. */
export function situationOf(
  c: CompiledProfile,
  keys: SituationKeys,
  info: number,
): { cell: number; columns: Map<number, number> } {
  const columns = new Map<number, number>();
  if (!keys.fullInfo) return { cell: info, columns };
  const me = c.turnHand[keys.turn]!;
  for (let h = c.hands.length - 1; h >= 0; h--) {
    if (h === me) continue;
    columns.set(h, info % c.columns);
    info = Math.floor(info / c.columns);
  }
  return { cell: info, columns };
}

interface WalkOptions {
  readonly decks?: number;
  /**
   * A reduced shoe instead of `decks` full decks: how many cards of each value it holds (for tests
   * small enough to count by hand or by brute force over actual cards).
   */
  readonly shoe?: ReadonlyMap<number, number>;
  readonly policy?: Policy;
  /**
   * Decisions of one turn's choices by situation, each the probability of drawing (0 or 1 for a
   * pure decision), instead of the policy's.
   */
  readonly override?: { readonly keys: SituationKeys; readonly draws: ArrayLike<number> };
  /** Record mode: how one turn's choices end, standing and drawing, by situation (see record()). */
  readonly record?: SituationKeys;
}

/** The coup walked hand pair by hand pair; see the file's comment. */
class HandPairsWalk implements CoupHook, ChoiceHook {
  readonly c: CompiledProfile;
  readonly N: number;
  readonly M: number;
  readonly O: number;
  /**
   * RC-15, the holder's penalties: the sides' penalty bits a coup can have (2^sides with penalties,
   * else 1). Exact mode counts coups by key = outcome + O × bits (K = P × O keys).
   */
  readonly P: number;
  readonly K: number;
  /** The policy's choices: its weights' scale D, or its path labels where too fine to scale (exact mode only). */
  readonly choices: PolicyChoices;
  /** Exact mode: card orders × D^T by key (outcome and penalty bits) and slot (path label and cards used): [key * slots + slot]. */
  readonly exact: bigint[];
  /** Record mode: probability by bucket and outcome: [bucket * O + outcome]; bucket 0 is every coup whose turn makes no choice. */
  readonly recorded: Float64Array;
  readonly slots: number;
  private readonly walk: CoupWalk;
  private readonly source: ValueClasses;
  private readonly record: SituationKeys | undefined;
  /** The turn whose choices are recorded or overridden (-1: none), and its override's draw weights (of D). */
  private readonly splitTurn: number;
  private readonly overrideDraws: Float64Array | undefined;
  /** Record mode: the current bucket, the deal's card orders, 1 / N (N-1) … by cards used, 1 / D^T. */
  private bucket = 0;
  private dealWeight = 0;
  private readonly invOrders: number[];
  private readonly invScale: number;
  /**
   * Exact mode: where a deal's counts go, straight into mid (the deal's pair weight carried from its
   * start) where that stays under 2^53, else into inner, one deal at a time; and the slots a deal's
   * coups reached (each once), so one deal's counts are folded and cleared where they are, not over
   * the whole array (which grows with a finely mixed policy's labels).
   */
  private readonly midSafe: boolean;
  private readonly inner: Float64Array;
  private readonly mid: Float64Array;
  private readonly sink: Float64Array;
  private readonly touched: Int32Array;
  private touchedCount = 0;

  constructor(
    profile: Profile,
    readonly opts: WalkOptions,
  ) {
    const reason = handPairsReason(profile);
    if (reason) throw new NotEnumerable(reason);
    const c = compileProfile(profile, opts.decks);
    requirePolicy(c, opts.policy);
    this.c = c;
    this.N = opts.shoe ? [...opts.shoe.values()].reduce((a, n) => a + n, 0) : c.decks * 52;
    if (this.N < c.cardsPerCoup)
      throw new NotEnumerable(`a shoe of ${this.N} cards is too short for a coup of up to ${c.cardsPerCoup} cards`);
    this.M = c.cardsPerCoup;
    this.O = c.outcomes.length;
    this.record = opts.record;
    this.P = c.penaltyFact >= 0 && !opts.record ? 1 << c.resultHands.length : 1;
    this.K = this.P * this.O;
    const T = c.turnHand.length;
    const tooMany = opts.record ? null : shoeRefusal(c, this.N);
    if (tooMany) throw new NotEnumerable(tooMany);
    // Exact mode, a policy too fine to scale by its common denominator: path labels, each mixed cell
    // walked both ways (path-labels.ts). An override decides with probabilities 0 or 1 or any double:
    // it is scaled by the policy's D.
    this.choices = new PolicyChoices(c, opts.policy, this.N, this.M, this.K, !opts.record);
    this.slots = this.choices.slots;
    const D = this.choices.D;
    this.exact = Array.from({ length: this.K * this.slots }, () => 0n);
    this.recorded = opts.record
      ? new Float64Array((1 + 2 * situationCount(c, opts.record)) * this.O)
      : new Float64Array(0);
    this.splitTurn = opts.record ? opts.record.turn : opts.override ? opts.override.keys.turn : -1;
    this.overrideDraws = opts.override ? Float64Array.from(opts.override.draws, (p) => p * D) : undefined;
    if (this.overrideDraws?.some((d) => !Number.isInteger(d)))
      throw new Error("an override decides with a probability finer than the policy's denominator"); // a bug
    // Record mode weighs a path by its probability: card orders over N (N-1) … of the cards used.
    this.invOrders = Array.from({ length: this.M + 1 }, (_, k) => 1 / Number(fallingFactorial(this.N, k)));
    this.invScale = 1 / D ** T;
    this.midSafe = this.boundsOfDoubles();
    this.inner = new Float64Array(this.K * this.slots);
    this.mid = new Float64Array(this.K * this.slots);
    this.sink = this.midSafe ? this.mid : this.inner;
    this.touched = new Int32Array(this.K * this.slots);
    const counts = new Map<number, number>();
    if (opts.shoe) for (const [v, n] of opts.shoe) counts.set(v, n);
    this.source = opts.shoe ? new ValueClasses(counts) : ValueClasses.ofDecks(c, c.decks);
    this.walk = new CoupWalk(c, this.source, this, this, D);
    this.dealHand(0, 1);
  }

  /**
   * Exact mode: the doubles hold whole numbers exactly while under 2^53 (a shoe whose first hands'
   * weight passes it was refused before the walk); returns whether a deal's counts times its last
   * hand's pair weight stay under it (else each deal is folded in BigInt).
   */
  private boundsOfDoubles(): boolean {
    const { c, N } = this;
    const T = c.turnHand.length;
    // A turn takes one card, or two where RC-13's fourth card follows the third.
    const innerMax = (N ** (c.fourthCard ? 2 : 1) * this.choices.D) ** T;
    if (this.record) return true;
    // A policy too fine for this bound is walked with path labels (D = 1; see the constructor).
    if (innerMax >= EXACT_DOUBLE) throw new Error(`a policy scale of ${this.choices.D} passes the walk in doubles`); // a bug
    // The first H-1 hands' weight, at most (N^2)^(H-1), is kept in a double: shoeRefusal refused
    // a shoe beyond it (src/odds/limits.ts).
    return N ** 2 * innerMax < EXACT_DOUBLE;
  }

  /** A choice the table leaves: the recorded or overridden turn's own way, else the policy's. */
  choose(walk: CoupWalk, t: number, h: number, cell: number, col: number, w: number, used: number): number {
    if (t !== this.splitTurn) return this.choices.choose(walk, t, h, cell, col, w, used);
    const info = situationIndex(this.c, this.record ?? this.opts.override!.keys, cell, walk.third);
    if (!this.record) return this.choices.weighed(walk, t, h, w, used, this.overrideDraws![info]!);
    // Both ways, each in the situation's own bucket: a hand takes one turn a coup.
    const D = this.choices.D;
    const outer = this.bucket;
    this.bucket = 1 + 2 * info;
    walk.stand(t, w * D, used);
    this.bucket = 2 + 2 * info;
    walk.draw(t, h, w * D, used);
    this.bucket = outer;
    return WENT_ON;
  }

  /** A finished coup: its probability in its bucket (record mode), or its weight by key and slot. */
  coup(walk: CoupWalk, o: number, used: number, w: number, n: number): void {
    if (this.record) {
      const at = this.bucket * this.O + o;
      // A path's probability, times its last card's copies where the last draw of a coup without a
      // natural took it (w / n is exact: whole numbers under 2^53).
      const p =
        walk.naturals === 0
          ? this.dealWeight * (w / n) * this.invOrders[used]! * this.invScale * n
          : this.dealWeight * w * this.invOrders[used]! * this.invScale;
      this.recorded[at] = this.recorded[at]! + p;
      return;
    }
    const at = (this.P > 1 ? o + this.O * walk.penaltyBits(o) : o) * this.slots + used;
    const sink = this.sink;
    if (sink[at] === 0) this.touched[this.touchedCount++] = at;
    sink[at] = sink[at]! + w;
  }

  /** Adds the touched slots of `from` into the exact counts, times w × w2, and clears them. */
  private fold(from: Float64Array, w: number, w2 = 1): void {
    const times = BigInt(w) * BigInt(w2);
    const { touched, exact } = this;
    for (let i = 0; i < this.touchedCount; i++) {
      const s = touched[i]!;
      if (from[s] !== 0) exact[s] = exact[s]! + times * BigInt(from[s]!);
      from[s] = 0;
    }
    this.touchedCount = 0;
  }

  /** Hand h's two cards, an unordered pair of classes a <= b, weighed by its card orders; then the next hand's, or the coup. */
  private dealHand(h: number, w: number): void {
    const { walk, source } = this;
    const { remaining, classValue, classTen } = source;
    const C = source.kinds;
    const last = h === this.c.hands.length - 1;
    for (let a = 0; a < C; a++) {
      const na = remaining[a]!;
      if (na === 0) continue;
      remaining[a] = na - 1;
      for (let b = a; b < C; b++) {
        const nb = remaining[b]!;
        if (nb === 0) continue;
        remaining[b] = nb - 1;
        const pairWeight = a === b ? na * nb : 2 * na * nb;
        walk.setHand(h, walk.totalWith(classValue[a]!, classValue[b]!), 2, classTen[a]! + classTen[b]!);
        if (!last) this.dealHand(h + 1, w * pairWeight);
        else if (this.record) {
          this.dealWeight = w * pairWeight;
          walk.play(1, 2 * (h + 1));
        } else if (this.midSafe) walk.play(pairWeight, 2 * (h + 1));
        else {
          walk.play(1, 2 * (h + 1));
          this.fold(this.inner, w, pairWeight);
        }
        remaining[b] = nb;
      }
      remaining[a] = na;
    }
    if (last && !this.record && this.midSafe) this.fold(this.mid, w);
  }

  /** The exact counts: each slot reached and its card orders (times scaleT) before the unused cards. */
  counts(): CoupCounts {
    const reached = this.exact.map((n, s) => [s, n] as const);
    const { N, M, slots, O, choices } = this;
    return new CoupCounts(reached, {
      N,
      M,
      slots,
      outcomes: O,
      scaleT: choices.scaleT,
      labelWeight: choices.labels?.weight,
    });
  }
}

/**
 * The exact odds of a coup of three (or more) hands from a fresh shoe, as exactOdds gives them for
 * two: each outcome's card orders, each bet's expected net per unit staked. `override` replaces the
 * policy's decisions of one turn (see WalkOptions).
 */
export function exactOddsOfHands(
  profile: Profile,
  opts: Pick<WalkOptions, 'decks' | 'policy' | 'override' | 'shoe'> = {},
): ExactOdds {
  const walk = new HandPairsWalk(profile, opts);
  const { c, O } = walk;
  const counts = walk.counts();
  const expectation = (netOfKey: (key: number) => Fraction) => counts.expectation(netOfKey);
  const bets: ExactOdds['bets'][number][] = stakingsOf(c).map((s) => {
    const netOfKey = (key: number) => s.net[key % O]!;
    const ev = expectation(netOfKey);
    return {
      id: s.id,
      name: s.bet.name,
      ...(s.side !== undefined ? { side: s.side } : {}),
      settles: describeStaking(c, s),
      ev,
      houseEdge: -toNumber(ev),
      rows: settleRows(counts, settlingOf(c, s), netOfKey),
    };
  });
  // ---- RC-15: the holder's penalties ----
  // Each side's penalty (bit r of a key's penalty bits): how many card orders incur it, and what
  // the holder repays per unit another punter stakes on his side (the stakings the rules core says
  // it repays, settled as the chart settles them: repaidStakingsOf); those punters' stakes' results.
  const penalised = (key: number, r: number) => ((Math.floor(key / O) >> r) & 1) === 1;
  const penalties =
    c.penaltyFact < 0
      ? undefined
      : c.profile.result.hands.map((side, r) => {
          const count = counts.countWhere((key) => penalised(key, r));
          const repays = repaidStakingsOf(c)
            .filter((s) => s.side === r)
            .map((s) => ({
              bet: s.staking.id,
              perUnit: expectation((key) =>
                penalised(key, r) ? add(s.netPenalised[key % O]!, mul(fraction(-1n), s.net[key % O]!)) : fraction(0n),
              ),
            }));
          return { id: c.facts[c.penaltyFact + r]!, side, count, repays };
        });
  const names = ruleNamesOf(c.profile);
  for (const s of repaidStakingsOf(c)) {
    const netOfKey = (key: number) => (penalised(key, s.side) ? s.netPenalised : s.net)[key % O]!;
    const ev = expectation(netOfKey);
    const side = s.staking.side!;
    // Its rows: the rule its staking settles by, and where the holder repays a lost stake, a row of its own by net.
    const settles = settlingOf(c, s.staking);
    bets.push({
      id: s.id,
      name: s.name,
      side,
      settles: `${describeStaking(c, s.staking)}; ${settleItem(repaidWords(names, side), 'repaid')}`,
      ev,
      houseEdge: -toNumber(ev),
      rows: settleRows(counts, settles, netOfKey),
    });
  }
  // ---- end RC-15 ----
  return oddsResult(c, counts, bets, opts.policy, penalties);
}

/**
 * Record mode: with every other decision as the policy says, the probability of each outcome of the
 * coups where `keys.turn`'s hand faces a choice, split by its situation and by what it does there
 * (probabilities of the whole coup, in doubles). `base` holds the coups where it faces none.
 */
export function recordChoices(
  profile: Profile,
  opts: { decks?: number; shoe?: ReadonlyMap<number, number>; policy?: Policy; keys: SituationKeys },
): {
  c: CompiledProfile;
  base: Float64Array;
  stand: (info: number) => Float64Array;
  draw: (info: number) => Float64Array;
  situations: number;
} {
  const walk = new HandPairsWalk(profile, {
    decks: opts.decks,
    shoe: opts.shoe,
    policy: opts.policy,
    record: opts.keys,
  });
  const O = walk.O;
  const r = walk.recorded;
  return {
    c: walk.c,
    base: r.subarray(0, O),
    stand: (info) => r.subarray((1 + 2 * info) * O, (2 + 2 * info) * O),
    draw: (info) => r.subarray((2 + 2 * info) * O, (3 + 2 * info) * O),
    situations: situationCount(walk.c, opts.keys),
  };
}
