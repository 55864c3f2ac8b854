/**
 * A policy's choices in an exact walk (src/core/coup-walk.ts's ChoiceHook): where the policy draws
 * with probability a/D, the weights are scaled by D per draw turn so they stay integers (the walk
 * multiplies a turn without a choice by D), and the counts are divided back at the end. Where that
 * scale would pass what doubles hold exactly (an equilibrium of a finite shoe, `solve --decks N`),
 * the mixed choices are walked both ways and their probabilities folded in at the end, in BigInt:
 * path labels (src/odds/path-labels.ts).
 */
import type { CompiledProfile } from '../core/compile.js';
import { type ChoiceHook, type CoupWalk, WENT_ON } from '../core/coup-walk.js';
import { gcd } from '../core/fraction.js';
import type { Policy } from '../core/policy.js';
import { type PathLabels, pathLabels } from './path-labels.js';
import { NotEnumerable } from './result.js';

export const EXACT_DOUBLE = 2 ** 53;

/** The common denominator of the policy's probabilities on the profile's cells, and each cell's numerator over it. */
export function policyWeights(
  c: CompiledProfile,
  policy: Policy | undefined,
): { scale: number; drawWeight: Float64Array } {
  const drawWeight = new Float64Array(c.cells.length);
  let den = 1n;
  for (const p of policy?.drawChance.values() ?? []) den = (den * p.den) / gcd(den, p.den);
  for (const [cell, p] of policy?.drawChance ?? []) drawWeight[cell] = Number((p.num * den) / p.den);
  return { scale: Number(den), drawWeight };
}

export class PolicyChoices implements ChoiceHook {
  /** The weights' scale per turn, and each cell's draw weight over it. */
  readonly D: number;
  readonly drawWeight: Float64Array;
  /** Where the policy was too fine to scale: its path labels. */
  readonly labels: PathLabels | undefined;
  /** D^T, or den^T where the policy is walked with path labels: the counts' scale. */
  readonly scaleT: bigint;
  /** Slots per key: the cards used (0 … M) by path label. */
  readonly slots: number;

  /**
   * For a shoe of N cards, coups of up to M, counted under `keys` keys; `labelled`: whether a
   * policy too fine to scale is walked with path labels (exact counts) or kept in doubles anyway.
   */
  constructor(c: CompiledProfile, policy: Policy | undefined, N: number, M: number, keys: number, labelled = true) {
    const plain = policyWeights(c, policy);
    const T = c.turnHand.length;
    // A turn takes one card, or two where an extra card follows (drawing.extraCards).
    const tooFine =
      labelled && policy !== undefined && (N ** (c.fourthCard ? 2 : 1) * plain.scale) ** T >= EXACT_DOUBLE;
    const found = tooFine ? pathLabels(c, policy, M + 1, keys) : undefined;
    if (found && 'reason' in found) throw new NotEnumerable(found.reason);
    this.labels = found;
    const { scale, drawWeight } = found ?? plain;
    this.D = scale;
    this.drawWeight = drawWeight;
    this.scaleT = (found ? found.den : BigInt(scale)) ** BigInt(T);
    this.slots = (M + 1) * (found?.count ?? 1);
  }

  choose(walk: CoupWalk, t: number, h: number, cell: number, _col: number, w: number, used: number): number {
    const labels = this.labels;
    if (labels && labels.standAt[cell]! >= 0) {
      // A mixed cell of a too-fine policy: both ways, the way taken in the path's label.
      walk.stand(t, w, used + labels.standAt[cell]!);
      walk.draw(t, h, w, used + labels.drawAt[cell]!);
      return WENT_ON;
    }
    return this.weighed(walk, t, h, w, used, this.drawWeight[cell]!);
  }

  /** Both ways, each weighed: `draws` of D for drawing, the rest for standing. */
  weighed(walk: CoupWalk, t: number, h: number, w: number, used: number, draws: number): number {
    const D = this.D;
    if (draws < D) walk.stand(t, w * (D - draws), used);
    if (draws > 0) walk.draw(t, h, w * draws, used);
    return WENT_ON;
  }
}
