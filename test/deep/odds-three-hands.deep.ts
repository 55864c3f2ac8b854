/**
 * Exact odds of a banker against two tableaux (src/odds/three-hands.ts) held by long simulations
 * (npm run test:deep): 3,000,000 seeded coups of Baccarat Banque and modern baccarat at 6 decks, each
 * shoe reshuffled after every coup (each coup from a fresh shoe, as the exact odds count), under the
 * plain policies and under the banker's best response. Every exact outcome probability and bet lies
 * within the simulation's interval. Some thirty figures are compared at once: at 95 % one or two would
 * miss by chance alone, so each is held to 3.29 standard errors (99.9 %), as test/deep/odds-house.deep.ts
 * holds the house variants.
 */
import { describe, expect, it } from 'vitest';
import { compileProfile } from '../../src/core/compile.js';
import { fraction, toNumber } from '../../src/core/fraction.js';
import { loadPolicyFile, type Policy } from '../../src/core/policy.js';
import { runStream } from '../../src/kernel/run.js';
import { summarize, Z95 } from '../../src/kernel/stats.js';
import { exactOdds } from '../../src/odds/exact.js';
import { resolveProfile } from '../../src/profile/bundled.js';
import type { Profile } from '../../src/profile/types.js';
import { bestResponseOfBanker } from '../../src/solve/best-response.js';

const Z999 = 3.290526731491926;

function agrees(profile: Profile, policy: Policy, seed: number) {
  const c = compileProfile(profile);
  const exact = exactOdds(profile, { policy });
  const sim = summarize(c, runStream({ profile, policy, engine: 'kernel', seed, stream: 0, coups: 3_000_000 }));
  const within = (label: string, exactValue: number, value: number, ci: readonly [number, number]) => {
    const se = (ci[1] - ci[0]) / (2 * Z95);
    expect(Math.abs(exactValue - value), label).toBeLessThan(Z999 * se);
  };
  exact.outcomes.forEach((x, i) => within(x.id, toNumber(fraction(x.count.num, x.count.den * exact.total)), sim.outcomes[i]!.frequency.value, sim.outcomes[i]!.frequency.ci95));
  exact.bets.forEach((b, i) => within(b.id, toNumber(b.ev), sim.bets[i]!.perUnit.value, sim.bets[i]!.perUnit.ci95));
}

const fresh = (id: string, decks: number): Profile => {
  const p = resolveProfile(id);
  return { ...p, shoe: { ...p.shoe, decks, reshuffle: 'after-every-coup' } };
};

describe('three-hand exact odds against 3,000,000 simulated coups', () => {
  it.each(['baccarat-banque', 'baccarat-modern'])('%s, 6 decks, its plain policy', (id) => {
    const profile = fresh(id, 6);
    agrees(profile, loadPolicyFile(`fixtures/policies/${id}.yaml`, compileProfile(profile)), 2026);
  });

  it("baccarat-banque, 6 decks, the banker's best response by his total", () => {
    const profile = fresh('baccarat-banque', 6);
    const r = bestResponseOfBanker(profile, { policy: loadPolicyFile('fixtures/policies/baccarat-banque.yaml', compileProfile(profile)) });
    agrees(profile, r.policy, 2027);
  });
});
