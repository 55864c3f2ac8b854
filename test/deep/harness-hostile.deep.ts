/**
 * The harness's step timeout under an adapter slower than cucumber's own 5 s step limit: a run that
 * spends most of its time waiting, so it lives here rather than in npm test (test/harness-hostile.test.ts
 * has the other hostile adapters).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { conformHostile, HOSTILE } from '../support/hostile-adapter.js';

const work = mkdtempSync(join(tmpdir(), 'baccarat-harness-slow-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('conform --engine with an adapter slower than cucumber allows a step', () => {
  it('an answer 5.5 s late passes under --engine-timeout 8000: the step waits as long as its exchanges may', async () => {
    const { code, report } = await conformHostile(HOSTILE('slow', '5500'), ['--engine-timeout', '8000']);
    expect(report.failures.map((f) => f.message)).toEqual([]);
    expect(report.scenarios).toMatchObject({ passed: 1, failed: 0 });
    expect(code).toBe(0);
  });
});
