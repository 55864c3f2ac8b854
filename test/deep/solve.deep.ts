/**
 * solve, the longer checks: the game it builds (src/solve/game.ts) values the bundled policies as
 * the exact odds (src/odds/exact.ts) do, to the last digit, for every two-hand profile with choices;
 * the equilibrium of a real shoe written as a policy is valid and simulate plays it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fraction, fractionText } from '../../src/core/fraction.js';
import { loadPolicyFile } from '../../src/core/policy.js';
import { loadProfile } from '../../src/loader/bundled.js';
import { exactOdds } from '../../src/odds/exact.js';
import { payoffOf } from '../../src/solve/equilibrium.js';
import { buildGame } from '../../src/solve/game.js';
import { baccarat } from '../support/cli.js';

const FREE = 'chemin-de-fer-free-banker';

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'baccarat-solve-deep-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the game solve builds', () => {
  it.each([
    ['baccarat-domestic', 2],
    ['baccarat-domestic-tens', 2],
    ['chemin-de-fer', 6],
    ['chemin-de-fer', 1],
    [FREE, 8],
  ] as [string, number][])('%s: the game solve builds values the bundled policy as the exact odds do', (id, decks) => {
    const profile = loadProfile(id);
    const game = buildGame(profile, { decks, sees: 'totals', commission: fraction(0n) });
    const policy = loadPolicyFile(`fixtures/policies/${id}.yaml`, game.compiled);
    const value = payoffOf(
      game.punterPayoff,
      game.punter.map((s) => policy.drawChance.get(s.cell)!),
      game.banker.map((s) => policy.drawChance.get(s.cell)!),
    );
    expect(fractionText(value)).toBe(fractionText(exactOdds(profile, { decks, policy }).bets[0]!.ev));
  });
});

describe('the policy of a real shoe', () => {
  it('validates against the policy schema, and simulate --policy plays it', async () => {
    const file = join(work, 'equilibrium.yaml');
    const solved = await baccarat(['solve', FREE, '--commission', '0', '--out', file]);
    expect(solved.code).toBe(0);
    const text = readFileSync(file, 'utf8');
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    const validate = ajv.compile(JSON.parse(readFileSync('schemas/policy.schema.json', 'utf8')));
    expect(validate(parse(text)), JSON.stringify(validate.errors)).toBe(true);
    expect(text).toContain('profile: chemin-de-fer-free-banker');
    const simulated = await baccarat([
      'simulate',
      FREE,
      '--policy',
      file,
      '-n',
      '2000',
      '--seed',
      '1',
      '--workers',
      '1',
      '--json',
    ]);
    expect(simulated.err).toBe('');
    expect(simulated.code).toBe(0);
  });
});
