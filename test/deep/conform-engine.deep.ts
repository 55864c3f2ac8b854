/**
 * The whole conformance suite through the adapter protocol (npm run test:deep; npm test runs a
 * worked example through it, test/conform-engine.test.ts): the self-adapter must give exactly what the direct run gives
 * — every scenario passed, per rule the same counts, but the roads', which no engine is asked — and the reference adapter of baccarat-engine
 * 1.1.5 the figures its README documents, over the whole suite and over Punto Banco's features; an
 * adapter that plays no variant judges nothing, and the run fails. Every report holds to
 * schemas/conform-report.schema.json (the whole suite's forms: direct, through --engine, judging
 * nothing), and the example adapters' not-applicable counts are the figures their READMEs state,
 * counted from the tags (src/docs/suite-figures.ts).
 */

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tagFigures } from '../../src/docs/suite-figures.js';
import { ROOT } from '../../src/profile/paths.js';
import { baccarat } from '../support/cli.js';
import { type ConformJson, reasonCounts, schemaErrors } from '../support/conform-json.js';

const work = mkdtempSync(join(tmpdir(), 'baccarat-conform-deep-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function conform(extra: string[]): Promise<ConformJson> {
  const r = await baccarat(['conform', '--json', ...extra]);
  expect(r.err).toBe('');
  const json = JSON.parse(r.out) as ConformJson;
  expect(schemaErrors(json)).toEqual([]);
  return json;
}

const figures = tagFigures();

/** The reference adapter of baccarat-engine 1.1.5, and the rules its README says it passes. */
const REFERENCE = `node ${join(ROOT, 'examples/adapters/baccarat-engine/adapter.mjs')}`;
const REFERENCE_PASSES = [
  'PB-03.1',
  'PB-03.3',
  'PB-03.4',
  'PB-04.1',
  'PB-04.2',
  'PB-04.3',
  'PB-04.4',
  'PB-FAQ.1',
  'PB-FAQ.2',
];

describe('the whole suite through an adapter', () => {
  it('the self-adapter passes every scenario, as the direct run does, rule by rule', async () => {
    const direct = await conform([]);
    const adapted = await conform(['--engine', `node ${join(ROOT, 'dist/engine/self-adapter.js')}`]);
    expect(direct.scenarios.failed).toBe(0);
    // Every scenario but the roads' (this project's own, never asked of an engine: 42 scenarios).
    expect(adapted.scenarios).toEqual({ passed: direct.scenarios.passed - 42, failed: 0, notApplicable: 42 });
    expect(adapted.engine).toBe('baccarat-spec 0.1.0');
    expect(new Set(adapted.notApplicable.map((n) => n.reason))).toEqual(
      new Set(['baccarat-spec is not asked for roads: this project draws them from the results (built-in only)']),
    );
    const roads = (id: string) => id.startsWith('ROAD-');
    expect(adapted.rules.filter((r) => !roads(r.id))).toEqual(direct.rules.filter((r) => !roads(r.id)));
    expect(adapted.rules.filter((r) => roads(r.id) && r.passed > 0)).toEqual([]);
    expect(adapted.success).toBe(true);
  });

  it('baccarat-engine 1.1.5: 116 scenarios passed, none failed, every other scenario not applicable', async () => {
    const report = await conform(['--engine', REFERENCE]);
    expect([report.scenarios.passed, report.scenarios.failed]).toEqual([116, 0]);
    expect([report.scenarios.passed, report.scenarios.notApplicable]).toEqual([
      figures['reference-applicable'],
      figures['reference-not-applicable'],
    ]);
    expect(report.rules.filter((r) => r.passed > 0).map((r) => r.id)).toEqual(REFERENCE_PASSES);
    expect(report.rules.filter((r) => r.failed > 0)).toEqual([]);
    expect(report.success).toBe(true);
  });
});

describe('the reference adapter on Punto Banco', () => {
  const feature = (f: string) => join(ROOT, 'specs/features', f);
  const conform = async (engine: string, files: string[]) => {
    const r = await baccarat(['conform', '--json', '--engine', engine, ...files]);
    expect(r.err).toBe('');
    return {
      code: r.code,
      report: JSON.parse(r.out) as ConformJson,
    };
  };

  it('baccarat-engine 1.1.5 passes the coups it deals; the rest of Punto Banco is not applicable (its README)', async () => {
    const { code, report } = await conform(REFERENCE, [feature('punto-banco')]);
    expect(report.engine).toBe('baccarat-engine 1.1.5');
    expect(report.scenarios).toEqual({ passed: 116, failed: 0, notApplicable: 43 });
    expect(report.rules.filter((r) => r.passed > 0 && r.failed === 0).map((r) => r.id)).toEqual(REFERENCE_PASSES);
    expect(report.rules.filter((r) => r.passed === 0 && r.notApplicable > 0).map((r) => r.id)).toEqual([
      'PB-00.1',
      'PB-01.1',
      'PB-02.1',
      'PB-02.2',
      'PB-02.3',
      'PB-02.4',
      'PB-02.5',
      'PB-02.6',
      'PB-02.7',
      'PB-03.2',
      'PB-05.1',
      'PB-05.2',
      'PB-05.3',
      'PB-05.4',
      'PB-06.1',
      'PB-06.2',
      'PB-07.1',
      'PB-FAQ.3',
    ]);
    // Payouts without a session (issue 26): the scenarios of a single coup's bets need payouts alone.
    expect(reasonCounts(report)).toEqual({
      'baccarat-engine does not offer payouts': 15,
      'baccarat-engine does not offer payouts, seeded-shoes': 2,
      'baccarat-engine does not offer payouts, side-bets, seeded-shoes': 1,
      'baccarat-engine does not offer profile-files': 3,
      'baccarat-engine does not offer profile-files, payouts, seeded-shoes': 1,
      'baccarat-engine does not offer session': 1,
      'baccarat-engine does not offer session, payouts': 10,
      'baccarat-engine does not offer session, payouts, choices': 1,
      'baccarat-engine does not offer session, payouts, seeded-shoes': 2,
      'baccarat-engine does not offer session, profile-files, payouts': 1,
      'baccarat-engine does not offer session, seeded-shoes': 6,
    });
    expect(code).toBe(0);
  });
});

describe('a run that judges nothing fails', () => {
  it('the whole suite through an adapter whose hello names no variant: every scenario not applicable, exit 1, saying why', async () => {
    const nothing = `node ${join(ROOT, 'test/fixtures/adapters/fake.mjs')} nothing`;
    const r = await baccarat(['conform', '--quiet', '--engine', nothing]);
    expect(r.code).toBe(1);
    expect(r.out.trimEnd().split('\n').slice(-2)).toEqual([
      'scenarios: 0 passed, 0 failed, 706 not applicable',
      'conformance: FAILED',
    ]);
    expect(r.err).toBe(
      'nothing was judged: all 706 scenarios are not applicable to nothing 0, whose hello names no variant; the commonest reason (116 of them): nothing does not play punto-banco\n',
    );
    // The same run's JSON: the whole suite's form, judging nothing, says why as standard error does.
    const json = await baccarat(['conform', '--json', '--engine', nothing]);
    const report = JSON.parse(json.out) as ConformJson;
    expect(schemaErrors(report)).toEqual([]);
    expect([json.code, report.success, report.nothingJudged, report.features]).toEqual([
      1,
      false,
      r.err.trimEnd(),
      null,
    ]);
  });
});

describe('the kit catches broken engines, naming the rules they break (npm test catches the third-card mutant)', () => {
  const self = (mutant: string) => `node ${join(ROOT, 'dist/engine/self-adapter.js')} --mutant ${mutant}`;
  const feature = (f: string) => join(ROOT, 'specs/features', f);
  const failedRules = (r: ConformJson) => r.rules.filter((x) => x.failed > 0).map((x) => x.id);

  it('a natural 8 that does not stop the coup', async () => {
    const report = await conform(['--engine', self('natural'), feature('punto-banco/deal_and_naturals.feature')]);
    expect(report.success).toBe(false);
    expect(failedRules(report)).toEqual(['PB-03.3', 'PB-03.4', 'PB-FAQ.1']);
  });

  it('a commission of 4 % on Banco instead of 5 %', async () => {
    const report = await conform(['--engine', self('commission'), feature('punto-banco/payouts.feature')]);
    expect(report.success).toBe(false);
    expect(failedRules(report)).toEqual(['PB-00.1', 'PB-05.1', 'PB-05.3', 'PB-07.1', 'PB-FAQ.3']);
    expect(report.failures.find((f) => f.expected !== undefined)).toMatchObject({ expected: '19', actual: '19.2' });
  });
});

describe('an adapter that never answers hello', () => {
  // The shell starts the adapter (sh -c "sleep 937"), which may keep the pipes open after the shell
  // is stopped: the harness must stop the whole group and exit, not wait on them. (Ten seconds to
  // start, plus the time limit, before hello is given up: hence here and not in npm test.)
  it('is reported in one line, exit 1, the process ends and nothing is left running', () => {
    const bin = new URL('../../bin/baccarat.js', import.meta.url).pathname;
    const r = spawnSync(
      process.execPath,
      [
        bin,
        'conform',
        'specs/features/punto-banco/drawing.feature',
        '--engine',
        'sleep 937',
        '--engine-timeout',
        '100',
      ],
      {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(r.error).toBeUndefined(); // not killed by the time limit above
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(
      '--engine sleep 937: to "hello" (id 1): no answer within 10100 ms (--engine-timeout, and 10000 ms to start): nothing ran\n',
    );
    expect(spawnSync('pgrep', ['-f', 'sleep 937']).status).toBe(1); // no such process
  }, 90_000);
});

const python = spawnSync('python3', ['--version'], { encoding: 'utf8' }).status === 0;

describe.skipIf(!python)('the Python example adapter over the whole suite (skipped without python3)', () => {
  it('passes every scenario that applies to it; the rest are the not applicable its README states', async () => {
    const report = await conform(['--engine', `python3 ${join(ROOT, 'examples/adapters/python/adapter.py')}`]);
    expect(report.scenarios).toEqual({
      passed: figures['python-applicable'],
      failed: 0,
      notApplicable: figures['python-not-applicable'],
    });
    expect(report.success).toBe(true);
  });
});
