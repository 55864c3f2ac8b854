/**
 * The hostile adapter (test/fixtures/adapters/hostile.mjs) run through `baccarat conform --engine`
 * on its one feature, as test/harness-hostile.test.ts and its slow case in
 * test/deep/harness-hostile.deep.ts run it: the JSON report and the exit code.
 */
import { join } from 'node:path';
import { expect } from 'vitest';
import { ROOT } from '../../src/profile/paths.js';
import { baccarat } from './cli.js';

/** The command that starts the hostile adapter in one of its modes. */
export const HOSTILE = (...args: string[]) =>
  `node ${join(ROOT, 'test/fixtures/adapters/hostile.mjs')} ${args.join(' ')}`;
const FEATURE = join(ROOT, 'test/fixtures/adapters/hostile.feature');

/** Runs the hostile feature against `engine`, its HTML report written in `work`. */
export async function conformHostile(work: string, engine: string, extra: string[] = []) {
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
