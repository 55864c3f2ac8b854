/**
 * Exact odds of a banker against two tableaux (Baccarat Banque, modern and club baccarat: three
 * hands of two cards each, settled each side against the banker), by the same method as exact.ts —
 * value classes with their multiplicities, the compiled tables of the profile read turn by turn — but
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
import type { Profile } from '../profile/types.js';
import { CHOICE, DRAW, STAND, compileProfile, outcomeIndex, takesExtraCard, unsupportedReason, type CompiledProfile } from '../core/compile.js';
import { type Fraction, fallingFactorial, fraction, gcd, toNumber } from '../core/fraction.js';
import { type Policy, requirePolicy } from '../core/policy.js';
import { describeStaking, stakingsOf } from '../core/stakings.js';
import { NotEnumerable, type ExactOdds } from './exact.js';
import { type PathLabels, pathLabels } from './path-labels.js';

const EXACT_DOUBLE = 2 ** 53;

/** Why a profile of more than two hands is beyond this enumeration, or null. */
export function handPairsReason(profile: Profile): string | null {
  const reason = unsupportedReason(profile, 'exact odds');
  if (reason) return reason;
  const short = profile.hands.find((h) => profile.deal.order.filter((d) => d === h.id).length !== 2);
  if (short) return `${profile.name}: exact odds of ${profile.hands.length} hands are enumerated where the deal gives each hand two cards; ${short.id} gets another number`;
  if (profile.result.scheme !== 'each-against-banker') {
    return `${profile.name} has ${profile.hands.length} hands compared by the highest total: exact odds are walked hand by hand for a banker against sides only; use baccarat simulate ${profile.id}`;
  }
  return null;
}

/** The common denominator of the policy's probabilities on the profile's cells, and each cell's numerator over it. */
export function policyWeights(c: CompiledProfile, policy: Policy | undefined): { scale: number; drawWeight: Float64Array } {
  const drawWeight = new Float64Array(c.cells.length);
  let den = 1n;
  for (const p of policy?.drawChance.values() ?? []) den = (den * p.den) / gcd(den, p.den);
  for (const [cell, p] of policy?.drawChance ?? []) drawWeight[cell] = Number((p.num * den) / p.den);
  return { scale: Number(den), drawWeight };
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
export function situationIndex(c: CompiledProfile, keys: SituationKeys, cell: number, third: ArrayLike<number>): number {
  if (!keys.fullInfo) return cell;
  const me = c.turnHand[keys.turn]!;
  let info = cell;
  for (let h = 0; h < c.hands.length; h++) if (h !== me) info = info * c.columns + (third[h]! < 0 ? 0 : third[h]! + 1);
  return info;
}

/** The situation an index stands for: its cell, and the other hands' third-card columns. */
export function situationOf(c: CompiledProfile, keys: SituationKeys, info: number): { cell: number; columns: Map<number, number> } {
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
class HandPairsWalk {
  readonly c: CompiledProfile;
  readonly N: number;
  readonly M: number;
  readonly D: number;
  /** D^T, or den^T where the policy is walked with path labels: the counts' scale. */
  readonly scaleT: bigint;
  /** Where the policy was too fine to scale (exact mode only): its path labels. */
  readonly labels: PathLabels | undefined;
  readonly O: number;
  /** Exact mode: card orders × D^T by outcome and cards used: [outcome * slots + cardsUsed]. */
  readonly exact: bigint[];
  /** Record mode: probability by bucket and outcome: [bucket * O + outcome]; bucket 0 is every coup whose turn makes no choice. */
  readonly recorded: Float64Array;
  readonly slots: number;

  constructor(profile: Profile, readonly opts: WalkOptions) {
    const reason = handPairsReason(profile);
    if (reason) throw new NotEnumerable(reason);
    const c = compileProfile(profile, opts.decks);
    requirePolicy(c, opts.policy);
    this.c = c;
    this.N = opts.shoe ? [...opts.shoe.values()].reduce((a, n) => a + n, 0) : c.decks * 52;
    if (this.N < c.cardsPerCoup) throw new NotEnumerable(`a shoe of ${this.N} cards is too short for a coup of up to ${c.cardsPerCoup} cards`);
    this.M = c.cardsPerCoup;
    this.O = c.outcomes.length;
    const plain = policyWeights(c, opts.policy);
    // Exact mode, a policy too fine to scale by its common denominator (the bound checked in walk()):
    // path labels, each mixed cell walked both ways (path-labels.ts).
    const T = c.turnHand.length;
    const tooFine = !opts.record && opts.policy !== undefined && (this.N ** (c.fourthCard ? 2 : 1) * plain.scale) ** T >= EXACT_DOUBLE;
    const labelled = tooFine ? pathLabels(c, opts.policy!, this.M + 1, this.O) : undefined;
    if (labelled && 'reason' in labelled) throw new NotEnumerable(labelled.reason);
    this.labels = labelled;
    this.slots = (this.M + 1) * (this.labels?.count ?? 1);
    const { scale, drawWeight } = this.labels ?? plain;
    // An override decides with probabilities 0 or 1 or any double: it is scaled by the policy's D.
    this.D = scale;
    this.scaleT = (this.labels ? this.labels.den : BigInt(scale)) ** BigInt(T);
    this.exact = Array.from({ length: this.O * this.slots }, () => 0n);
    this.recorded = opts.record ? new Float64Array((1 + 2 * situationCount(c, opts.record)) * this.O) : new Float64Array(0);
    this.walk(drawWeight);
  }

  private walk(drawWeight: Float64Array): void {
    const { c, N, D, O, slots } = this;
    const H = c.hands.length;
    const T = c.turnHand.length;
    const decks = c.decks;
    const valueCount = new Map<number, number>();
    if (this.opts.shoe) for (const [v, n] of this.opts.shoe) valueCount.set(v, n);
    else for (const v of c.cardValue) valueCount.set(v, (valueCount.get(v) ?? 0) + decks);
    const classValue = Int32Array.from(valueCount.keys());
    const remaining = Float64Array.from(valueCount.values());
    const C = classValue.length;
    // RC-13: by class, 1 where its cards are ten-valued (c.tenValued, read by value as the chart reads it).
    const fourthCard = c.fourthCard;
    const classTen = Uint8Array.from(classValue, (v) => c.tenValued[c.cardValue.findIndex((x) => x === v)] ?? (v % 10 === 0 ? 1 : 0));
    const { unitsDigit, natural, cells, turnHand, turnAgainst, maxCards, totalSpan, columns } = c;

    const record = this.opts.record;
    const override = this.opts.override;
    const recorded = this.recorded;
    const splitTurn = record ? record.turn : override ? override.keys.turn : -1;
    const splitKeys = record ?? override?.keys;
    const labels = this.labels;
    const overrideDraws = override ? Float64Array.from(override.draws, (p) => p * D) : undefined;
    if (overrideDraws && overrideDraws.some((d) => !Number.isInteger(d))) throw new Error('an override decides with a probability finer than the policy\'s denominator'); // a bug
    // Record mode weighs a path by its probability: card orders over N (N-1) … of the cards used.
    const invOrders = Array.from({ length: this.M + 1 }, (_, k) => 1 / Number(fallingFactorial(N, k)));
    const invScale = 1 / D ** T;

    // Exact mode: the doubles below hold whole numbers exactly while under 2^53.
    // A turn takes one card, or two where RC-13's fourth card follows the third.
    const innerMax = (N ** (c.fourthCard ? 2 : 1) * D) ** T;
    // A policy too fine for this bound is walked with path labels (D = 1; see the constructor).
    if (!record && innerMax >= EXACT_DOUBLE) throw new Error(`a policy scale of ${D} passes the walk in doubles`); // a bug
    // The first H-1 hands' weight, at most (N^2)^(H-1), is kept in a double.
    if (!record && (N * N) ** (H - 1) >= EXACT_DOUBLE) throw new NotEnumerable(`${decks} decks dealt ${2 * H} cards a coup are too many ways for exact odds`);
    const midSafe = N ** 2 * innerMax < EXACT_DOUBLE;
    const inner = new Float64Array(O * slots);
    const mid = new Float64Array(O * slots);
    // Where the counts go: straight into mid, the deal's pair weight carried from its start, where
    // that is safe; else into inner, one deal at a time.
    const sink = midSafe ? mid : inner;

    const total = new Int32Array(H);
    const held = new Int32Array(H);
    // By hand: how many of the cards it holds are ten-valued (RC-13 reads them).
    const tens = new Int32Array(H);
    // RC-13: whether a hand that has just drawn takes another card is the rules core's answer
    // (drawing.extraCards, compiled once: takesExtraCard), read here as the chart and the kernel read it.
    const takesFourth = (held: number, tensHeld: number, handTotal: number) => fourthCard && takesExtraCard(c, held, tensHeld, handTotal);
    const third = new Int32Array(H).fill(-1);
    let naturals = 0;
    let bucket = 0;
    let dealWeight = 0; // record mode: the deal's card orders

    // The outcome by the hands' final totals, for the coups without a natural (most of them): read
    // off outcomeIndex once per combination of totals, not once per coup.
    const span = totalSpan;
    const plainOutcome = new Int32Array(span ** H);
    for (let i = 0; i < plainOutcome.length; i++) {
      const totals = Int32Array.from({ length: H }, (_, h) => Math.floor(i / span ** h) % span);
      plainOutcome[i] = outcomeIndex(c, totals, 0);
    }
    const totalsIndex = () => {
      let i = 0;
      for (let h = H - 1; h >= 0; h--) i = i * span + total[h]!;
      return i;
    };
    const showdown = (cardsUsed: number, w: number) => {
      const o = naturals === 0 ? plainOutcome[totalsIndex()]! : outcomeIndex(c, total, naturals);
      if (record) {
        const at = bucket * O + o;
        recorded[at] = recorded[at]! + dealWeight * w * invOrders[cardsUsed]! * invScale;
      } else {
        const at = o * slots + cardsUsed;
        sink[at] = sink[at]! + w;
      }
    };

    const turn = (t: number, w: number, cardsUsed: number): void => {
      if (t === T) return showdown(cardsUsed, w);
      const h = turnHand[t]!;
      if ((naturals >> h) & 1 || held[h]! >= maxCards) return turn(t + 1, w * D, cardsUsed);
      const a = turnAgainst[t]!;
      const col = a < 0 || third[a]! < 0 ? 0 : third[a]! + 1;
      const cell = (t * totalSpan + total[h]!) * columns + col; // cellIndex, inline in the hot loop
      const action = cells[cell]!;
      if (action === STAND) return turn(t + 1, w * D, cardsUsed);
      if (action === DRAW) return drawTo(t, h, w * D, cardsUsed);
      if (action !== CHOICE) throw new Error(`${c.hands[h]} on ${total[h]} has no cell in its table`); // excluded by the loader
      let draws = drawWeight[cell]!;
      if (t === splitTurn) {
        const info = situationIndex(c, splitKeys!, cell, third);
        if (record) {
          // Both ways, each in the situation's own bucket: a hand takes one turn a coup.
          const outer = bucket;
          bucket = 1 + 2 * info;
          turn(t + 1, w * D, cardsUsed);
          bucket = 2 + 2 * info;
          drawTo(t, h, w * D, cardsUsed);
          bucket = outer;
          return;
        }
        draws = overrideDraws![info]!;
      } else if (labels && labels.standAt[cell]! >= 0) {
        // A mixed cell of a too-fine policy: both ways, the way taken in the path's label.
        turn(t + 1, w, cardsUsed + labels.standAt[cell]!);
        return drawTo(t, h, w, cardsUsed + labels.drawAt[cell]!);
      }
      if (draws < D) turn(t + 1, w * (D - draws), cardsUsed);
      if (draws > 0) drawTo(t, h, w * draws, cardsUsed);
    };

    const drawTo = (t: number, h: number, w: number, cardsUsed: number) => {
      // The last turn's leaves inline, unless a fourth card may follow (RC-13).
      if (t === T - 1 && naturals === 0 && !fourthCard) return drawLast(h, w, cardsUsed);
      const t0 = total[h]!;
      const held0 = held[h]!;
      const third0 = third[h]!;
      const tens0 = tens[h]!;
      held[h] = held0 + 1;
      for (let k = 0; k < C; k++) {
        const n = remaining[k]!;
        if (n === 0) continue;
        const v = classValue[k]!;
        remaining[k] = n - 1;
        total[h] = unitsDigit ? (t0 + v) % 10 : t0 + v;
        tens[h] = tens0 + classTen[k]!;
        if (held0 === 2) third[h] = v;
        if (takesFourth(held0 + 1, tens[h]!, total[h]!)) fourthTo(t, h, w * n, cardsUsed + 1);
        else turn(t + 1, w * n, cardsUsed + 1);
        remaining[k] = n;
      }
      total[h] = t0;
      held[h] = held0;
      third[h] = third0;
      tens[h] = tens0;
    };

    // RC-13: the fourth card, whose value is the hand's total.
    // An extra card; the rules may ask for another after it (the compiled table says up to mostCards).
    const fourthTo = (t: number, h: number, w: number, cardsUsed: number) => {
      const t0 = total[h]!;
      const held0 = held[h]!;
      const tens0 = tens[h]!;
      held[h] = held0 + 1;
      for (let k = 0; k < C; k++) {
        const n = remaining[k]!;
        if (n === 0) continue;
        const v = classValue[k]!;
        remaining[k] = n - 1;
        total[h] = unitsDigit ? (t0 + v) % 10 : t0 + v;
        tens[h] = tens0 + classTen[k]!;
        if (takesFourth(held0 + 1, tens[h]!, total[h]!)) fourthTo(t, h, w * n, cardsUsed + 1);
        else turn(t + 1, w * n, cardsUsed + 1);
        remaining[k] = n;
      }
      total[h] = t0;
      held[h] = held0;
      tens[h] = tens0;
    };

    // The last turn's draw, the walk's leaves: each card's outcome read off the table directly.
    const drawLast = (h: number, w: number, cardsUsed: number) => {
      const t0 = total[h]!;
      const stride = span ** h;
      const base = totalsIndex() - t0 * stride;
      const at = cardsUsed + 1;
      // Record mode: a path's probability, as showdown weighs it.
      const p = record ? dealWeight * w * invOrders[at]! * invScale : 0;
      const into = record ? bucket * O : 0;
      for (let k = 0; k < C; k++) {
        const n = remaining[k]!;
        if (n === 0) continue;
        const v = classValue[k]!;
        const o = plainOutcome[base + (unitsDigit ? (t0 + v) % 10 : t0 + v) * stride]!;
        if (record) recorded[into + o] = recorded[into + o]! + p * n;
        else sink[o * slots + at] = sink[o * slots + at]! + w * n;
      }
    };

    const afterDeal = (w0: number) => {
      naturals = 0;
      for (let h = 0; h < H; h++) if (natural[total[h]!] === 1) naturals |= 1 << h;
      // A natural ends the coup; where it stops only its own hand, only the banker's does.
      const coupEnds = c.naturalStopsOwnHand ? c.bankerHand >= 0 && (naturals >> c.bankerHand) & 1 : naturals !== 0;
      if (coupEnds) showdown(2 * H, w0 * D ** T);
      else turn(0, w0, 2 * H);
    };

    const exact = this.exact;
    const fold = (from: Float64Array, w: number, w2 = 1) => {
      const times = BigInt(w) * BigInt(w2);
      for (let s = 0; s < from.length; s++) if (from[s] !== 0) exact[s] = exact[s]! + times * BigInt(from[s]!);
    };

    // Hand h's two cards, an unordered pair of classes a <= b, weighed by its card orders.
    const dealHand = (h: number, w: number): void => {
      const last = h === H - 1;
      for (let a = 0; a < C; a++) {
        const na = remaining[a]!;
        if (na === 0) continue;
        remaining[a] = na - 1;
        for (let b = a; b < C; b++) {
          const nb = remaining[b]!;
          if (nb === 0) continue;
          remaining[b] = nb - 1;
          const pairWeight = a === b ? na * nb : 2 * na * nb;
          total[h] = unitsDigit ? (classValue[a]! + classValue[b]!) % 10 : classValue[a]! + classValue[b]!;
          held[h] = 2;
          tens[h] = classTen[a]! + classTen[b]!;
          if (!last) dealHand(h + 1, w * pairWeight);
          else if (record) {
            dealWeight = w * pairWeight;
            afterDeal(1);
          } else if (midSafe) afterDeal(pairWeight);
          else {
            inner.fill(0);
            afterDeal(1);
            fold(inner, w, pairWeight);
          }
          remaining[b] = nb;
        }
        remaining[a] = na;
      }
      if (last && !record && midSafe) {
        fold(mid, w);
        mid.fill(0);
      }
    };
    dealHand(0, 1);
  }

  /** Card orders by outcome (each coup as M ordered cards), times D^T. */
  countsByOutcome(): bigint[] {
    const { N, M, O, slots, exact, labels } = this;
    const out = Array.from({ length: O }, () => 0n);
    for (let o = 0; o < O; o++) {
      for (let s = 0; s < slots; s++) {
        if (exact[o * slots + s] === 0n) continue;
        const k = s % (M + 1);
        // A path label's probability (× den^T), where the policy was too fine to scale.
        const labelWeight = labels ? labels.weight[Math.floor(s / (M + 1))]! : 1n;
        out[o]! += exact[o * slots + s]! * fallingFactorial(N - k, M - k) * labelWeight;
      }
    }
    return out;
  }
}

/**
 * The exact odds of a coup of three (or more) hands from a fresh shoe, as exactOdds gives them for
 * two: each outcome's card orders, each bet's expected net per unit staked. `override` replaces the
 * policy's decisions of one turn (see WalkOptions).
 */
export function exactOddsOfHands(profile: Profile, opts: Pick<WalkOptions, 'decks' | 'policy' | 'override' | 'shoe'> = {}): ExactOdds {
  const walk = new HandPairsWalk(profile, opts);
  const { c, N, M, scaleT } = walk;
  const byOutcome = walk.countsByOutcome();
  const totalOrders = fallingFactorial(N, M);
  const sum = byOutcome.reduce((a, n) => a + n, 0n);
  if (sum !== totalOrders * scaleT) throw new Error(`the outcomes add up to ${sum}/${scaleT}, not ${totalOrders}`); // a bug, never a profile's fault
  const bets = stakingsOf(c).map((s) => {
    // E[net] = sum over outcomes of count x net / total, exact.
    let num = 0n;
    let den = 1n;
    byOutcome.forEach((n, o) => {
      const net = s.net[o]!;
      if (n === 0n || net.num === 0n) return;
      const term = fraction(n * net.num, scaleT * net.den);
      const l = (den * term.den) / gcd(den, term.den);
      num = num * (l / den) + term.num * (l / term.den);
      den = l;
    });
    const ev: Fraction = fraction(num, den * totalOrders);
    return { id: s.id, name: s.bet.name, ...(s.side !== undefined ? { side: s.side } : {}), settles: describeStaking(c, s), ev, houseEdge: -toNumber(ev) };
  });
  return {
    profile,
    decks: c.decks,
    cards: N,
    cardsPerCoup: M,
    total: totalOrders,
    outcomes: c.outcomes.map((id, o) => ({ id, count: fraction(byOutcome[o]!, scaleT) })),
    bets,
    policy: opts.policy?.file,
  };
}

/**
 * Record mode: with every other decision as the policy says, the probability of each outcome of the
 * coups where `keys.turn`'s hand faces a choice, split by its situation and by what it does there
 * (probabilities of the whole coup, in doubles). `base` holds the coups where it faces none.
 */
export function recordChoices(
  profile: Profile,
  opts: { decks?: number; shoe?: ReadonlyMap<number, number>; policy?: Policy; keys: SituationKeys },
): { c: CompiledProfile; base: Float64Array; stand: (info: number) => Float64Array; draw: (info: number) => Float64Array; situations: number } {
  const walk = new HandPairsWalk(profile, { decks: opts.decks, shoe: opts.shoe, policy: opts.policy, record: opts.keys });
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
