/**
 * The conformance harness under hostile or unusual use: its progress on a terminal and off one,
 * an adapter's step timeout, an adapter's oversized line, an adapter that exits while a child
 * holds its output open.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { progressBar } from '../src/cli/conform.js';
import { baccarat } from './support/cli.js';

describe('conform shows its progress as a bar of feature files on a terminal, and nothing of the kind off one', () => {
  it('draws the bar as each feature file finishes and erases it before the report', async () => {
    const drawn: string[] = [];
    const r = await baccarat(['conform', 'specs/features/punto-banco/worked_example.feature', 'specs/features/house/club_chips.feature'], { io: { status: (line) => drawn.push(line) } });
    expect(r.code).toBe(0);
    expect(drawn).toEqual(['[###############               ] 1/2 features', '', '']);
    expect(r.out).toContain('scenarios: 3 passed, 0 failed');
  }, 60_000);

  it('draws no bar under --quiet or --json', async () => {
    for (const flag of ['--quiet', '--json']) {
      const drawn: string[] = [];
      await baccarat(['conform', flag, 'specs/features/house/club_chips.feature'], { io: { status: (line) => drawn.push(line) } });
      expect(drawn).toEqual([]);
    }
  }, 60_000);

  it('fills the bar in proportion', () => {
    expect(progressBar(0, 24, 12)).toBe('[            ] 0/24 features');
    expect(progressBar(6, 24, 12)).toBe('[###         ] 6/24 features');
    expect(progressBar(24, 24, 12)).toBe('[############] 24/24 features');
  });

  it('piped, the whole suite prints its summary and table, and no dots', () => {
    const r = spawnSync(process.execPath, ['bin/baccarat.js', 'conform'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    expect(r.status).toBe(0);
    expect(r.stdout).not.toMatch(/\.\.\.\./);
    expect(r.stdout).not.toContain('\r');
    expect(r.stdout).not.toContain('\x1b');
    expect(r.stdout).toMatch(/^\d+ scenarios \(\d+ passed\)$/m);
    expect(r.stdout).toContain('conformance: every rule passes');
  }, 120_000);
});
