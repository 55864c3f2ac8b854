/**
 * count's simulation held to the exact odds (npm run test:deep): a counter who bets every coup
 * (every tag 0, a threshold of 0) must lose the fresh shoe's house edge per unit, within the
 * simulation's own 99.9 % interval: Dragon 7's published 7.6113 % and Panda 8's 10.1876 % (exact,
 * 8 decks). A shoe dealt to a cut card deals each coup from a shoe whose unseen cards are a random
 * draw of the full shoe's, so each coup's expectation is the fresh shoe's. A counter's gain per shoe
 * as dealt and by the exact expectation of the coups he bets estimate one mean: they agree within
 * the dealt figure's 99.9 % interval. The verdict on domestic baccarat's stake is not at all, and
 * not by a linear count from its effects alone; on a pair, not by a linear count. And slices of a
 * run counted under one policy, read as fixtures/… and ./fixtures/…, merge into the unsharded run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { effectsOfRemoval } from '../../src/house/count.js';
import { type CountRun, figuresOf, simulateCounting } from '../../src/house/count-sim.js';
import { countability } from '../../src/house/countability.js';
import { countableProfile } from '../../src/house/countable.js';
import { loadProfile } from '../../src/loader/bundled.js';
import { baccarat } from '../support/cli.js';

const SHOES = 4000;

describe('a counter betting every coup loses the house edge', () => {
  it.each([
    ['dragon-7', -0.076113],
    ['panda-8', -0.101876],
  ])(
    '%s: the result per unit bet is the exact expectation %f',
    (bet, ev) => {
      const ez = loadProfile('ez-baccarat');
      const { fresh } = effectsOfRemoval(ez, bet);
      const run: CountRun = {
        bet,
        seed: 2026,
        shoes: SHOES,
        cut: 14,
        burn: 0,
        at: 0,
        tags: Array(13).fill(0),
        bound: false,
      };
      const tally = simulateCounting(ez, run, { from: 0, to: SHOES }, { fresh });
      const f = figuresOf(tally, tally.count, false);
      expect(f.handsBet).toBe(tally.coups);
      // 99.9 %: 3.29 standard errors, the 95 % half-width over 1.96.
      const width = (f.resultWhenBetting.ci95! / 1.959963984540054) * 3.29;
      expect(Math.abs(f.resultWhenBetting.mean - ev)).toBeLessThan(width);
    },
    120_000,
  );
});

describe("a counter's gain as dealt and by the exact expectations", () => {
  it('estimate one mean: Dragon 7 at a true count of 4, 3000 shoes', () => {
    const r = countability(loadProfile('ez-baccarat'), { bet: 'dragon-7', shoes: 3000, seed: 11 });
    const { gainPerShoe, exactGainPerShoe } = r.simulation!.count;
    const width = (gainPerShoe.ci95! / 1.959963984540054) * 3.29;
    expect(Math.abs(gainPerShoe.mean - exactGainPerShoe!.mean)).toBeLessThan(width);
    // The exact figure is the sharper by far: the luck of a 40 to 1 payout is not in it.
    expect(exactGainPerShoe!.ci95!).toBeLessThan(gainPerShoe.ci95! / 5);
  }, 120_000);
});

describe('the verdict on a stake no bound can bet', () => {
  it("is not at all for domestic baccarat's stake, whose bound finds no coup to bet; its effects too small for a count", () => {
    const { profile, policy } = countableProfile('baccarat-domestic', undefined);
    expect(countability(profile, { bet: 'stake', shoes: 300, policy }).verdict).toEqual({
      kind: 'not-at-all',
      text: "not at all: the bound, betting wherever the shoe's exact expectation is positive, found no coup to bet in 300 shoes dealt to the cut card 14 cards from the end (the default penetration)",
    });
    // From the effects alone: 7.4522 % against a spread of 0.7519 % with 15 of its 104 cards left.
    expect(countability(profile, { bet: 'stake', shoes: 0, policy }).verdict).toEqual({
      kind: 'not-linear',
      text: "not by a linear count: the effects are too small for the house edge of 7.4522 %: even at the deepest coup (15 cards left) they spread the shoe's expectation by 0.7519 %, 9.9 times less",
    });
  }, 120_000);
});

describe('the verdict on a pair: not by a linear count', () => {
  // Every rank pairs alike: a card out of a fresh shoe changes no rank's chance of a pair more than
  // another's, and the effects weighed by their cards add up to 0, so each is 0.
  it.each([
    ['punto-banco-pairs', 'punto-pair'],
    ['perfect-pairs', 'perfect-pair'],
  ])(
    '%s, %s: every effect 0, every tag 0',
    (id, bet) => {
      const r = countability(loadProfile(id), { bet, shoes: 20 });
      expect(r.exact.effects.map((g) => [g.group, g.effectExact])).toEqual(
        ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'].map((g) => [g, '0']),
      );
      expect(r.exact.tags.derived).toEqual(Array(13).fill(0));
      expect(r.simulation!.count.handsBet).toBe(0);
      expect(r.verdict).toEqual({
        kind: 'not-linear',
        text: "not by a linear count: every card's effect of removal is 0, so no tags tell one shoe from another (a shoe moves the bet only by how unevenly its cards are left, which no sum of tags follows)",
      });
    },
    120_000,
  );
});

describe('slices counted under one policy read from two paths', () => {
  it('merge into the unsharded run (the policy held by what it decides)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'count-policy-'));
    try {
      const run = ['count', 'chemin-de-fer', '--bet', 'banco', '--shoes', '4', '--seed', '5'];
      const whole = await baccarat([...run, '--policy', 'fixtures/policies/chemin-de-fer.yaml', '--json']);
      expect(whole.err).toBe('');
      const paths = ['fixtures/policies/chemin-de-fer.yaml', './fixtures/policies/chemin-de-fer.yaml'];
      for (const [i, policy] of paths.entries()) {
        const r = await baccarat([
          ...run,
          '--policy',
          policy,
          '--shard',
          `${i + 1}/2`,
          '--out',
          join(dir, `${i}.json`),
        ]);
        expect(r.err).toBe('');
      }
      const merged = await baccarat(['merge', join(dir, '0.json'), join(dir, '1.json'), '--json']);
      expect(merged.err).toBe('');
      expect(merged.out).toBe(whole.out);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
