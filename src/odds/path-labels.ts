/**
 * Exact odds under a policy whose probabilities are too fine for the enumerators' doubles.
 *
 * The enumerators (exact.ts, three-hands.ts) keep card orders in doubles, exact while under 2^53, and
 * weigh a choice decided with probability a/D by scaling every path by D per draw turn. An equilibrium
 * of a finite shoe mixes with fractions such as 546971813/1444075196 (`baccarat solve --decks 6`):
 * the common denominator D of a policy's probabilities is then so large that (N D)^T passes 2^53.
 *
 * For such a policy the walk weighs paths by card orders alone (D = 1) and, at each cell the policy
 * mixes, goes both ways with weight 1, recording in the path's **label** which way it went. A coup
 * passes through at most one cell of each draw turn, so a label is one digit per turn: 0 (no mixed
 * cell reached), 1 + 2i (stood at a cell the turn mixes with its i-th probability), 2 + 2i (drew
 * there) — cells of one turn mixed alike share their digits (a policy's "5: p" is one probability on
 * every column of the total, the other hand's third cards). The counts are
 * kept apart by label, and each label's probability — a product of fractions p or 1 - p, one per
 * digit — is folded in at the end, in BigInt, over the common denominator `den` per turn: the counts
 * come out as they would with an exact D = den, so everything after the walk reads them unchanged.
 *
 * The enumerators carry the label in the slot they already keep by cards used: slot = cardsUsed +
 * (M + 1) * label, so a label's offset is added where the path takes its way and every card drawn
 * after adds 1 as before (cardsUsed never passes M).
 */
import type { CompiledProfile } from '../core/compile.js';
import { type Fraction, gcd } from '../core/fraction.js';
import type { Policy } from '../core/policy.js';

export interface PathLabels {
  /** As policyWeights gives them with D = 1: the pure decisions (0 or 1); mixed cells go by label. */
  readonly scale: 1;
  readonly drawWeight: Float64Array;
  /** By cell: the slot offset a path adds when it stands / draws there, or -1 where the policy does not mix. */
  readonly standAt: Int32Array;
  readonly drawAt: Int32Array;
  /** How many labels there are. */
  readonly count: number;
  /** The common denominator of the mixed probabilities: each label's weight is over den^T. */
  readonly den: bigint;
  /** By label: its probability × den^T, a whole number. */
  readonly weight: readonly bigint[];
}

/** At most this many slots by label (label count × slot block): past it, the walk's arrays would not be small. */
const MOST_SLOTS = 1 << 22;

/**
 * The labels of a policy's mixed cells, for a walk that keeps `slotBlock` slots per label (the M + 1
 * cards-used slots) and `keys` of them per coup key (outcome, or settle key). Returns a reason instead
 * where there are too many ways through the mixed cells for the walk's arrays.
 */
export function pathLabels(
  c: CompiledProfile,
  policy: Policy,
  slotBlock: number,
  keys = 1,
): PathLabels | { reason: string } {
  const T = c.turnHand.length;
  const perTurn = c.totalSpan * c.columns; // a cell is (turn * totalSpan + total) * columns + column
  const drawWeight = new Float64Array(c.cells.length);
  // By turn: its distinct mixed probabilities, and which of them each mixed cell has.
  const mixed: Fraction[][] = Array.from({ length: T }, () => []);
  const cellMix = new Map<number, number>();
  let den = 1n;
  for (const [cell, p] of policy.drawChance) {
    if (p.num === 0n) continue;
    if (p.num === p.den) drawWeight[cell] = 1;
    else {
      const probs = mixed[Math.floor(cell / perTurn)]!;
      let i = probs.findIndex((q) => q.num === p.num && q.den === p.den);
      if (i < 0) i = probs.push(p) - 1;
      cellMix.set(cell, i);
      den = (den * p.den) / gcd(den, p.den);
    }
  }
  const radix: number[] = [];
  let count = 1;
  for (let t = 0; t < T; t++) {
    radix.push(count);
    count *= 1 + 2 * mixed[t]!.length;
  }
  if (count * slotBlock * keys > MOST_SLOTS) {
    const probs = mixed.reduce((a, m) => a + m.length, 0);
    return {
      reason: `${policy.file} mixes with ${probs} probabilities too fine to scale (common denominator ${den}): ${count} ways through them are too many for exact odds; decide some cells purely (draw or stand) or mix them alike`,
    };
  }
  const standAt = new Int32Array(c.cells.length).fill(-1);
  const drawAt = new Int32Array(c.cells.length).fill(-1);
  // Each label digit's factor over den: 1 (den) for no mixed cell, else p or 1 - p.
  const factor: bigint[][] = [];
  for (let t = 0; t < T; t++) {
    const f = [den];
    for (const p of mixed[t]!) f.push((p.den - p.num) * (den / p.den), p.num * (den / p.den));
    factor.push(f);
  }
  for (const [cell, i] of cellMix) {
    const t = Math.floor(cell / perTurn);
    standAt[cell] = slotBlock * radix[t]! * (1 + 2 * i);
    drawAt[cell] = slotBlock * radix[t]! * (2 + 2 * i);
  }
  const weight: bigint[] = [];
  for (let label = 0; label < count; label++) {
    let w = 1n;
    let rest = label;
    for (let t = 0; t < T; t++) {
      const base = 1 + 2 * mixed[t]!.length;
      w *= factor[t]![rest % base]!;
      rest = Math.floor(rest / base);
    }
    weight.push(w);
  }
  return { scale: 1, drawWeight, standAt, drawAt, count, den, weight };
}
