/**
 * The example adapter in Python (examples/adapters/python/): its own small engine — single coups and
 * their bets, no session — through the kit, on the three feature files of Punto Banco that hold its
 * deal, its draws and its payouts (commission, pushes, the tie): the figures of its README. Skipped,
 * saying so, where python3 is not installed (.ci/run installs it).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import { tagFigures } from '../src/docs/suite-figures.js';
import { ROOT } from '../src/profile/paths.js';
import { baccarat } from './support/cli.js';
import { type ConformJson, schemaErrors } from './support/conform-json.js';

const work = mkdtempSync(join(tmpdir(), 'baccarat-python-adapter-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const python = spawnSync('python3', ['--version'], { encoding: 'utf8' }).status === 0;
// Behind tee, which keeps every request the harness sends, to hold each to its schema.
const LOG = join(work, 'requests.log');
const ADAPTER = `tee -a ${LOG} | python3 ${join(ROOT, 'examples/adapters/python/adapter.py')}`;

/** The requests of schemas/adapter/, each by its type: what the harness sends must hold to them. */
function requestErrors(lines: readonly string[]): string[] {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const dir = join(ROOT, 'schemas/adapter');
  for (const f of readdirSync(dir))
    ajv.addSchema(JSON.parse(readFileSync(join(dir, f), 'utf8')) as object, f.replace('.schema.json', ''));
  return lines.flatMap((l) => {
    const request = JSON.parse(l) as { type: string };
    const v = ajv.getSchema(request.type);
    if (!v) return [`${request.type}: no schema`];
    return v(request) ? [] : v.errors!.map((e) => `${request.type} ${e.instancePath} ${e.message}`);
  });
}

// The reason in the name only where it is skipped: a run with python3 names the suite plainly.
const title = python
  ? 'the Python example adapter'
  : 'the Python example adapter (skipped: python3 is not installed; .ci/run installs it)';

describe.skipIf(!python)(title, () => {
  it('passes every coup and every payout of a single coup; the seven needing a session, profile files or a seeded shoe are not applicable', async () => {
    const r = await baccarat([
      'conform',
      '--json',
      '--engine',
      ADAPTER,
      join(ROOT, 'specs/features/punto-banco/drawing.feature'),
      join(ROOT, 'specs/features/punto-banco/deal_and_naturals.feature'),
      join(ROOT, 'specs/features/punto-banco/payouts.feature'),
    ]);
    expect(r.err).toBe('');
    const report = JSON.parse(r.out) as ConformJson;
    expect(report.engine).toBe('puntobanco.py 1.0.0');
    expect(report.scenarios).toEqual({ passed: 128, failed: 0, notApplicable: 7 });
    // What its README states, counted from the tags by the rule the run skips by (src/docs/suite-figures.ts).
    const figures = tagFigures();
    expect([report.scenarios.passed, report.scenarios.notApplicable]).toEqual([
      figures['python-test-applicable'],
      figures['python-test-not-applicable'],
    ]);
    expect(schemaErrors(report)).toEqual([]);
    // Every request sent holds to its schema: a prediction's BET with its amount, the fixed stake 20.
    const sent = readFileSync(LOG, 'utf8').trimEnd().split('\n');
    expect(requestErrors(sent)).toEqual([]);
    expect(sent.find((l) => l.includes('"BET"'))).toMatch(/"amount":20\b/);
    expect(new Set(sent.map((l) => (JSON.parse(l) as { type: string }).type))).toEqual(
      new Set(['hello', 'sync', 'start', 'move']),
    );
    expect(report.rules.filter((x) => x.passed > 0 && x.failed === 0).map((x) => x.id)).toEqual([
      'PB-00.1',
      'PB-03.1',
      'PB-03.2',
      'PB-03.3',
      'PB-03.4',
      'PB-04.1',
      'PB-04.2',
      'PB-04.3',
      'PB-04.4',
      'PB-05.1',
      'PB-05.3',
      'PB-07.1',
      'PB-FAQ.1',
      'PB-FAQ.2',
    ]);
    expect(r.code).toBe(0);
  }, 60_000);
});
