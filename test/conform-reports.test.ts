/**
 * What `conform` reports, for another engine's author: no HTML report unless asked (--report); the
 * bundled feature files named as the catalog names them (specs/features/…) from any folder; a
 * scenario not applicable says which variant the engine does not play, and a run of nothing else
 * fails; and --junit writes JUnit XML,
 * one testcase per scenario with its rule ids — read back here with a strict XML reader, from a
 * deliberately broken engine (src/engine/mutants.ts: third-card) the kit catches by its rule; and
 * an --engine run's text lists the variants the engine plays, the others counted in one line.
 * --json holds to schemas/conform-report.schema.json in each form run here (a designer's files,
 * direct or through an engine, judging something or nothing); the whole suite's forms, which take
 * seconds, are test:deep's (test/deep/conform-engine.deep.ts).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { playedVariantTable } from '../src/cli/conform.js';
import { ROOT } from '../src/profile/paths.js';
import { baccarat } from './support/cli.js';
import { CONFORM_REPORT_SCHEMA, type ConformJson, reasonCounts, schemaErrors } from './support/conform-json.js';
import { schemaNodes } from './support/schema-nodes.js';
import { parseXml, type XmlElement } from './support/xml.js';

const work = mkdtempSync(join(tmpdir(), 'baccarat-conform-reports-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const MUTANT = `node ${join(ROOT, 'dist/engine/self-adapter.js')} --mutant third-card`;
const REFERENCE = `node ${join(ROOT, 'examples/adapters/baccarat-engine/adapter.mjs')}`;
const children = (e: XmlElement, name: string) => e.children.filter((c) => c.name === name);

describe('conform --junit <file>', () => {
  it('writes one testcase per scenario, its rule ids in its name and properties, the failure with its step; no HTML', async () => {
    const dir = mkdtempSync(join(work, 'junit-'));
    const r = await baccarat(
      [
        'conform',
        '--json',
        '--engine',
        MUTANT,
        '--junit',
        'kit.xml',
        join(ROOT, 'specs/features/punto-banco/drawing.feature'),
      ],
      { cwd: dir },
    );
    expect(r.code).toBe(1);
    // Only the file asked for: no reports/ folder, no HTML report.
    expect(readdirSync(dir)).toEqual(['kit.xml']);
    const json = JSON.parse(r.out) as ConformJson;
    // A designer's files through an engine, with a failure and its differing values: the schema's form.
    expect(schemaErrors(json)).toEqual([]);
    expect(json.failures[0]).toHaveProperty('expected');
    // The kit catches the broken engine (Banco on 6 stands against a third 6) by the rule it breaks.
    expect(json.rules.filter((x) => x.failed > 0).map((x) => x.id)).toEqual(['PB-04.3']);
    expect(json.features).toEqual(['specs/features/punto-banco/drawing.feature']);
    expect(json.failures.map((f) => f.uri)).toEqual(['specs/features/punto-banco/drawing.feature']);
    expect(json.report).toBeUndefined();

    const root = parseXml(readFileSync(join(dir, 'kit.xml'), 'utf8'));
    expect(root.name).toBe('testsuites');
    expect(root.attributes).toEqual({
      name: 'baccarat conform: baccarat-spec 0.1.0',
      tests: '99',
      failures: '1',
      errors: '0',
      skipped: '0',
    });
    const suites = children(root, 'testsuite');
    expect(suites.map((s) => s.attributes.name)).toEqual(['specs/features/punto-banco/drawing.feature']);
    const cases = children(suites[0]!, 'testcase');
    expect(cases).toHaveLength(99);
    const failed = cases.filter((c) => children(c, 'failure').length > 0);
    expect(failed.map((c) => [c.attributes.name, c.attributes.line])).toEqual([
      ['If Punto drew, Banco on 6 against a third card of 6 must draw [PB-04.3]', '133'],
    ]);
    expect(children(children(failed[0]!, 'properties')[0]!, 'property').map((p) => p.attributes)).toEqual([
      { name: 'rule', value: 'PB-04.3' },
    ]);
    const failure = children(failed[0]!, 'failure')[0]!;
    expect(failure.attributes.message).toBe(
      'FAILED: AssertionError [ERR_ASSERTION]: Expected values to be strictly deep-equal:',
    );
    expect(failure.text.split('\n').slice(0, 3)).toEqual([
      'step: banco must draw on 6',
      'expected: {"action":"draw","total":6,"forced":true,"by":"rules"}',
      'actual:   {"action":"stand","total":6,"forced":true,"by":"rules"}',
    ]);
  }, 60_000);

  it('is an .xml file, and a path it may not write is refused before anything runs', async () => {
    const txt = await baccarat(['conform', '--junit', join(work, 'kit.txt'), '--engine', REFERENCE]);
    expect(txt.code).toBe(2);
    expect(txt.err.split('\n')[0]).toBe(
      `--junit ${join(work, 'kit.txt')}: the JUnit report is an XML file: name it <file>.xml`,
    );
    const folder = await baccarat(['conform', '--junit', join(work, 'no-such-folder/kit.xml')]);
    expect([folder.code, folder.err]).toEqual([
      1,
      `--junit ${join(work, 'no-such-folder/kit.xml')}: the folder ${join(work, 'no-such-folder')} does not exist: create it first: nothing ran\n`,
    ]);
  });
});

describe('a scenario not applicable', () => {
  it('names the variant the engine does not play, and the features it does not offer; a run of none but those judges nothing, and fails', async () => {
    const r = await baccarat([
      'conform',
      '--json',
      '--engine',
      REFERENCE,
      join(ROOT, 'specs/features/chemin-de-fer/drawing.feature'),
    ]);
    const report = JSON.parse(r.out) as ConformJson;
    expect(report.scenarios).toEqual({ passed: 0, failed: 0, notApplicable: 108 });
    expect(reasonCounts(report)).toEqual({
      'baccarat-engine does not play chemin-de-fer, and does not offer session, bank, payouts': 95,
      'baccarat-engine does not play chemin-de-fer, and does not offer session, bank, payouts, views': 1,
      'baccarat-engine does not play chemin-de-fer, and does not offer session, bank, payouts, choices, views': 2,
      'baccarat-engine does not play chemin-de-fer, and does not offer session, bank, payouts, choices': 9,
      'baccarat-engine does not play chemin-de-fer, and does not offer session, bank, choices, payouts': 1,
    });
    expect([r.code, r.err]).toEqual([
      1,
      'nothing was judged: all 108 scenarios are not applicable to baccarat-engine 1.1.5, whose hello names the variant punto-banco; the commonest reason (95 of them): baccarat-engine does not play chemin-de-fer, and does not offer session, bank, payouts\n',
    ]);
    expect(report.success).toBe(false);
    // The JSON says why too, as standard error does; a run that judged nothing holds to the schema.
    expect(report.nothingJudged).toBe(r.err.trimEnd());
    expect(schemaErrors(report)).toEqual([]);
  }, 60_000);
});

describe('conform --json: schemas/conform-report.schema.json', () => {
  it('describes every key', () => {
    const undescribed = schemaNodes(CONFORM_REPORT_SCHEMA)
      .all.filter(([, node]) => typeof node.description !== 'string')
      .map(([path]) => path);
    expect(undescribed).toEqual([]);
  });

  it("holds a designer's file run on the built-in engine, with --report: every key, null where it means nothing", async () => {
    const dir = mkdtempSync(join(work, 'own-'));
    const r = await baccarat(
      ['conform', '--json', '--report', 'r.html', join(ROOT, 'specs/features/house/club_chips.feature')],
      {
        cwd: dir,
      },
    );
    const json = JSON.parse(r.out) as ConformJson;
    expect(schemaErrors(json)).toEqual([]);
    expect([r.code, r.err]).toEqual([0, '']);
    expect(Object.keys(json)).toEqual([
      'engine',
      'features',
      'rules',
      'variants',
      'scenarios',
      'failures',
      'notApplicable',
      'unknownTags',
      'catalog',
      'report',
      'nothingJudged',
      'success',
    ]);
    expect(json).toMatchObject({
      engine: 'baccarat-spec (built-in)',
      features: ['specs/features/house/club_chips.feature'],
      scenarios: { passed: 1, failed: 0, notApplicable: 0 },
      catalog: null,
      report: 'r.html',
      nothingJudged: null,
      success: true,
    });
    // The variants its scenarios are of, not the catalog's every variant.
    expect(json.variants.map((v) => v.variant)).toEqual(['baccarat-club-25']);
  });

  it('is closed: a key it does not name, or one of its keys missing, is a departure', () => {
    const least = {
      engine: 'e 1',
      features: null,
      rules: [],
      variants: [],
      scenarios: { passed: 0, failed: 0, notApplicable: 0 },
      failures: [],
      notApplicable: [],
      unknownTags: [],
      catalog: { untested: [], unknown: [], duplicated: [] },
      nothingJudged: 'nothing was judged: no scenario ran',
      success: false,
    };
    expect(schemaErrors(least)).toEqual([]);
    expect(schemaErrors({ ...least, catalogue: null })).toEqual(['/ must NOT have additional properties']);
    const { nothingJudged: _, ...without } = least;
    expect(schemaErrors(without)).toEqual(["/ must have required property 'nothingJudged'"]);
  });
});

describe("an --engine run's table of variants", () => {
  // Four variants, six scenarios: the engine plays punto-banco only, and a scenario of
  // chemin-de-fer (which it does not play) failed all the same.
  type Six = [number, number, number, number, number, number];
  const variant = (name: string, [rules, rulesPassing, rulesNotApplicable, passed, failed, notApplicable]: Six) => ({
    variant: name,
    rules,
    rulesPassing,
    rulesNotApplicable,
    passed,
    failed,
    notApplicable,
  });
  const rule = (id: string, name: string) => ({
    id,
    variant: name,
    scenarios: 1,
    passed: 0,
    failed: 0,
    notApplicable: 0,
  });
  const scenario = (rules: string[], status: 'passed' | 'failed' | 'not-applicable') => ({
    name: rules.join(' '),
    uri: 'x.feature',
    line: 1,
    rules,
    status,
  });
  const report = {
    variants: [
      variant('baccarat-banque', [2, 0, 2, 0, 0, 2]),
      variant('chemin-de-fer', [2, 0, 1, 0, 1, 1]),
      variant('punto-banco', [2, 1, 1, 1, 0, 1]),
      variant('roads', [1, 0, 1, 0, 0, 1]),
    ],
    rules: [
      rule('BB-01', 'baccarat-banque'),
      rule('BB-02', 'baccarat-banque'),
      rule('CF-01', 'chemin-de-fer'),
      rule('CF-02', 'chemin-de-fer'),
      rule('PB-01', 'punto-banco'),
      rule('PB-02', 'punto-banco'),
      rule('RD-01', 'roads'),
    ],
    cases: [
      scenario(['PB-01'], 'passed'),
      scenario(['PB-02'], 'not-applicable'),
      scenario(['CF-01'], 'failed'),
      scenario(['BB-01'], 'not-applicable'),
      scenario(['BB-02', 'CF-02'], 'not-applicable'),
      scenario(['RD-01'], 'not-applicable'),
    ],
  };
  const cells = (lines: string[]) => lines.map((l) => l.split(/ {2,}/));

  it('lists the variants the engine plays and those where a scenario was judged; the rest in one line, each scenario once', () => {
    expect(cells(playedVariantTable(report, ['punto-banco']))).toEqual([
      ['variant', 'rules', 'rules passing', 'rules n/a', 'scenarios passed', 'scenarios failed', 'not applicable'],
      ['chemin-de-fer', '2', '0', '1', '0', '1', '1'],
      ['punto-banco', '2', '1', '1', '1', '0', '1'],
      [
        '2 other variants, not played by the engine: all their 3 scenarios not applicable (--rules lists every variant and rule)',
      ],
    ]);
    expect(playedVariantTable(report, ['punto-banco', 'baccarat-banque']).at(-1)).toBe(
      '1 other variant, not played by the engine: its one scenario not applicable (--rules lists every variant and rule)',
    );
  });
});
