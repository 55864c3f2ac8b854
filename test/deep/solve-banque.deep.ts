/**
 * `baccarat solve baccarat-banque` (npm run test:deep: each run walks the coups of a whole deck four
 * or five times, seconds of counting, so none of it is in npm test): the text the command prints — its
 * model, each total's worth, the exact values —, the written best response read back by odds --policy — the banker's value minus
 * the sides' expected nets — the JSON, and the sides' best response. Figures at one deck, the sides
 * or the banker playing the plain policy fixtures/policies/baccarat-banque.yaml.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { baccarat } from '../support/cli.js';

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'baccarat-solve-banque-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('solve baccarat-banque, one deck', () => {
  it("--json --out: the banker's response, the file odds reads back to the same value", async () => {
    const file = join(work, 'banker.yaml');
    const r = await baccarat(['solve', 'baccarat-banque', '--decks', '1', '--json', '--out', file]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as Record<string, unknown> & {
      value: { before: string; after: string };
      fullInformation: { value: string; differs: unknown[] };
      given: { policy: string; bundled: boolean };
      policy: string;
    };
    expect(j).toMatchObject({
      profile: 'baccarat-banque',
      decks: 1,
      responder: 'banker',
      stakes: { right: 1, left: 1 },
    });
    expect(j.value).toEqual({ before: '0', after: '50108693/118524758625' });
    expect(j.fullInformation.value).toBe('1379573633/104301787590');
    expect(j.fullInformation.differs).toHaveLength(109);
    expect(j.given.bundled).toBe(true);
    expect(j.given.policy).toMatch(/fixtures\/policies\/baccarat-banque\.yaml$/);
    expect(readFileSync(file, 'utf8')).toBe(j.policy);

    // One pipeline: the banker's result under the file is minus the two sides' expected nets.
    const odds = await baccarat(['odds', 'baccarat-banque', '--decks', '1', '--policy', file, '--json']);
    expect(odds.code).toBe(0);
    const bets = (JSON.parse(odds.out) as { bets: Record<string, { ev: string }> }).bets;
    const evs = Object.entries(bets)
      .filter(([id]) => id.startsWith('side'))
      .map(([, b]) => b.ev.split('/').map(BigInt) as [bigint, bigint]);
    expect(evs).toHaveLength(2);
    const [[a, b], [c, d]] = evs as [[bigint, bigint], [bigint, bigint]];
    // -(a/b + c/d) = 50108693/118524758625, cross-multiplied.
    expect(-(a * d + c * b) * 118524758625n).toBe(50108693n * b * d);
  });

  it("--responder sides: each side's best response to the plain banker, per unit of its bet", async () => {
    const file = join(work, 'sides.yaml');
    const r = await baccarat([
      'solve',
      'baccarat-banque',
      '--decks',
      '1',
      '--responder',
      'sides',
      '--json',
      '--out',
      file,
    ]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as { responder: string; value: Record<string, { before: string; after: string }> };
    expect(j.responder).toBe('sides');
    expect(Object.keys(j.value)).toEqual(['right', 'left']);
    expect(parse(readFileSync(file, 'utf8')).choices.banker).toEqual({ '0-4': 'draw', 5: '1/2', '6-7': 'stand' });
    // The CLI's figures, recorded (each side gains, per unit, what the banker's answer by his total
    // gains him per side: 2 x 50108693/237049517250 = 50108693/118524758625).
    expect(j.value).toEqual({
      right: { before: '0', after: '50108693/237049517250' },
      left: { before: '0', after: '50108693/237049517250' },
    });
  });

  it("answers a policy mixed too finely for doubles (path labels): the banker's value before is minus the sides'", async () => {
    const fine = join(work, 'fine.yaml');
    writeFileSync(
      fine,
      'profile: baccarat-banque\ndescription: fine\nchoices:\n  right:\n    5: "799863/964528"\n  left:\n    5: "799863/964528"\n  banker:\n    0-4: draw\n    5: "546971813/1444075196"\n    6-7: stand\n',
    );
    const banker = await baccarat(['solve', 'baccarat-banque', '--decks', '1', '--policy', fine, '--json']);
    const sides = await baccarat([
      'solve',
      'baccarat-banque',
      '--decks',
      '1',
      '--policy',
      fine,
      '--responder',
      'sides',
      '--json',
    ]);
    expect([banker.code, sides.code, banker.err, sides.err]).toEqual([0, 0, '', '']);
    const b = JSON.parse(banker.out) as { value: { before: string }; given: { bundled: boolean } };
    const s = JSON.parse(sides.out) as { value: Record<string, { before: string }> };
    expect(b.given.bundled).toBe(false);
    // The CLI's figures, recorded: each side's expected net per unit under the given policy, and the banker's on 1 chip a side.
    expect(s.value.right!.before).toBe('7860709636340051537153/41271830977835722228146000');
    expect(s.value.left!.before).toBe('7860709636340051537153/41271830977835722228146000');
    expect(b.value.before).toBe('-7860709636340051537153/20635915488917861114073000');
  });
});

describe("solve baccarat-banque: the banker's best response", () => {
  it("prints the model, each total's worth, the exact values; writes the policy; odds reads it back", async () => {
    const file = join(work, 'banker.yaml');
    const r = await baccarat(['solve', 'baccarat-banque', '--decks', '1', '--out', file]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    // No --policy: the profile's plain policy, said so.
    // Within 100 columns: a long line goes on under itself, indented two.
    expect(lines.slice(0, 2)).toEqual([
      "the others play: fixtures/policies/baccarat-banque.yaml (the profile's plain policy; --policy names",
      '  another)',
    ]);
    expect(lines.slice(2, 7)).toEqual([
      "Baccarat Banque: the banker's best response",
      'model: one coup from a fresh shoe of 1 deck (52 cards), drawn without replacement; the banker',
      "  answers the sides' policy knowing his own total (the policy file) or his total and each side's",
      '  third card or that it stood (full information, BB-05.5); the sides play as the given policy says',
      'stakes: 1 on right, 1 on left',
    ]);
    // By his total: draw on 0-5 (on 5 by 1.3 points of the coups that reach it), stand on 6-7.
    expect(r.out).toContain('banker on 5                        -4.2632 %     -5.6005 %  draw\n');
    expect(r.out).toContain('banker on 6                         9.8284 %     53.9521 %  stand\n');
    expect(r.out).toContain(
      "banker's expected result per coup: 0.000000 under the given policy, 0.000423 by his total\n  (50108693/118524758625)\n",
    );
    expect(r.out).toContain(
      "seeing the tableaux' third cards too: 0.013227 (1379573633/104301787590); 109 situations where he\n  does otherwise than by his total alone:\n",
    );
    // Seeing both third cards, on 6 he draws against two sixes or sevens (a grid by right's and left's third card).
    expect(r.out).toContain(
      "  on 6 (by his total: stand; 4 otherwise), by right's third card (rows) and left's (columns):\n          stood  0  1  2  3  4  5  6  7  8  9\n",
    );
    expect(r.out).toContain(
      '    6         S  S  S  S  S  S  S  D  D  S  S\n    7         S  S  S  S  S  S  S  D  D  S  S\n',
    );

    const text = readFileSync(file, 'utf8');
    expect(r.out).toContain(text.trimEnd());
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    const validate = ajv.compile(JSON.parse(readFileSync('schemas/policy.schema.json', 'utf8')) as object);
    expect(validate(parse(text))).toBe(true);
    expect(parse(text).choices).toEqual({
      right: { 5: '1/2' },
      left: { 5: '1/2' },
      banker: { '0-5': 'draw', '6-7': 'stand' },
    });
  });
});
