/**
 * docs/house-math.md's GNU parallel block, run as a real process pipeline with a small study (2 slices
 * of 150 and 151 shoes in place of 100 slices of 1,000,000): it merges into the unsharded run byte for
 * byte (npm run test:deep: three processes of count and merge; what the section shows and what each
 * scheduler counts is npm test's, test/studies.test.ts).
 *
 * Where GNU parallel is missing the run is skipped and says what installs it; under CI (CI=true) a
 * missing parallel fails it: CI installs it (.ci/run).
 */
import { spawn, spawnSync } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baccarat } from '../support/cli.js';
import { PARALLEL, SIZE, studyOf } from '../support/studies.js';
import { scratchDir } from '../support/temp.js';

const ROOT = resolve('.');

describe('docs/house-math.md: a counting study at scale', () => {
  const version = spawnSync('parallel', ['--version'], { encoding: 'utf8' });
  const present = version.status === 0 && version.stdout.startsWith('GNU parallel');
  const inCi = process.env.CI === 'true';
  const INSTALL = 'apt-get install -y parallel';
  if (!present && !inCi)
    process.stderr.write(`studies: GNU parallel run skipped, no GNU parallel. Install it with: ${INSTALL}\n`);
  const title = present
    ? 'its GNU parallel block, 301 shoes in 2 slices, merges into the unsharded run byte for byte'
    : inCi
      ? 'its GNU parallel block (CI=true: GNU parallel is required, and missing)'
      : `its GNU parallel block (skipped: no GNU parallel; install it with: ${INSTALL})`;

  it.skipIf(!present && !inCi)(title, async () => {
    // Under CI without parallel this fails, never skips.
    expect(
      present,
      `CI=true and no GNU parallel: the study test does not skip in CI. Install it with: ${INSTALL}`,
    ).toBe(true);
    const dir = scratchDir('baccarat-study-');
    // The block runs node bin/baccarat.js from a checkout: the scratch folder's bin/ is the checkout's.
    symlinkSync(join(ROOT, 'bin'), join(dir, 'bin'));
    const script = PARALLEL.replace(SIZE, 'N=2 S=301');
    const run = spawn('bash', ['-euo', 'pipefail', '-c', script], {
      cwd: dir,
      env: { ...process.env, BACCARAT_DEBUG: '' },
    });
    let out = '';
    let err = '';
    run.stdout.on('data', (d) => (out += d));
    run.stderr.on('data', (d) => (err += d));
    const ended = new Promise<number | null>((done) => run.on('close', done));
    const whole = await baccarat([
      'count',
      ...studyOf(PARALLEL).replace('--shoes 100000000', '--shoes 301').split(' '),
    ]);
    expect(await ended, err).toBe(0);
    expect(err).toBe('');
    // parallel's lines (one a slice, in the order the slices end), then merge's report.
    const lines = out.split('\n');
    expect(lines.slice(0, 2).sort()).toEqual([
      'shoes 0 to 149 of 301 (slice 1/2): written to shard-1.json',
      'shoes 150 to 300 of 301 (slice 2/2): written to shard-2.json',
    ]);
    expect(whole.code).toBe(0);
    expect(lines.slice(2).join('\n')).toBe(whole.out);
  });
});
