/**
 * `baccarat vectors --out <dir>` and a vector runner: the vectors written are valid under their
 * schema, one of them is checked against a coup worked by hand, and the bundled engine — driven
 * through the kit's Engine interface, as any engine could be — passes every one. A folder that is
 * not new or empty is refused, and left as it was.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import type { Card } from '../src/cards/card.js';
import type { Vector } from '../src/conformance/vectors.js';
import { BuiltinEngine } from '../src/engine/builtin.js';
import type { Engine, EngineVerdict } from '../src/engine/types.js';
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

/** Plays each vector on `engine` (start, its bets, DEAL) and names those whose coup differs, with the first key that does. */
async function runVectors(engine: Engine, vectors: readonly Vector[]): Promise<{ passed: number; failed: string[] }> {
  const failed: string[] = [];
  for (const v of vectors) {
    const bettors = [...new Set(v.bets.map((b) => b.participant))];
    const started = await engine.start(
      {
        profile: v.profile,
        participants: bettors,
        singleCoup: true,
        shoe: { kind: 'stacked', shuffles: [v.shoe as Card[]] },
      },
      v.id,
    );
    let taken: EngineVerdict = started;
    for (const b of v.bets)
      if (taken.accepted) taken = await engine.move({ type: 'BET', participant: b.participant, bet: b.bet });
    const dealt = taken.accepted ? await engine.move({ type: 'DEAL' }) : taken;
    if (!dealt.accepted) {
      failed.push(`${v.id}: refused: ${dealt.reason}`);
      continue;
    }
    const coup = JSON.parse(JSON.stringify(dealt.state.coup)) as Vector['expected'] & {
      hands: Record<string, { total: number }>;
    };
    const got: Vector['expected'] = {
      cards: coup.cards,
      decisions: coup.decisions,
      naturals: coup.naturals,
      totals: Object.fromEntries(Object.entries(coup.hands).map(([h, x]) => [h, x.total])),
      outcome: coup.outcome,
      settlements: coup.settlements,
    };
    const differs = (Object.keys(v.expected) as (keyof Vector['expected'])[]).find(
      (k) => JSON.stringify(got[k]) !== JSON.stringify(v.expected[k]),
    );
    if (differs) failed.push(`${v.id} [${v.rules.join(' ')}]: ${differs}`);
    await engine.finish();
  }
  return { passed: vectors.length - failed.length, failed };
}

describe('baccarat vectors --out <dir>', () => {
  it('writes every single coup of the suite, valid under its schema, and the bundled engine passes them all', async () => {
    const out = join(work, 'vectors');
    const r = await baccarat(['vectors', '--out', out]);
    expect([r.code, r.err]).toEqual([0, '']);
    expect(r.out.startsWith(`277 vectors in ${out}: `)).toBe(true);
    expect(r.out).toContain('punto-banco.json (130)');
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
      bets: [{ participant: 'Boris', bet: 'banco' }],
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
      shoe: ['AS', '7S', 'KH', 'KD', '2H', '3D'],
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
    expect(await runVectors(new BuiltinEngine(), all)).toEqual({ passed: 277, failed: [] });
  }, 60_000);

  it('a vector the engine gets wrong is named, with its rule ids and the first key that differs', async () => {
    const vector: Vector = {
      id: 'made-up:1',
      scenario: 'a wrong expectation',
      source: 'here',
      rules: ['PB-04.1'],
      profile: 'punto-banco',
      shoe: ['AS', '7S', 'KH', 'KD', '2H', '3D'],
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
    expect(await runVectors(new BuiltinEngine(), [vector])).toEqual({
      passed: 0,
      failed: ['made-up:1 [PB-04.1]: cards'],
    });
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
