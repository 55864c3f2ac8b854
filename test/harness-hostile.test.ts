/**
 * The conformance harness under hostile or unusual use: its progress on a terminal and off one,
 * an adapter's step timeout, an adapter's oversized line, an adapter that exits while a child
 * holds its output open.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressBar } from '../src/cli/conform.js';
import { ROOT } from '../src/profile/paths.js';
import { baccarat } from './support/cli.js';

const work = mkdtempSync(join(tmpdir(), 'baccarat-harness-hostile-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * `baccarat conform` piped, the whole suite in a process of its own: started before the tests, it
 * runs while they do (the first waits 5.5 s on an adapter), and the last test reads what it printed.
 */
let piped: Promise<{ status: number | null; stdout: string }>;
beforeAll(() => {
  piped = new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bin/baccarat.js', 'conform'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout }));
  });
});

describe('conform --engine with an adapter under hostile conditions', () => {
  const HOSTILE = (...args: string[]) => `node ${join(ROOT, 'test/fixtures/adapters/hostile.mjs')} ${args.join(' ')}`;
  const FEATURE = join(ROOT, 'test/fixtures/adapters/hostile.feature');
  async function conform(engine: string, extra: string[] = []) {
    const r = await baccarat([
      'conform',
      '--json',
      '--engine',
      engine,
      '--report',
      join(work, 'report.html'),
      ...extra,
      FEATURE,
    ]);
    expect(r.err).toBe('');
    return {
      code: r.code,
      report: JSON.parse(r.out) as { scenarios: { passed: number; failed: number }; failures: { message: string }[] },
    };
  }

  it('an answer 5.5 s late passes under --engine-timeout 8000: the step waits as long as its exchanges may', async () => {
    const { code, report } = await conform(HOSTILE('slow', '5500'), ['--engine-timeout', '8000']);
    expect(report.failures.map((f) => f.message)).toEqual([]);
    expect(report.scenarios).toMatchObject({ passed: 1, failed: 0 });
    expect(code).toBe(0);
  }, 60_000);

  it('a line past 16 MB is cut off and said, not read to the end nor reported as no answer', async () => {
    const { code, report } = await conform(HOSTILE('huge'));
    expect(report.failures.map((f) => f.message)).toEqual([
      'FAILED: AdapterError: to the move DEAL: the adapter printed a line longer than 16 MB (the most an answer may be)',
    ]);
    expect(code).toBe(1);
  }, 60_000);

  it('an adapter that exits after hello while its child holds its output open is reported as the exit it was', async () => {
    const { code, report } = await conform(HOSTILE('orphan'));
    expect(report.failures.map((f) => f.message)).toEqual([
      'FAILED: AdapterError: to "start": the adapter exited (exit code 0)',
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

  it('piped, the whole suite prints its summary and table, and no dots', async () => {
    const r = await piped;
    expect(r.status).toBe(0);
    expect(r.stdout).not.toMatch(/\.\.\.\./);
    expect(r.stdout).not.toContain('\r');
    expect(r.stdout).not.toContain('\x1b');
    expect(r.stdout).toMatch(/^\d+ scenarios \(\d+ passed\)$/m);
    expect(r.stdout).toContain('conformance: every rule passes');
  }, 120_000);
});
