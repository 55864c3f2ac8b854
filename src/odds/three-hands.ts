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
import { CHOICE, DRAW, STAND, compileProfile, outcomeIndex, penaltyAnswer, penaltyKey, penaltyMemoOf, takesExtraCard, unsupportedReason, type CompiledProfile } from '../core/compile.js';
import { isTenValuedValue } from '../core/totals.js';
import { emptyFacts } from '../core/settle.js';
import { type Fraction, add, fallingFactorial, fraction, gcd, mul, toNumber } from '../core/fraction.js';
import { type Policy, requirePolicy } from '../core/policy.js';
import { describeStaking, repaidStakingsOf, stakingsOf } from '../core/stakings.js';
import { NotEnumerable, type ExactOdds } from './result.js';
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
  /**
   * RC-15, the holder's penalties: the sides' penalty bits a coup can have (2^sides with penalties,
   * else 1). Exact mode counts coups by key = outcome + O × bits (K = P × O keys).
   */
  readonly P: number;
  readonly K: number;
  /** Exact mode: card orders × D^T by key (outcome and penalty bits) and slot (path label and cards used): [key * slots + slot]. */
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
    this.P = c.penaltyFact >= 0 && !opts.record ? 1 << c.resultHands.length : 1;
    this.K = this.P * this.O;
    const plain = policyWeights(c, opts.policy);
    // Exact mode, a policy too fine to scale by its common denominator (the bound checked in walk()):
    // path labels, each mixed cell walked both ways (path-labels.ts).
    const T = c.turnHand.length;
    const tooFine = !opts.record && opts.policy !== undefined && (this.N ** (c.fourthCard ? 2 : 1) * plain.scale) ** T >= EXACT_DOUBLE;
    const labelled = tooFine ? pathLabels(c, opts.policy!, this.M + 1, this.K) : undefined;
    if (labelled && 'reason' in labelled) throw new NotEnumerable(labelled.reason);
    this.labels = labelled;
    // A slot: the path's label (where the policy is walked with labels) and the cards used.
    this.slots = (this.M + 1) * (this.labels?.count ?? 1);
    const { scale, drawWeight } = this.labels ?? plain;
    // An override decides with probabilities 0 or 1 or any double: it is scaled by the policy's D.
    this.D = scale;
    this.scaleT = (this.labels ? this.labels.den : BigInt(scale)) ** BigInt(T);
    this.exact = Array.from({ length: this.K * this.slots }, () => 0n);
    this.recorded = opts.record ? new Float64Array((1 + 2 * situationCount(c, opts.record)) * this.O) : new Float64Array(0);
    this.walk(drawWeight);
  }

  private walk(drawWeight: Float64Array): void {
    const { c, N, D, O, K, slots } = this;
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
    const classTen = Uint8Array.from(classValue, (v) => isTenValuedValue(v) ? 1 : 0);
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
    const inner = new Float64Array(K * slots);
    const mid = new Float64Array(K * slots);
    // Where the counts go: straight into mid, the deal's pair weight carried from its start, where
    // that is safe; else into inner, one deal at a time.
    const sink = midSafe ? mid : inner;
    // The slots a deal's coups reached (each once), so one deal's counts are folded and cleared
    // where they are, not over the whole array (which grows with a finely mixed policy's labels).
    const touched = new Int32Array(K * slots);
    let touchedCount = 0;

    const total = new Int32Array(H);
    const held = new Int32Array(H);
    // By hand: how many of the cards it holds are ten-valued (RC-13 reads them).
    const tens = new Int32Array(H);
    // RC-13: whether a hand that has just drawn takes another card is the rules core's answer
    // (drawing.extraCards, compiled once: takesExtraCard), read here as the chart and the kernel read it.
    const takesFourth = (held: number, tensHeld: number, handTotal: number) => fourthCard && takesExtraCard(c, held, tensHeld, handTotal);
    const third = new Int32Array(H).fill(-1);
    let naturals = 0;
    const naturalOf = new Uint8Array(H); // the same, by hand, as outcomeIndex reads it
    let bucket = 0;
    let dealWeight = 0; // record mode: the deal's card orders

    // The outcome by the hands' final totals, for the coups without a natural (most of them): read
    // off outcomeIndex once per combination of totals, not once per coup.
    const span = totalSpan;
    const plainOutcome = new Int32Array(span ** H);
    for (let i = 0; i < plainOutcome.length; i++) {
      const totals = Int32Array.from({ length: H }, (_, h) => Math.floor(i / span ** h) % span);
      plainOutcome[i] = outcomeIndex(c, totals, new Uint8Array(H));
    }
    const totalsIndex = () => {
      let i = 0;
      for (let h = H - 1; h >= 0; h--) i = i * span + total[h]!;
      return i;
    };
    // ---- RC-15: the holder's penalties (exact mode), as the rules core answers them ----
    // Each side's penalty question is keyed by its result and the facts of its hand that the
    // penalties read (penaltyKey, as the kernel keys it); the core's evaluator answers a key the
    // first time it is met (penaltyAnswer), from the coup's facts written out then. A side's key
    // less its result is kept until its hand changes (bit h of `changed`): most coups end on the
    // banker's draw, which changes no side's hand.
    const drewOn = new Int32Array(H).fill(-1); // by hand: the total it drew its third card on, or -1
    const penalised = this.P > 1;
    const memo = penalised ? penaltyMemoOf(c) : undefined;
    const facts = emptyFacts(H);
    const { ranking, resultHands } = c;
    const S = resultHands.length;
    let changed = -1;
    const sideKey = new Int32Array(S);
    const sideHands = resultHands.reduce((a, h) => a | (1 << h), 0); // the banker's hand is no side's
    // By outcome and side: the side's result (digit r of the outcome in base 3, the first side the most significant).
    const resultOf = Int32Array.from({ length: O * S }, (_, i) => Math.floor(Math.floor(i / S) / 3 ** (S - 1 - (i % S))) % 3);
    // The bits by outcome while no side's hand changes (-1: not yet known).
    const bitsOf = new Int32Array(O).fill(-1);
    const penaltyBits = (o: number): number => {
      if ((changed & sideHands) !== 0) {
        bitsOf.fill(-1);
        for (let r = 0; r < S; r++) {
          const h = resultHands[r]!;
          if ((changed >> h) & 1) {
            const drew = drewOn[h]! < 0 ? -1 : ranking[drewOn[h]!]!;
            // Natural: the hand's own; kept quiet: never (a holder always shows his natural, RC-16).
            sideKey[r] = penaltyKey(memo!.read, 0, drew, (naturals >> h) & 1, 0, held[h]!, ranking[total[h]!]!, third[h]!, tens[h]!);
          }
        }
        changed = 0;
      }
      const table = memo!.table;
      let bits = 0;
      for (let r = 0; r < S; r++) {
        const h = resultHands[r]!;
        const result = resultOf[o * S + r]!;
        const key = sideKey[r]! + result;
        let known = table[key]!;
        if (known === 0) {
          for (let x = 0; x < H; x++) {
            facts.total[x] = ranking[total[x]!]!;
            facts.cards[x] = held[x]!;
            facts.natural[x] = (naturals >> x) & 1;
            facts.third[x] = third[x]!;
            facts.drewOn[x] = drewOn[x]! < 0 ? -1 : ranking[drewOn[x]!]!;
            facts.tens[x] = tens[x]!;
            facts.quiet[x] = 0;
          }
          facts.outcome = o;
          known = penaltyAnswer(c, memo!, key, facts, result, h);
        }
        if (known === 2) bits |= 1 << r;
      }
      bitsOf[o] = bits;
      return bits;
    };
    // ---- end RC-15 ----

    const showdown = (cardsUsed: number, w: number) => {
      const o = naturals === 0 ? plainOutcome[totalsIndex()]! : outcomeIndex(c, total, naturalOf);
      if (record) {
        const at = bucket * O + o;
        recorded[at] = recorded[at]! + dealWeight * w * invOrders[cardsUsed]! * invScale;
      } else {
        const at = (penalised ? o + O * ((changed & sideHands) === 0 && bitsOf[o]! >= 0 ? bitsOf[o]! : penaltyBits(o)) : o) * slots + cardsUsed;
        if (sink[at] === 0) touched[touchedCount++] = at;
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
      // The last turn's leaves inline, unless a fourth card may follow (RC-13) or a penalty is read
      // at the showdown (RC-15).
      if (t === T - 1 && naturals === 0 && !fourthCard && !penalised) return drawLast(h, w, cardsUsed);
      const t0 = total[h]!;
      const held0 = held[h]!;
      const third0 = third[h]!;
      const tens0 = tens[h]!;
      const drewOn0 = drewOn[h]!;
      held[h] = held0 + 1;
      if (held0 === 2) drewOn[h] = t0; // RC-15 reads the total a hand drew its third card on
      for (let k = 0; k < C; k++) {
        const n = remaining[k]!;
        if (n === 0) continue;
        const v = classValue[k]!;
        remaining[k] = n - 1;
        total[h] = unitsDigit ? (t0 + v) % 10 : t0 + v;
        tens[h] = tens0 + classTen[k]!;
        changed |= 1 << h; // RC-15: the side's penalty key
        if (held0 === 2) third[h] = v;
        if (takesFourth(held0 + 1, tens[h]!, total[h]!)) drawTo(t, h, w * n, cardsUsed + 1); // RC-13: another card, in the same turn
        else turn(t + 1, w * n, cardsUsed + 1);
        remaining[k] = n;
      }
      total[h] = t0;
      held[h] = held0;
      third[h] = third0;
      tens[h] = tens0;
      drewOn[h] = drewOn0;
      changed |= 1 << h;
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
        else {
          const i = o * slots + at;
          if (sink[i] === 0) touched[touchedCount++] = i;
          sink[i] = sink[i]! + w * n;
        }
      }
    };

    const afterDeal = (w0: number) => {
      changed = -1; // RC-15: every hand dealt anew
      naturals = 0;
      for (let h = 0; h < H; h++) {
        naturalOf[h] = natural[total[h]!]!;
        naturals |= naturalOf[h]! << h;
      }
      // A natural ends the coup; where it stops only its own hand, only the banker's does.
      const coupEnds = c.naturalStopsOwnHand ? c.bankerHand >= 0 && (naturals >> c.bankerHand) & 1 : naturals !== 0;
      if (coupEnds) showdown(2 * H, w0 * D ** T);
      else turn(0, w0, 2 * H);
    };

    const exact = this.exact;
    // Adds the touched slots of `from` into the exact counts, times w × w2, and clears them.
    const fold = (from: Float64Array, w: number, w2 = 1) => {
      const times = BigInt(w) * BigInt(w2);
      for (let i = 0; i < touchedCount; i++) {
        const s = touched[i]!;
        if (from[s] !== 0) exact[s] = exact[s]! + times * BigInt(from[s]!);
        from[s] = 0;
      }
      touchedCount = 0;
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
            afterDeal(1);
            fold(inner, w, pairWeight);
          }
          remaining[b] = nb;
        }
        remaining[a] = na;
      }
      if (last && !record && midSafe) fold(mid, w);
    };
    dealHand(0, 1);
  }

  /** Card orders by key (outcome + O × penalty bits; each coup as M ordered cards), times scaleT. */
  countsByKey(): bigint[] {
    const { N, M, K, slots, exact, labels } = this;
    const out = Array.from({ length: K }, () => 0n);
    for (let key = 0; key < K; key++) {
      for (let s = 0; s < slots; s++) {
        if (exact[key * slots + s] === 0n) continue;
        const k = s % (M + 1);
        // A path label's probability (× den^T), where the policy was too fine to scale.
        const labelWeight = labels ? labels.weight[Math.floor(s / (M + 1))]! : 1n;
        out[key]! += exact[key * slots + s]! * fallingFactorial(N - k, M - k) * labelWeight;
      }
    }
    return out;
  }

  /** Card orders by outcome (each coup as M ordered cards), times scaleT. */
  countsByOutcome(byKey = this.countsByKey()): bigint[] {
    const out = Array.from({ length: this.O }, () => 0n);
    byKey.forEach((n, key) => (out[key % this.O]! += n));
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
  const { c, N, M, O, scaleT } = walk;
  const byKey = walk.countsByKey();
  const byOutcome = walk.countsByOutcome(byKey);
  const totalOrders = fallingFactorial(N, M);
  const sum = byOutcome.reduce((a, n) => a + n, 0n);
  if (sum !== totalOrders * scaleT) throw new Error(`the outcomes add up to ${sum}/${scaleT}, not ${totalOrders}`); // a bug, never a profile's fault
  // E[net] = sum over keys of count x net / total, exact.
  const expectation = (netOfKey: (key: number) => Fraction): Fraction => {
    let num = 0n;
    let den = 1n;
    byKey.forEach((n, key) => {
      const net = netOfKey(key);
      if (n === 0n || net.num === 0n) return;
      const term = fraction(n * net.num, scaleT * net.den);
      const l = (den * term.den) / gcd(den, term.den);
      num = num * (l / den) + term.num * (l / term.den);
      den = l;
    });
    return fraction(num, den * totalOrders);
  };
  const bets: ExactOdds['bets'][number][] = stakingsOf(c).map((s) => {
    const ev = expectation((key) => s.net[key % O]!);
    return { id: s.id, name: s.bet.name, ...(s.side !== undefined ? { side: s.side } : {}), settles: describeStaking(c, s), ev, houseEdge: -toNumber(ev) };
  });
  // ---- RC-15: the holder's penalties ----
  // Each side's penalty (bit r of a key's penalty bits): how many card orders incur it, and what
  // the holder repays per unit another punter stakes on his side (the stakings the rules core says
  // it repays, settled as the chart settles them: repaidStakingsOf); those punters' stakes' results.
  const penalised = (key: number, r: number) => ((Math.floor(key / O) >> r) & 1) === 1;
  const penalties = c.penaltyFact < 0 ? undefined : c.profile.result.hands.map((side, r) => {
    const count = byKey.reduce((a, n, key) => (penalised(key, r) ? a + n : a), 0n);
    const repays = repaidStakingsOf(c)
      .filter((s) => s.side === r)
      .map((s) => ({ bet: s.staking.id, perUnit: expectation((key) => (penalised(key, r) ? add(s.netPenalised[key % O]!, mul(fraction(-1n), s.net[key % O]!)) : fraction(0n))) }));
    return { id: c.facts[c.penaltyFact + r]!, side, count: fraction(count, scaleT), repays };
  });
  for (const s of repaidStakingsOf(c)) {
    const ev = expectation((key) => (penalised(key, s.side) ? s.netPenalised : s.net)[key % O]!);
    const side = s.staking.side!;
    bets.push({ id: s.id, name: s.name, side, settles: `${describeStaking(c, s.staking)}; a losing stake repaid by the holder on ${side}'s penalty`, ev, houseEdge: -toNumber(ev) });
  }
  // ---- end RC-15 ----
  return {
    profile,
    decks: c.decks,
    cards: N,
    cardsPerCoup: M,
    total: totalOrders,
    outcomes: c.outcomes.map((id, o) => ({ id, count: fraction(byOutcome[o]!, scaleT) })),
    bets,
    ...(penalties ? { penalties } : {}),
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
