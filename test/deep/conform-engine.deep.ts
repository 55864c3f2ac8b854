/**
 * The whole conformance suite through the adapter protocol (npm run test:deep; npm test runs a part
 * of it, test/conform-engine.test.ts): the self-adapter must give exactly what the direct run gives
 * — every scenario passed, per rule the same counts — and the reference adapter of baccarat-engine
 * 1.1.5 the figures its README documents.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../src/profile/paths.js';
import { baccarat } from '../support/cli.js';

const work = mkdtempSync(join(tmpdir(), 'baccarat-conform-deep-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Report {
  scenarios: { passed: number; failed: number; notApplicable: number };
  rules: { id: string; passed: number; failed: number; notApplicable: number }[];
  success: boolean;
}

async function conform(extra: string[]): Promise<Report> {
  const r = await baccarat(['conform', '--json', '--report', join(work, 'r.html'), ...extra]);
  expect(r.err).toBe('');
  return JSON.parse(r.out) as Report;
}

describe('the whole suite through an adapter', () => {
  it('the self-adapter passes every scenario, as the direct run does, rule by rule', async () => {
    const direct = await conform([]);
    const adapted = await conform(['--engine', `node ${join(ROOT, 'dist/engine/self-adapter.js')}`]);
    expect(direct.scenarios.failed).toBe(0);
    expect(adapted.scenarios).toEqual({ passed: direct.scenarios.passed, failed: 0, notApplicable: 0 });
    expect(adapted.rules).toEqual(direct.rules);
    expect(adapted.success).toBe(true);
  });

  it('baccarat-engine 1.1.5: 116 scenarios passed, none failed, every other scenario not applicable', async () => {
    const report = await conform(['--engine', `node ${join(ROOT, 'examples/adapters/baccarat-engine/adapter.mjs')}`]);
    expect([report.scenarios.passed, report.scenarios.failed]).toEqual([116, 0]);
    expect(report.rules.filter((r) => r.passed > 0).map((r) => r.id)).toEqual(['PB-03.1', 'PB-03.3', 'PB-03.4', 'PB-04.1', 'PB-04.2', 'PB-04.3', 'PB-04.4', 'PB-FAQ.1', 'PB-FAQ.2']);
    expect(report.rules.filter((r) => r.failed > 0)).toEqual([]);
    expect(report.success).toBe(true);
  });
});
