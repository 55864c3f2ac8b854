/**
 * Answers a table's choice as the policy says: a sure draw or stand, or a draw with a probability,
 * drawn from its own seeded generator. The kernel and the chart engine each hold one, seeded alike,
 * and ask it in the same order, so both play the same coups.
 */
import type { CompiledProfile } from '../core/compile.js';
import type { Policy } from '../core/policy.js';
import { Sfc32 } from './rng.js';

const TWO_32 = 4294967296;

export class ChoiceDecider {
  /** By cell: the probability of drawing times 2^32, or -1 where the policy says nothing. */
  private readonly threshold: Float64Array;
  private readonly rng: Sfc32;

  constructor(c: CompiledProfile, policy: Policy | undefined, seed: number) {
    this.threshold = new Float64Array(c.cells.length).fill(-1);
    for (const [cell, p] of policy?.drawChance ?? []) this.threshold[cell] = (Number(p.num) / Number(p.den)) * TWO_32;
    this.rng = Sfc32.seeded(seed);
  }

  /** True to draw. A cell without a decision was refused before any coup (requirePolicy). */
  draws(cell: number): boolean {
    const p = this.threshold[cell]!;
    if (p >= TWO_32) return true;
    if (p <= 0) {
      if (p < 0) throw new Error(`no decision for cell ${cell}`);
      return false;
    }
    return this.rng.nextUint32() < p;
  }
}
