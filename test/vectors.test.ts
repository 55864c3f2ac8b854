/**
 * `baccarat vectors --out <dir>` and the vector runner (checkVectors): the vectors written are valid
 * under their schema, two of them are checked against coups worked by hand, the README names each
 * profile's file as it lies in the package, the summary is sorted and wrapped, and the bundled
 * engine — driven through the kit's Engine interface, as any engine could be — passes every one. A
 * folder that is not new or empty is refused, and left as it was.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import { checkVectors, type Vector } from '../src/conformance/vectors.js';
import { BuiltinEngine } from '../src/engine/builtin.js';
import { baccarat } from './support/cli.js';

const work = mkdtempSync(join(tmpdir(), 'baccarat-vectors-'));

/** The profiles with single-coup scenarios: Punto Banco, and the house tables' side bets. */
const PROFILES = [
  'big-small',
  'both-hands',
  'card-colours',
  'card-words',
  'dai-bacc',
  'dragon-bonus',
  'dragon-bonus-2',
  'egalite',
  'ez-baccarat',
  'five-treasures',
  'four-five-six',
  'golden-frog',
  'lucky-6',
  'natural-bets',
  'pair-bets',
  'pair-colours',
  'perfect-pairs',
  'punto-banco',
  'punto-banco-pairs',
  'punto-banco-tie-9',
  'super-6',
  'three-card-win',
  'tiger',
];
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('baccarat vectors --out <dir>', () => {
  it('writes every single coup of the suite, valid under its schema, and the bundled engine passes them all', async () => {
    const out = join(work, 'vectors');
    const r = await baccarat(['vectors', '--out', out]);
    expect([r.code, r.err]).toEqual([0, '']);
    expect(r.out.startsWith(`277 vectors in ${out}: big-small.json (5), both-hands.json (12),`)).toBe(true);
    // One summary, sorted by profile id, wrapped at 100 columns: its lines, joined, name every file once.
    const lines = r.out.trimEnd().split('\n');
    expect(lines.filter((l) => l.length > 100)).toEqual([]);
    const listed = [...lines.join(' ').matchAll(/([a-z0-9-]+)\.json \((\d+)\)/gu)].map((m) => m[1]);
    expect(listed).toEqual(PROFILES);
    expect(r.out).toContain('punto-banco.json (130)');
    // Each file's profile as it lies in the package: most under specs/profiles/house/.
    const readme = readFileSync(join(out, 'README.md'), 'utf8');
    expect(readme).toContain('- `punto-banco.json`: 130 vectors, profile `specs/profiles/punto-banco.yaml`\n');
    expect(readme).toContain('- `tiger.json`: 9 vectors, profile `specs/profiles/house/tiger.yaml`\n');
    const profiles = PROFILES.map((p) => `${p}.json`);
    expect(readdirSync(out).sort()).toEqual([...profiles, 'README.md', 'vectors.schema.json'].sort());
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const valid = ajv.compile(JSON.parse(readFileSync(join(out, 'vectors.schema.json'), 'utf8')) as object);
    const all: Vector[] = [];
    for (const f of profiles) {
      const file = JSON.parse(readFileSync(join(out, f), 'utf8')) as { vectors: Vector[] };
      expect(valid(file) ? [] : valid.errors).toEqual([]);
      all.push(...file.vectors);
    }
    expect([all.length, all.filter((v) => v.bets.length > 0).length]).toEqual([277, 161]);
    const doc = { vectors: all.filter((v) => v.profile === 'punto-banco') };
    expect(doc.vectors).toHaveLength(130);
    // PB-05.1: Boris's 20 on banco; Punto 2♥ 3♦ = 5, Banco 9♠ K♣ = 9, a natural: banco wins, and pays
    // 19 (20 less the 5 % commission).
    expect(doc.vectors.find((v) => v.id === 'punto-banco/payouts:29')).toMatchObject({
      rules: ['PB-05.3', 'PB-05.1'],
      shoe: ['2H', '9S', '3D', 'KC'],
      needs: ['payouts'],
      bettors: ['Ann', 'Boris'],
      bets: [{ participant: 'Boris', bet: 'banco', amount: 20 }],
      expected: {
        decisions: [],
        naturals: ['banco'],
        totals: { punto: 5, banco: 9 },
        outcome: 'banco',
        settlements: [{ participant: 'Boris', bet: 'banco', stake: 20, result: 'win', change: 19 }],
      },
    });
    // PB-03.1 "A counts 1": Punto A♠ K♥ = 1, Banco 7♠ K♦ = 7; Punto draws on 1 (PB-04.1) the 2♥: 3;
    // Banco stands on 7 (PB-04.3); Banco wins 7 to 3; the 3♦ stays in the shoe.
    expect(doc.vectors.find((v) => v.id === 'punto-banco/deal_and_naturals:31')).toEqual({
      id: 'punto-banco/deal_and_naturals:31',
      scenario: 'A counts 1',
      source: 'specs/features/punto-banco/deal_and_naturals.feature:31',
      rules: ['PB-03.1'],
      profile: 'punto-banco',
      needs: [],
      shoe: ['AS', '7S', 'KH', 'KD', '2H', '3D'],
      bettors: [],
      bets: [],
      expected: {
        cards: [
          { hand: 'punto', card: 'AS', phase: 'deal', faceUp: true, totals: { punto: 1, banco: 0 } },
          { hand: 'banco', card: '7S', phase: 'deal', faceUp: true, totals: { punto: 1, banco: 7 } },
          { hand: 'punto', card: 'KH', phase: 'deal', faceUp: true, totals: { punto: 1, banco: 7 } },
          { hand: 'banco', card: 'KD', phase: 'deal', faceUp: true, totals: { punto: 1, banco: 7 } },
          { hand: 'punto', card: '2H', phase: 'draw', faceUp: true, totals: { punto: 3, banco: 7 } },
        ],
        decisions: [
          { hand: 'punto', action: 'draw', forced: true, by: 'rules', total: 1, card: '2H' },
          { hand: 'banco', action: 'stand', forced: true, by: 'rules', total: 7 },
        ],
        naturals: [],
        totals: { punto: 3, banco: 7 },
        outcome: 'banco',
        settlements: [],
      },
    });
    const checked = await checkVectors(new BuiltinEngine(), [{ shown: 'all', vectors: all }]);
    expect([checked.passed, checked.failed, checked.notApplicable, checked.failures]).toEqual([277, 0, 0, []]);
  }, 60_000);

  it('a vector the engine gets wrong is named, with its rule ids, each field that differs and both values', async () => {
    const vector: Vector = {
      id: 'made-up:1',
      scenario: 'a wrong expectation',
      source: 'here',
      rules: ['PB-04.1'],
      profile: 'punto-banco',
      needs: [],
      shoe: ['AS', '7S', 'KH', 'KD', '2H', '3D'],
      bettors: [],
      bets: [],
      expected: {
        cards: [],
        decisions: [],
        naturals: [],
        totals: { punto: 3, banco: 7 },
        outcome: 'punto',
        settlements: [],
      },
    };
    const checked = await checkVectors(new BuiltinEngine(), [{ shown: 'mine.json', vectors: [vector] }]);
    expect([checked.passed, checked.failed]).toEqual([0, 1]);
    // Punto A♠ K♥ = 1 draws the 2♥ (3); Banco 7♠ K♦ stands on 7 and wins: not the vector's outcome.
    // A list is told by its first entry that differs: here the first, as the vector expects none.
    expect(checked.failures.map((f) => [f.file, f.id, f.field, f.expected, f.actual])).toEqual([
      [
        'mine.json',
        'made-up:1',
        'cards[0]',
        'none',
        { hand: 'punto', card: 'AS', phase: 'deal', faceUp: true, totals: { punto: 1, banco: 0 } },
      ],
      [
        'mine.json',
        'made-up:1',
        'decisions[0]',
        'none',
        { hand: 'punto', action: 'draw', forced: true, by: 'rules', total: 1, card: '2H' },
      ],
      ['mine.json', 'made-up:1', 'outcome', 'punto', 'banco'],
    ]);
  });

  it('refuses a folder that is not empty, or not a folder, in one line (exit 1), changing nothing', async () => {
    const full = join(work, 'full');
    mkdirSync(full);
    writeFileSync(join(full, 'mine.txt'), 'mine');
    const r = await baccarat(['vectors', '--out', full]);
    expect([r.code, r.out, r.err]).toEqual([
      1,
      '',
      `--out ${full}: the folder is not empty (1 entry): name a new or empty folder\n`,
    ]);
    expect(readdirSync(full)).toEqual(['mine.txt']);
    const file = join(full, 'mine.txt');
    const f = await baccarat(['vectors', '--out', file]);
    expect([f.code, f.err]).toEqual([1, `--out ${file}: is not a folder: name a new or empty folder\n`]);
    expect(readFileSync(file, 'utf8')).toBe('mine');
  });
});
