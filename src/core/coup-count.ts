/**
 * The finisher of an enumeration of coups (src/core/coup-walk.ts over value classes): the counts a
 * walk left by slot become card orders by key, with their sum checked and their expectations
 * exact.
 *
 * Every coup is counted as the M ordered cards it could take, the unused ones included, so each
 * coup weighs the same: a coup that used k cards stands for the (N-k)(N-k-1)…(N-M+1) orders of the
 * cards after it (or N^(M-k) drawn with replacement), and all of them add up to N (N-1) … (N-M+1).
 * A walk keeps its counts by slot: key * slots + label * (M + 1) + cards used, where a label is the
 * path's way through a policy's finely mixed cells (src/odds/path-labels.ts), weighed at the end.
 */
import { type Fraction, fallingFactorial, fraction, gcd } from './fraction.js';

/** By cards used k (0 … M): the orders of the unused cards that each such coup stands for. */
export function unusedOrders(N: number, M: number, infinite = false): bigint[] {
  return Array.from({ length: M + 1 }, (_, k) =>
    infinite ? BigInt(N) ** BigInt(M - k) : fallingFactorial(N - k, M - k),
  );
}

/** How a walk's slots are laid out, and the scale its weights carry. */
export interface SlotShape {
  /** Cards in the shoe, and the most a coup takes. */
  readonly N: number;
  readonly M: number;
  /** Slots per key: (M + 1) by label. */
  readonly slots: number;
  /** Outcomes: a key's least significant part. */
  readonly outcomes: number;
  /** The scale of the counts (a policy's denominator, or the labels', to the number of turns). */
  readonly scaleT: bigint;
  /** By path label, its probability times scaleT; none where the policy was walked by its weights. */
  readonly labelWeight?: readonly bigint[];
}

/** Card orders of every coup (times scaleT) by key and by outcome, their sum checked. */
export class CoupCounts {
  readonly byKey = new Map<number, bigint>();
  readonly byOutcome: bigint[];
  /** N (N-1) … (N-M+1): every card order, each coup's unused cards counted in. */
  readonly total: bigint;
  readonly scaleT: bigint;
  /** Cards in the shoe. */
  readonly cards: number;

  /** `reached`: each slot a walk reached and its count. */
  constructor(reached: Iterable<readonly [number, bigint]>, shape: SlotShape) {
    const { N, M, slots, labelWeight } = shape;
    const tail = unusedOrders(N, M);
    for (const [s, paths] of reached) {
      if (paths === 0n) continue;
      const key = Math.floor(s / slots);
      const k = (s % slots) % (M + 1);
      // A path label's probability (× den^T), where the policy was too fine to scale.
      const label = labelWeight ? labelWeight[Math.floor((s % slots) / (M + 1))]! : 1n;
      this.byKey.set(key, (this.byKey.get(key) ?? 0n) + paths * tail[k]! * label);
    }
    this.byOutcome = Array.from({ length: shape.outcomes }, () => 0n);
    for (const [key, n] of this.byKey) this.byOutcome[key % shape.outcomes]! += n;
    this.total = fallingFactorial(N, M);
    this.scaleT = shape.scaleT;
    this.cards = N;
    const sum = this.byOutcome.reduce((a, n) => a + n, 0n);
    if (sum !== this.total * shape.scaleT)
      throw new Error(`the outcomes add up to ${sum}/${shape.scaleT}, not ${this.total}`); // a bug, never a profile's fault
  }

  /** Each outcome's card orders. */
  outcomeCount(o: number): Fraction {
    return fraction(this.byOutcome[o]!, this.scaleT);
  }

  /** The card orders of the keys `where` holds for. */
  countWhere(where: (key: number) => boolean): Fraction {
    let n = 0n;
    for (const [key, count] of this.byKey) if (where(key)) n += count;
    return fraction(n, this.scaleT);
  }

  /**
   * E[net] = sum over keys of count x net / total, kept exact: the counts are added by net first (a
   * bet has few distinct nets), then each sum times its net.
   */
  expectation(netOfKey: (key: number) => Fraction): Fraction {
    const byNet = new Map<string, [bigint, Fraction]>();
    for (const [key, n] of this.byKey) {
      const net = netOfKey(key);
      if (n === 0n || net.num === 0n) continue;
      const id = `${net.num}/${net.den}`;
      const had = byNet.get(id);
      byNet.set(id, [(had?.[0] ?? 0n) + n, net]);
    }
    let num = 0n;
    let den = 1n;
    for (const [n, net] of byNet.values()) {
      const term = fraction(n * net.num, this.scaleT * net.den);
      const l = (den * term.den) / gcd(den, term.den);
      num = num * (l / den) + term.num * (l / term.den);
      den = l;
    }
    return fraction(num, den * this.total);
  }
}
