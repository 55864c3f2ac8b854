/**
 * Odds from any shoe (npm run test:deep): the fast doubles of every two-hand bundled profile whose
 * bets read card values only, held to the exact fractions over a finer grid than the unit test's
 * (test/odds-composition.test.ts): each rank group (A-3, 4-6, 7-9, tens) at 0, 2 or 9 cards a rank
 * (81 shoes, those too short for a coup left out), and one deck with every card of one rank gone (13
 * shoes), under the project's policy where the tables leave choices.
 */
import { describe, expect, it } from 'vitest';
import { compileProfile } from '../../src/core/compile.js';
import { toNumber } from '../../src/core/fraction.js';
import { bundledPolicyFile, loadPolicyFile } from '../../src/core/policy.js';
import { bundledIds, loadProfile } from '../../src/loader/bundled.js';
import { prepareShoeOdds } from '../../src/odds/composition.js';

const shoes: number[][] = [];
for (let g = 0; g < 81; g++) {
  const per = [0, 1, 2, 3].map((d) => [0, 2, 9][Math.floor(g / 3 ** d) % 3]!);
  shoes.push(Array.from({ length: 13 }, (_, r) => per[r < 3 ? 0 : r < 6 ? 1 : r < 9 ? 2 : 3]!));
}
for (let gone = 0; gone < 13; gone++) shoes.push(Array.from({ length: 13 }, (_, r) => (r === gone ? 0 : 4)));

const fast = bundledIds().filter((id) => {
  const p = loadProfile(id);
  const c = compileProfile(p);
  // Values only: no pair's ranks, no card test's ranks, suits or colours (the card words of issue 25).
  return p.hands.length === 2 && c.keys.reads.pair === 0 && c.keys.reads.atoms.length === 0 && c.penaltyFact < 0;
});

describe('the fast doubles against the exact fractions', () => {
  it.each(fast)('%s', (id) => {
    const profile = loadProfile(id);
    const c = compileProfile(profile);
    const file = bundledPolicyFile(id, c);
    const odds = prepareShoeOdds(profile, { policy: file === undefined ? undefined : loadPolicyFile(file, c) });
    expect(odds.fast).toBe(true);
    for (const byRank of shoes) {
      if (byRank.reduce((a, n) => a + n, 0) < c.cardsPerCoup) continue;
      const exact = odds.exact({ byRank });
      const doubles = odds.evaluate({ byRank });
      for (const o of exact.outcomes)
        expect(doubles.outcomes[o.id], `${byRank} ${o.id}`).toBeCloseTo(
          toNumber({ num: o.count.num, den: o.count.den * exact.total }),
          12,
        );
      for (const b of exact.bets) expect(doubles.bets[b.id], `${byRank} ${b.id}`).toBeCloseTo(toNumber(b.ev), 12);
    }
  });
});
