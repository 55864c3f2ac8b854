/**
 * Exact odds by enumeration: every way a fresh shoe can deal a coup, walked on card values with their
 * multiplicities (a value class stands for all its cards), following the compiled tables of the
 * profile: the deal order, the naturals, each draw turn in order, then the showdown.
 *
 * Every coup is counted as the cardsPerCoup ordered cards it could take (six in Punto Banco), the
 * unused ones included, so each coup weighs the same and the total is N (N-1) … (N-5).
 *
 * Ranks are merged into value classes because every settle condition of the profile language reads
 * only the outcome; a condition on ranks (a pair bet) would need classes by rank here.
 *
 * Where a policy decides a choice with probability a/D, the weights are scaled by D per draw turn
 * so they stay integers; the counts are divided back at the end (and may then be fractions).
 */
import type { Profile } from '../profile/types.js';
import { CHOICE, DRAW, STAND, cellIndex, compileProfile, outcomeIndex, unsupportedReason, type CompiledProfile } from '../kernel/compile.js';
import { type Fraction, fallingFactorial, fraction, gcd, toNumber } from './fraction.js';
import { type Policy, requirePolicy } from './policy.js';
import { describeStaking, stakingsOf } from './settlement.js';

export class NotEnumerable extends Error {
  override name = 'NotEnumerable';
}

export interface ExactOdds {
  readonly profile: Profile;
  readonly decks: number;
  readonly cards: number;
  readonly cardsPerCoup: number;
  /** N (N-1) … (N - cardsPerCoup + 1): every coup counted as that many ordered cards. */
  readonly total: bigint;
  /** In outcomeIds order; whole numbers unless a policy draws with a probability. */
  readonly outcomes: readonly { readonly id: string; readonly count: Fraction }[];
  readonly bets: readonly {
    readonly id: string;
    readonly name: string;
    /** How it settles, in words. */
    readonly settles: string;
    /** The expected net result per unit staked. */
    readonly ev: Fraction;
    /** -ev, as a number. */
    readonly houseEdge: number;
  }[];
  readonly policy: string | undefined;
}

const EXACT_DOUBLE = 2 ** 53;

/** Why exact odds are out of reach for this profile, or null. */
export function notEnumerableReason(profile: Profile): string | null {
  if (profile.hands.length !== 2) {
    return `${profile.name} has ${profile.hands.length} hands: exact odds are enumerated for two-hand profiles only; use baccarat simulate ${profile.id}`;
  }
  return unsupportedReason(profile, 'exact odds');
}

/** The common denominator of the policy's probabilities on the profile's cells, and each cell's numerator over it. */
function policyWeights(c: CompiledProfile, policy: Policy | undefined): { scale: number; drawWeight: Float64Array } {
  const drawWeight = new Float64Array(c.cells.length);
  let den = 1n;
  for (const p of policy?.drawChance.values() ?? []) den = (den * p.den) / gcd(den, p.den);
  for (const [cell, p] of policy?.drawChance ?? []) drawWeight[cell] = Number((p.num * den) / p.den);
  return { scale: Number(den), drawWeight };
}

export function exactOdds(profile: Profile, opts: { decks?: number; policy?: Policy } = {}): ExactOdds {
  const reason = notEnumerableReason(profile);
  if (reason) throw new NotEnumerable(reason);
  const c = compileProfile(profile, opts.decks);
  requirePolicy(c, opts.policy);
  const decks = c.decks;
  const N = decks * 52;
  const M = c.cardsPerCoup;
  const H = c.hands.length;
  const T = c.turnHand.length;
  const dealLen = c.deal.length;
  const { scale: D, drawWeight } = policyWeights(c, opts.policy);

  // Value classes: each distinct card value, with how many cards of the shoe carry it.
  const valueCount = new Map<number, number>();
  for (const v of c.cardValue) valueCount.set(v, (valueCount.get(v) ?? 0) + decks);
  const classValue = Int32Array.from(valueCount.keys());
  const remaining = Float64Array.from(valueCount.values());
  const C = classValue.length;

  // Every partial weight below is a whole number; doubles hold them exactly up to 2^53. The deal's
  // weights and the draws' sums stay under it; only their products may not (then BigInt, below).
  if (N ** dealLen >= EXACT_DOUBLE) throw new NotEnumerable(`${decks} decks dealt ${dealLen} cards a coup are too many ways for exact odds`);
  if ((N * D) ** T >= EXACT_DOUBLE) {
    throw new NotEnumerable(`the policy's probabilities need a common denominator of ${D}: too fine for exact odds with ${decks} decks; round them`);
  }
  const wideSums = Number(fallingFactorial(N, M)) * D ** T >= EXACT_DOUBLE;

  const total = new Int32Array(H);
  const held = new Int32Array(H);
  const third = new Int32Array(H).fill(-1);
  const outcomesN = c.outcomes.length;
  const slots = M + 1; // by cards used: the unused cards are counted in at the end
  const inner = new Float64Array(outcomesN * slots);
  const outer = new Float64Array(outcomesN * slots);
  const outerWide = Array.from({ length: outcomesN * slots }, () => 0n);
  const { unitsDigit, natural, cells, turnHand, turnAgainst, maxCards } = c;

  let naturals = 0; // bit h: hand h holds a natural after the deal
  const showdown = (cardsUsed: number, w: number) => {
    const slot = outcomeIndex(c, total, naturals) * slots + cardsUsed;
    inner[slot] = inner[slot]! + w;
  };

  const turn = (t: number, w: number, cardsUsed: number): void => {
    if (t === T) return showdown(cardsUsed, w);
    const h = turnHand[t]!;
    if ((naturals >> h) & 1 || held[h]! >= maxCards) return turn(t + 1, w * D, cardsUsed);
    const a = turnAgainst[t]!;
    const col = a < 0 || third[a]! < 0 ? 0 : third[a]! + 1;
    const cell = cellIndex(c, t, total[h]!, col);
    const action = cells[cell]!;
    if (action === STAND) return turn(t + 1, w * D, cardsUsed);
    if (action === DRAW) return drawTo(t, h, w * D, cardsUsed);
    if (action !== CHOICE) throw new Error(`${c.hands[h]} on ${total[h]} has no cell in its table`); // excluded by the loader
    const draws = drawWeight[cell]!;
    if (draws < D) turn(t + 1, w * (D - draws), cardsUsed);
    if (draws > 0) drawTo(t, h, w * draws, cardsUsed);
  };

  const drawTo = (t: number, h: number, w: number, cardsUsed: number) => {
    const t0 = total[h]!;
    const held0 = held[h]!;
    const third0 = third[h]!;
    held[h] = held0 + 1;
    for (let k = 0; k < C; k++) {
      const n = remaining[k]!;
      if (n === 0) continue;
      const v = classValue[k]!;
      remaining[k] = n - 1;
      total[h] = unitsDigit ? (t0 + v) % 10 : t0 + v;
      if (held0 === 2) third[h] = v;
      turn(t + 1, w * n, cardsUsed + 1);
      remaining[k] = n;
    }
    total[h] = t0;
    held[h] = held0;
    third[h] = third0;
  };

  const afterDeal = () => {
    naturals = 0;
    for (let h = 0; h < H; h++) if (held[h] === 2 && natural[total[h]!] === 1) naturals |= 1 << h;
    // A natural ends the coup; where it stops only its own hand, only the banker's does.
    const coupEnds = c.naturalStopsOwnHand ? c.bankerHand >= 0 && (naturals >> c.bankerHand) & 1 : naturals !== 0;
    if (coupEnds) showdown(dealLen, D ** T);
    else turn(0, 1, dealLen);
  };

  const deal = (i: number, w: number): void => {
    if (i === dealLen) {
      inner.fill(0);
      afterDeal();
      for (let s = 0; s < inner.length; s++) {
        if (inner[s] === 0) continue;
        if (wideSums) outerWide[s]! += BigInt(w) * BigInt(inner[s]!);
        else outer[s] = outer[s]! + w * inner[s]!;
      }
      return;
    }
    const h = c.deal[i]!;
    const t0 = total[h]!;
    const held0 = held[h]!;
    for (let k = 0; k < C; k++) {
      const n = remaining[k]!;
      if (n === 0) continue;
      const v = classValue[k]!;
      remaining[k] = n - 1;
      total[h] = unitsDigit ? (t0 + v) % 10 : t0 + v;
      held[h] = held0 + 1;
      if (held0 === 2) third[h] = v;
      deal(i + 1, w * n);
      remaining[k] = n;
    }
    total[h] = t0;
    held[h] = held0;
    third[h] = -1;
  };

  deal(0, 1);

  const scaleT = BigInt(D) ** BigInt(T);
  const counts = c.outcomes.map((_, o) => {
    let sum = 0n;
    for (let k = 0; k <= M; k++) {
      const s = o * slots + k;
      const paths = wideSums ? outerWide[s]! : BigInt(outer[s]!);
      if (paths !== 0n) sum += paths * fallingFactorial(N - k, M - k);
    }
    return fraction(sum, scaleT);
  });
  const totalOrders = fallingFactorial(N, M);
  const sum = counts.reduce((a, f) => a + f.num * (scaleT / f.den), 0n);
  if (sum !== totalOrders * scaleT) throw new Error(`the outcomes add up to ${sum}/${scaleT}, not ${totalOrders}`); // a bug, never a profile's fault

  const bets = stakingsOf(c).map((s) => {
    // E[net] = sum over outcomes of count x net / total, kept exact.
    let num = 0n;
    let den = 1n;
    s.net.forEach((net, o) => {
      const term = fraction(counts[o]!.num * net.num, counts[o]!.den * net.den);
      const l = (den * term.den) / gcd(den, term.den);
      num = num * (l / den) + term.num * (l / term.den);
      den = l;
    });
    const ev = fraction(num, den * totalOrders);
    return { id: s.id, name: s.bet.name, settles: describeStaking(c, s), ev, houseEdge: -toNumber(ev) };
  });

  return {
    profile,
    decks,
    cards: N,
    cardsPerCoup: M,
    total: totalOrders,
    outcomes: c.outcomes.map((id, o) => ({ id, count: counts[o]! })),
    bets,
    policy: opts.policy?.file,
  };
}
