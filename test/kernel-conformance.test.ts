/**
 * The compiled kernel against the chart, the specification: for every bundled profile, the same
 * seeded shoes with the same choices must leave identical records — the cards and the hand each went
 * to, the naturals, every decision (forced or chosen) and the total it was made on, the final totals
 * and the outcome; where the profile has them, a holder's penalty, the bank passing, and every stake
 * the chart took with its result per unit. A profile whose tables leave choices plays them under its
 * policy in fixtures/policies/<id>.yaml; one where each punter holds a hand is seated for
 * DEFAULT_PUNTERS punters. Here 150 coups a profile prove the wiring, over the systems of the
 * sources (test/support/sweep.ts); npm run test:deep plays 100,000 of every bundled profile
 * (test/deep/kernel-conformance.deep.ts) and these 150 of every one too. A changed rule is caught
 * by the first coup that reaches it: the comparison stops there (untilFirst).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareEngines, compareEnginesInWorker } from '../src/compare/compare.js';
import { compileProfile } from '../src/core/compile.js';
import { loadPolicyFile } from '../src/core/policy.js';
import { seatTable } from '../src/kernel/seats.js';
import { loadProfile } from '../src/loader/bundled.js';
import { checkProfileText, loadProfileFile } from '../src/loader/load.js';
import { swept } from './support/sweep.js';
import { bySlowest, pending, tableFor } from './support/tables.js';

const COUPS = 150;

describe('the kernel plays every coup as the chart does', () => {
  // Every bundled profile is compared: one the kernel cannot compile fails here, with the reason.
  it('compiles every bundled profile', () => {
    expect(pending).toEqual([]);
  });

  it.each(swept(bySlowest))('%s: 150 coups, identical records', (id) => {
    const { profile, policy } = tableFor(id);
    const result = compareEngines(profile, policy, 20_260_101, COUPS);
    expect(result.first).toBeUndefined();
    expect(result).toMatchObject({ coups: COUPS, mismatches: 0 });
  });

  it('compares on a worker thread as on this one', async () => {
    const { profile, policy } = tableFor('baccarat-banque');
    const result = await compareEnginesInWorker(profile, policy, 20_260_101, 50);
    expect(result).toEqual(compareEngines(profile, policy, 20_260_101, 50));
    expect(result).toMatchObject({ coups: 50, mismatches: 0 });
  });

  it('a choice on 5 answered with probability 1/2: 500 coups, identical records', () => {
    const profile = loadProfileFile('fixtures/profiles/punto-choice-on-five.yaml');
    const policy = loadPolicyFile('fixtures/policies/punto-draws-half-on-five.yaml', compileProfile(profile));
    const result = compareEngines(profile, policy, 7, 500);
    expect(result.first).toBeUndefined();
    expect(result).toMatchObject({ coups: 500, mismatches: 0 });
  });
});

describe('the comparison', () => {
  // Within 1,000 coups of seed 1 each changed rule is reached (the first difference comes by coup
  // 136); the comparison stops at it.
  it('catches a single changed cell of a draw table', () => {
    // Banco on 6 against Punto's third card 6 or 7: stand instead of draw.
    const text = readFileSync('specs/profiles/punto-banco.yaml', 'utf8').replace(
      '6: { stood: stand, 0-5: stand, 6-7: draw, 8-9: stand }',
      '6: stand',
    );
    const changed = checkProfileText(text, 'changed.yaml').profile!;
    expect(changed).toBeDefined();
    const result = compareEngines(loadProfile('punto-banco'), undefined, 1, 1000, changed, { untilFirst: true });
    expect(result.mismatches).toBe(1);
    expect(result.coups).toBe(result.first!.coup); // stopped there, well before the 1,000th
    expect(result.coups).toBeLessThan(1000);
    expect(result.first!.kernel).toMatch(/banco draw on 6/);
    expect(result.first!.chart).toMatch(/banco stand on 6/);
  });

  /** The bundled profile's text with one rule changed, loaded as the chart's profile. */
  const changed = (id: string, from: string, to: string) => {
    const text = readFileSync(`specs/profiles/${id}.yaml`, 'utf8');
    expect(text).toContain(from);
    return checkProfileText(text.replace(from, to), `specs/profiles/${id}.yaml`).profile!;
  };

  it('catches a fourth card the chart does not deal (club baccarat, RC-13)', () => {
    const { profile, policy } = tableFor('baccarat-club');
    const chart = changed('baccarat-club', '    - when: { cards: 3, tenValued: 3 }', '    - when: { cards: 4 }');
    const result = compareEngines(profile, policy, 1, 1000, chart, { untilFirst: true });
    expect(result.mismatches).toBe(1);
    const cards = (line: string) => line.split(' | ')[0]!.split(' ').length;
    expect(cards(result.first!.kernel)).toBe(cards(result.first!.chart) + 1);
  });

  it('catches a penalty the chart does not charge (club baccarat, RC-15)', () => {
    const { profile, policy } = tableFor('baccarat-club');
    const chart = changed('baccarat-club', 'drewOn: "6-9"', 'drewOn: "8-9"');
    const result = compareEngines(profile, policy, 1, 1000, chart, { untilFirst: true });
    expect(result.mismatches).toBe(1);
    expect(result.first!.kernel).toMatch(/ \| penalty on (right|left)/);
    expect(result.first!.chart).toMatch(/ \| no facts/);
  });

  it('catches a 6 against 6 the chart gives the banker (the domestic game, RD-14)', () => {
    const { profile, policy } = tableFor('baccarat-domestic');
    const chart = seatTable(changed('baccarat-domestic', 'equalReturned: [6]', 'equalReturned: []'), undefined).profile;
    const result = compareEngines(profile, policy, 1, 1000, chart, { untilFirst: true });
    expect(result.mismatches).toBe(1);
    expect(result.first!.kernel).toMatch(/punter-\d equal/);
    expect(result.first!.chart).toMatch(/stake on punter-\d -1/);
  });
});
