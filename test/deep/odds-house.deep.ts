/**
 * The house variants' exact odds held by a long simulation (npm run test:deep): 100,000 seeded coups
 * of each, and every exact expected value (test/support/house-odds.ts) within 3.29 standard errors of
 * the simulated mean (99.9 %). Some twenty bets are compared at once: at 95 % one of them would miss
 * by chance alone (Perfect Pairs did, with seed 2026: -0.1037 ± 0.0342 against -0.0662, where 4 million coups
 * give -0.0672 ± 0.0061); at 99.9 % a miss is a fault, not luck.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { HOUSE } from '../support/house-odds.js';

function baccarat(args: string[]) {
  const r = spawnSync(process.execPath, ['bin/baccarat.js', ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('a 100,000-coup simulation agrees', () => {
  it.each(Object.keys(HOUSE))(
    '%s: each exact house edge lies within 3.29 standard errors of its simulated mean',
    (id) => {
      const r = baccarat(['simulate', id, '-n', '100000', '--seed', '2026', '--workers', '2', '--json']);
      expect(r.code).toBe(0);
      const bets = JSON.parse(r.out).bets as Record<string, { perUnit: number; ci95: [number, number] }>;
      for (const [bet, [ev]] of Object.entries(HOUSE[id]!)) {
        const [num, den] = ev.split('/').map(Number) as [number, number];
        const {
          perUnit,
          ci95: [lo, hi],
        } = bets[bet]!;
        const standardError = (hi - lo) / (2 * 1.959963984540054);
        expect(Math.abs(perUnit - num / den), bet).toBeLessThan(3.290526731491926 * standardError);
      }
    },
  );
});
