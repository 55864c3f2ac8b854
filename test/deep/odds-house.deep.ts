/**
 * The house variants' exact odds held by a long simulation (npm run test:deep): 100,000 seeded coups
 * of each, and every exact expected value (test/helpers/house-odds.ts) inside its bet's 95 %
 * confidence interval.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { HOUSE } from '../helpers/house-odds.js';

function baccarat(args: string[]) {
  const r = spawnSync(process.execPath, ['bin/baccarat.js', ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('a 100,000-coup simulation agrees', () => {
  it.each(Object.keys(HOUSE))('%s: each exact house edge lies in its bet\'s 95 percent confidence interval', (id) => {
    const r = baccarat(['simulate', id, '-n', '100000', '--seed', '2026', '--workers', '2', '--json']);
    expect(r.code).toBe(0);
    const bets = JSON.parse(r.out).bets as Record<string, { ci95: [number, number] }>;
    for (const [bet, [ev]] of Object.entries(HOUSE[id]!)) {
      const [num, den] = ev.split('/').map(Number) as [number, number];
      const [lo, hi] = bets[bet]!.ci95;
      expect(lo, bet).toBeLessThan(num / den);
      expect(hi, bet).toBeGreaterThan(num / den);
    }
  });
});
