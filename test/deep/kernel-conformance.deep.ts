/**
 * The long run of the kernel against the chart (npm run test:deep): for every bundled profile,
 * 100,000 coups from the same seeded shoes, with the same choices, must leave identical records —
 * the cards and the hand each went to, the naturals, every decision (forced or chosen) and the total
 * it was made on, the final totals and the outcome; where the profile has them, a holder's penalty,
 * the bank passing, and every stake the chart took with its result per unit. npm test plays a few
 * hundred coups of each (test/kernel-conformance.test.ts); these runs reach the rare cells.
 */
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { compareEngines, compareEnginesInWorker } from '../../src/compare/compare.js';
import { compileProfile } from '../../src/core/compile.js';
import { loadPolicyFile } from '../../src/core/policy.js';
import { loadProfileFile } from '../../src/loader/load.js';
import { bySlowest, pending, tableFor } from '../support/tables.js';

const COUPS = 100_000;

/**
 * At most one comparison per core at a time: the chart plays some 6,000-20,000 coups a second, and
 * more threads than cores only share them (and each holds its own heap). The rest wait their turn.
 */
const slots = { free: Math.max(1, availableParallelism()), waiting: [] as (() => void)[] };
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (slots.free > 0) slots.free--;
  else await new Promise<void>((go) => slots.waiting.push(go));
  try {
    return await work();
  } finally {
    const next = slots.waiting.shift();
    if (next) next();
    else slots.free++;
  }
}

describe.concurrent('the kernel plays every coup as the chart does, 100,000 coups a profile', () => {
  it('compiles every bundled profile', () => {
    expect(pending).toEqual([]);
  });

  // Each profile on a worker thread, one per core (from the sources: see src/kernel/worker-script.ts).
  it.each(bySlowest)('%s: 100,000 coups, identical records', async (id) => {
    const { profile, policy } = tableFor(id);
    const result = await inTurn(() => compareEnginesInWorker(profile, policy, 20_260_101, COUPS));
    expect(result.first).toBeUndefined();
    expect(result).toMatchObject({ coups: COUPS, mismatches: 0 });
  });

  it('a choice on 5 answered with probability 1/2: 20,000 coups, identical records', () => {
    const profile = loadProfileFile('fixtures/profiles/punto-choice-on-five.yaml');
    const policy = loadPolicyFile('fixtures/policies/punto-draws-half-on-five.yaml', compileProfile(profile));
    const result = compareEngines(profile, policy, 7, 20_000);
    expect(result.first).toBeUndefined();
    expect(result).toMatchObject({ coups: 20_000, mismatches: 0 });
  });
});
