/**
 * The conformance harness under hostile or unusual use: its progress on a terminal and off one,
 * an adapter's step timeout, an adapter's oversized line, an adapter that exits while a child
 * holds its output open. The whole suite piped is test/conformance-suite.test.ts's one run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { progressBar } from '../src/cli/conform.js';
import { baccarat } from './support/cli.js';
import { conformHostile, HOSTILE } from './support/hostile-adapter.js';

const work = mkdtempSync(join(tmpdir(), 'baccarat-harness-hostile-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('conform --engine with an adapter under hostile conditions', () => {
  const conform = (engine: string, extra: string[] = []) => conformHostile(engine, extra);

  // An answer later than cucumber's own 5 s step limit: test/deep/harness-hostile.deep.ts (it waits 5.5 s).
  it('a line past 16 MB is cut off and said, not read to the end nor reported as no answer', async () => {
    const { code, report } = await conform(HOSTILE('huge'));
    expect(report.failures.map((f) => f.message)).toEqual([
      'FAILED: AdapterError: to the move DEAL (id 4): the adapter printed a line longer than 16 MB (the most an answer may be)',
    ]);
    expect(code).toBe(1);
  }, 60_000);

  it('an adapter that exits after its start-up while its child holds its output open is reported as the exit it was', async () => {
    const { code, report } = await conform(HOSTILE('orphan'));
    expect(report.failures.map((f) => f.message)).toEqual([
      'FAILED: AdapterError: to "start" (id 3): the adapter exited (exit code 0)',
    ]);
    expect(code).toBe(1);
  }, 60_000);
});

describe('conform shows its progress as a bar of feature files on a terminal, and nothing of the kind off one', () => {
  it('draws the bar as each feature file finishes and erases it before the report', async () => {
    const drawn: string[] = [];
    const r = await baccarat(
      ['conform', 'specs/features/punto-banco/worked_example.feature', 'specs/features/house/club_chips.feature'],
      { io: { status: (line) => drawn.push(line) } },
    );
    expect(r.code).toBe(0);
    expect(drawn).toEqual(['[###############               ] 1/2 features', '', '']);
    expect(r.out).toContain('scenarios: 3 passed, 0 failed');
  }, 60_000);

  it('draws no bar under --quiet or --json', async () => {
    for (const flag of ['--quiet', '--json']) {
      const drawn: string[] = [];
      await baccarat(['conform', flag, 'specs/features/house/club_chips.feature'], {
        io: { status: (line) => drawn.push(line) },
      });
      expect(drawn).toEqual([]);
    }
  }, 60_000);

  it('fills the bar in proportion', () => {
    expect(progressBar(0, 24, 12)).toBe('[            ] 0/24 features');
    expect(progressBar(6, 24, 12)).toBe('[###         ] 6/24 features');
    expect(progressBar(24, 24, 12)).toBe('[############] 24/24 features');
  });
});
