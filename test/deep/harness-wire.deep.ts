/**
 * An adapter misbehaving on the wire, many times over (test/harness-wire.test.ts runs it once):
 * every misbehaviour costs exactly its scenario, every run, and no scenario passes on an answer
 * that is not its own — the case first: an adapter answering every start of
 * deal_and_naturals.feature twice was caught in 2 to 18 of the 18 scenarios it applied to before
 * baccarat-adapter/2; now in all of them (22 for this project's engine), every time, whether the
 * second answer comes at once, after the scenario, or 30 ms later as the timing falls.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../src/profile/paths.js';
import { conformHostile, WIRE, WIRE_FAILURES, WIRE_FEATURE } from '../support/hostile-adapter.js';

const work = mkdtempSync(join(tmpdir(), 'baccarat-harness-wire-deep-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const DEAL_AND_NATURALS = join(ROOT, 'specs/features/punto-banco/deal_and_naturals.feature');

describe('an adapter misbehaving on the wire, run after run', () => {
  it('the wire feature, five runs: the same five failures, word for word, every time', async () => {
    for (let run = 0; run < 5; run++) {
      const { code, report } = await conformHostile(WIRE(), ['--engine-timeout', '1500'], WIRE_FEATURE);
      expect(report.scenarios).toEqual({ passed: 5, failed: 5, notApplicable: 0 });
      expect(report.failures.map((f) => [f.name, f.message])).toEqual(WIRE_FAILURES);
      expect(code).toBe(1);
    }
  }, 600_000);

  it.each(['twice', 'twice-late', 'twice-30ms', 'unprompted', 'other-id'])(
    'deal_and_naturals.feature with every start answered %s: 22 of 22 scenarios failed, three runs out of three',
    async (mode) => {
      for (let run = 0; run < 3; run++) {
        const { report } = await conformHostile(WIRE(mode), [], DEAL_AND_NATURALS);
        expect(report.scenarios).toEqual({ passed: 0, failed: 22, notApplicable: 0 });
      }
    },
    600_000,
  );
});
