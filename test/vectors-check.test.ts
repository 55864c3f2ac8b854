/**
 * `baccarat vectors --out <dir> <file.feature | profile.yaml>…` and `vectors --check <dir> --engine`:
 * a user's own feature (its profile a file of his) and profile file give their vectors, with the
 * profile's fixed stake as each bet's amount and the user's path in the README; bad inputs are
 * refused in one located line, nothing written. The vectors replayed through the self-adapter all
 * pass; through its third-card mutant the vector it breaks is named with its field, expected and
 * actual values; a vector file that fails its schema is refused at its line, nothing run. Small
 * inputs (a few vectors), so that each adapter run is short.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import { baccarat } from './support/cli.js';
import { schemaNodes } from './support/schema-nodes.js';

const work = mkdtempSync(join(tmpdir(), 'baccarat-vectors-check-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const SELF = `"${process.execPath}" ${new URL('../dist/engine/self-adapter.js', import.meta.url).pathname}`;

// Punto Banco at a stake of 50 (its own id): the bets' amount is 50, and Banco's win pays 47.5.
writeFileSync(
  join(work, 'house.yaml'),
  'extends: punto-banco\nid: my-house\nname: My house\ndescription: Punto Banco at 50 points.\nsession:\n  betting:\n    stake: 50\n',
);
writeFileSync(
  join(work, 'mine.feature'),
  `Feature: my house

  @rule:PB-04.3
  Scenario: Banco on 6 draws against a third card of 6
    Given the "house.yaml" profile
    When a coup is dealt from "AC 4S KC 2D 6H 2C"
    Then banco wins

  Scenario: a bet at the house's stake
    Given the "house.yaml" profile
    And a single coup with bettors "Ann"
    And the shoe is stacked with "2H 9S 3D KC"
    When "Ann" predicts banco
    And the dealer deals
    Then banco wins

  Scenario: two coups are not a single coup
    Given the "house.yaml" profile
    When a coup is dealt from "AC 4S KC 2D 6H 2C"
    And a coup is dealt from "AC 4S KC 2D 6H 2C"
    Then banco wins
`,
);

// The same coups under the bundled Punto Banco, which the self-adapter plays (a user's profile file
// is not an engine's: through an adapter the profile is an id the engine names in its hello).
writeFileSync(
  join(work, 'pb.feature'),
  readFileSync(join(work, 'mine.feature'), 'utf8').replaceAll('"house.yaml"', '"punto-banco"'),
);

describe("vectors --out with a user's own feature and profile", () => {
  it("writes the feature's single coups under its profile file, the fixed stake as each bet's amount", async () => {
    const r = await baccarat(['vectors', '--out', 'v', 'mine.feature'], { cwd: work });
    expect([r.code, r.out, r.err]).toEqual([0, '2 vectors in v: my-house.json (2)\n', '']);
    expect(readdirSync(join(work, 'v')).sort()).toEqual(['README.md', 'my-house.json', 'vectors.schema.json']);
    expect(readFileSync(join(work, 'v', 'README.md'), 'utf8')).toContain(
      '- `my-house.json`: 2 vectors, profile `house.yaml`\n',
    );
    const file = JSON.parse(readFileSync(join(work, 'v', 'my-house.json'), 'utf8'));
    expect(file.format).toBe('baccarat-vectors/2');
    // Ann's 50 on banco: Punto 2♥ 3♦ = 5, Banco 9♠ K♣ = 9, a natural; 50 less 5 % is 47.5.
    expect(
      file.vectors.map((v: { id: string; needs: string[]; bets: unknown; expected: { settlements: unknown } }) => [
        v.id,
        v.needs,
        v.bets,
        v.expected.settlements,
      ]),
    ).toEqual([
      ['mine:4', [], [], []],
      [
        'mine:9',
        ['payouts'],
        [{ participant: 'Ann', bet: 'banco', amount: 50 }],
        [{ participant: 'Ann', bet: 'banco', stake: 50, result: 'win', change: 47.5 }],
      ],
    ]);
  });

  it('a profile file alone gives the single coups of the bundled profile it extends, dealt by its rules', async () => {
    writeFileSync(join(work, 'six.yaml'), 'extends: super-6\nid: my-six\nname: My Super 6\ndescription: Super 6.\n');
    const r = await baccarat(['vectors', '--out', 'p', 'six.yaml'], { cwd: work });
    // Super 6's three single coups (specs/features/house/house_variants.feature), under the file's id.
    expect([r.code, r.out, r.err]).toEqual([0, '3 vectors in p: my-six.json (3)\n', '']);
    const file = JSON.parse(readFileSync(join(work, 'p', 'my-six.json'), 'utf8'));
    expect(file.vectors.map((v: { profile: string }) => v.profile)).toEqual(['my-six', 'my-six', 'my-six']);
    expect(readFileSync(join(work, 'p', 'README.md'), 'utf8')).toContain(
      '- `my-six.json`: 3 vectors, profile `six.yaml`\n',
    );
  });

  it('refuses a bad input in one located line, exit 1, and writes nothing', async () => {
    writeFileSync(
      join(work, 'bad.feature'),
      'Feature: x\n  Scenario: y\n    Given the "punto-banco" profile\n    Whatever\n',
    );
    writeFileSync(join(work, 'lone.yaml'), 'id: lone\nname: Lone\n');
    writeFileSync(join(work, 'plain.feature'), 'Feature: x\n  Scenario: y\n    Given the "punto-banco" profile\n');
    writeFileSync(
      join(work, 'orphan.yaml'),
      readFileSync(join(work, 'house.yaml'), 'utf8').replace('punto-banco', 'house.yaml'),
    );
    const cases: [string, string][] = [
      [
        'bad.feature',
        "bad.feature: (4:5): expected: #EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty, got 'Whatever': nothing written\n",
      ],
      [
        'plain.feature',
        'plain.feature: no single-coup scenario (a profile, a stacked shoe, its bets, one deal, then only Thens): no vector to write: nothing written\n',
      ],
      [
        'orphan.yaml',
        'orphan.yaml: a profile file alone yields the single-coup scenarios of the bundled profile it extends, and this one extends "house.yaml", which is not a bundled profile: name a .feature file of yours that uses it: nothing written\n',
      ],
      ['none.feature', 'none.feature: no such file: name a profile file (.yaml) or a .feature file\n'],
      ['house', 'house: no such file: name a profile file (.yaml) or a .feature file\n'],
    ];
    for (const [input, err] of cases) {
      const r = await baccarat(['vectors', '--out', 'x', input], { cwd: work });
      expect([input, r.code, r.out, r.err]).toEqual([input, 1, '', err]);
    }
    const lone = await baccarat(['vectors', '--out', 'x', 'lone.yaml'], { cwd: work });
    expect([lone.code, lone.err.split('\n')[0]]).toEqual([1, 'lone.yaml:1:1  /  missing required key "shoe"']);
    expect(readdirSync(work)).not.toContain('x');
  });
});

describe('vectors --check <dir> --engine', () => {
  it('the self-adapter passes them all (--json, of its schema); its third-card mutant fails the vector it breaks, named', async () => {
    const wrote = await baccarat(['vectors', '--out', 'pb', 'pb.feature'], { cwd: work });
    expect([wrote.code, wrote.out, wrote.err]).toEqual([0, '2 vectors in pb: punto-banco.json (2)\n', '']);
    // As JSON, held to its schema (the text form: the mutant's, below).
    const ok = await baccarat(['vectors', '--check', 'pb', '--engine', SELF, '--json'], { cwd: work });
    const report = JSON.parse(ok.out);
    const valid = new Ajv2020({ strict: false, allErrors: true }).compile(
      JSON.parse(readFileSync(new URL('../schemas/vectors-check.schema.json', import.meta.url), 'utf8')),
    );
    expect([ok.code, ok.err, valid(report) ? [] : valid.errors]).toEqual([0, '', []]);
    expect(report).toEqual({
      engine: 'baccarat-spec 0.1.0',
      passed: 2,
      failed: 0,
      notApplicable: 0,
      failures: [],
      notApplicableVectors: [],
      success: true,
    });
    const bad = await baccarat(['vectors', '--check', 'pb', '--engine', `${SELF} --mutant third-card`], { cwd: work });
    // PB-04.3: Punto A♣ K♣ = 1 draws the 6♥ (7); Banco 4♠ 2♦ = 6 must draw (the 2♣: 8) and win; the mutant stands and loses.
    expect([bad.code, bad.err]).toEqual([1, '']);
    expect(bad.out.split('\n')).toEqual([
      'FAILED  pb/punto-banco.json pb:4 [PB-04.3]: cards[5]: expected {"hand":"banco","card":"2C","phase":"draw","faceUp":true,"totals":{"punto":7,"banco":8}}, actual none',
      'FAILED  pb/punto-banco.json pb:4 [PB-04.3]: decisions[1]: expected {"hand":"banco","action":"draw","forced":true,"by":"rules","total":6,"card":"2C"}, actual {"hand":"banco","action":"stand","forced":true,"by":"rules","total":6}',
      'FAILED  pb/punto-banco.json pb:4 [PB-04.3]: totals: expected {"punto":7,"banco":8}, actual {"punto":7,"banco":6}',
      'FAILED  pb/punto-banco.json pb:4 [PB-04.3]: outcome: expected banco, actual punto',
      'vectors: 1 passed, 1 failed, 0 not applicable',
      '',
    ]);
  });

  it('refuses a vector file that fails its schema at its line and column, nothing run', async () => {
    writeFileSync(
      join(work, 'v', 'zz.json'),
      '{\n  "format": "baccarat-vectors/1",\n  "profile": "punto-banco",\n  "generator": "me",\n  "vectors": []\n}\n',
    );
    const r = await baccarat(['vectors', '--check', 'v', '--engine', SELF], { cwd: work });
    expect([r.code, r.out, r.err]).toEqual([
      1,
      '',
      'v/zz.json:2:13  /format  must be "baccarat-vectors/2"\nnothing ran\n',
    ]);
    rmSync(join(work, 'v', 'zz.json'));
  });
});

describe("the vectors' schemas", () => {
  it.each(['schemas/vectors.schema.json', 'schemas/vectors-check.schema.json'])('%s describes every key', (file) => {
    const undescribed = schemaNodes(file)
      .all.filter(([, node]) => typeof node.description !== 'string')
      .map(([path]) => path);
    expect(undescribed).toEqual([]);
  });
});
