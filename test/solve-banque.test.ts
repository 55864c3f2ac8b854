/**
 * `baccarat solve <three-hand profile>`: the best response of Baccarat Banque's banker (or sides) to
 * the policy the others play, printed with its model and written as a policy file that odds reads.
 * The figures are the CLI's own at one deck (1 chip on each side, the sides playing the plain policy
 * fixtures/policies/baccarat-banque.yaml): the brute force of test/best-response.test.ts checks the
 * same code on a nine-card shoe, which a deck count cannot name. The file read back by odds --policy,
 * --json and the sides' response: test/deep/solve-banque.deep.ts (each run walks every coup of the
 * shoe four times, a second or more). Called in-process through main(argv, io).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { baccarat } from './support/cli.js';

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'baccarat-solve-banque-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("solve baccarat-banque: the banker's best response", () => {
  it("prints the model, each total's worth, the exact values; writes the policy; odds reads it back", async () => {
    const file = join(work, 'banker.yaml');
    const r = await baccarat(['solve', 'baccarat-banque', '--decks', '1', '--out', file]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    // No --policy: the profile's plain policy, said so.
    expect(lines[0]).toMatch(
      /^the others play: .*fixtures\/policies\/baccarat-banque\.yaml \(the profile's plain policy; --policy names another\)$/,
    );
    expect(lines[1]).toBe("Baccarat Banque: the banker's best response");
    expect(lines[2]).toBe(
      "model: one coup from a fresh shoe of 1 deck (52 cards), drawn without replacement; the banker answers the sides' policy knowing his own total (the policy file) or his total and each side's third card or that it stood (full information, BB-05.5); the sides play as the given policy says",
    );
    expect(lines[3]).toBe('stakes: 1 on right, 1 on left');
    // By his total: draw on 0-5 (on 5 by 1.3 points of the coups that reach it), stand on 6-7.
    expect(r.out).toContain('banker on 5                        -4.2632 %     -5.6005 %  draw\n');
    expect(r.out).toContain('banker on 6                         9.8284 %     53.9521 %  stand\n');
    expect(r.out).toContain(
      "banker's expected result per coup: 0.000000 under the given policy, 0.000423 by his total (50108693/118524758625)\n",
    );
    expect(r.out).toContain(
      "seeing the tableaux' third cards too: 0.013227 (1379573633/104301787590); 109 situations where he does otherwise than by his total alone:\n",
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
