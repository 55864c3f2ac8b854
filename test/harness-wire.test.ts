/**
 * An adapter that misbehaves on the wire (test/fixtures/adapters/wire.mjs) — it answers a start
 * twice, answers it again once the scenario has ended, answers it late, prints a line nobody asked
 * for, or answers with another id — costs exactly the scenario it misbehaves in, and the scenario
 * after each passes on its own answers (baccarat-adapter/2: ids, and the sync that ends each
 * scenario). One run here, on a feature of ten scenarios; many runs, and whole feature files with
 * every scenario misbehaving, are test/deep/harness-wire.deep.ts's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { conformHostile, WIRE, WIRE_FAILURES, WIRE_FEATURE } from './support/hostile-adapter.js';

const work = mkdtempSync(join(tmpdir(), 'baccarat-harness-wire-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('an adapter misbehaving on the wire', () => {
  it('costs exactly the scenario it misbehaves in, each misbehaviour named; the five after them pass', async () => {
    const { code, report } = await conformHostile(WIRE(), ['--engine-timeout', '1500'], WIRE_FEATURE);
    expect(report.scenarios).toEqual({ passed: 5, failed: 5, notApplicable: 0 });
    expect(report.failures.map((f) => [f.name, f.message])).toEqual(WIRE_FAILURES);
    expect(code).toBe(1);
  }, 60_000);
});
