/**
 * The compiled kernel against the chart, the specification: for every bundled profile, 100,000
 * coups from the same seeded shoes, with the same choices, must leave identical records — the cards
 * and the hand each went to, the naturals, every decision (forced or chosen) and the total it was
 * made on, the final totals and the outcome; where the profile has them, a holder's penalty, the bank
 * passing, and every stake the chart took with its result per unit. A profile whose tables leave
 * choices plays them under its policy in fixtures/policies/<id>.yaml; one where each punter holds a
 * hand is seated for DEFAULT_PUNTERS punters.
 */
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { compileProfile, unsupportedReason } from '../src/kernel/compile.js';
import { compareEngines, compareEnginesInWorker } from '../src/kernel/compare.js';
import { seatTable } from '../src/kernel/seats.js';
import { bundledIds, resolveProfile } from '../src/profile/bundled.js';
import { checkProfileText, loadProfileFile } from '../src/profile/load.js';
import { loadPolicyFile, reachableChoices } from '../src/odds/policy.js';

const COUPS = 100_000;
// About a minute for every profile on an idle 2-core machine; room for a busy one.
const TIMEOUT = 300_000;

/** The bundled profile as a simulation plays it: seated where each punter holds a hand, with its policy. */
function tableFor(id: string) {
  const profile = resolveProfile(id);
  const c = compileProfile(profile);
  const file = `fixtures/policies/${id}.yaml`;
  if (reachableChoices(c).length === 0) return seatTable(profile, undefined);
  expect(existsSync(file), `${id} leaves choices: it needs ${file}`).toBe(true);
  return seatTable(profile, loadPolicyFile(file, c));
}

// A bundled profile with a rule the kernel does not compile yet is listed as skipped, with the rule.
const compiled = bundledIds().filter((id) => unsupportedReason(resolveProfile(id), 'simulation') === null);
const pending = bundledIds().filter((id) => !compiled.includes(id));

/**
 * At most one comparison per core at a time: the chart plays some 6,000-20,000 coups a second, and
 * more threads than cores only share them (and each holds its own heap). The rest wait their turn.
 */
const slots = { free: Math.max(1, availableParallelism()), waiting: [] as (() => void)[] };
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (slots.free > 0) slots.free--;
  else await new Promise<void>((go) => slots.waiting.push(go));
  try {
    return await work();
  } finally {
    const next = slots.waiting.shift();
    if (next) next();
    else slots.free++;
  }
}

// Each profile on a worker thread, one per core; the tables with most hands and a bank, whose
// charts play slowest, first.
const bySlowest = [...compiled].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
function weight(id: string): number {
  const p = seatTable(resolveProfile(id), undefined).profile;
  return p.hands.length + (p.session.bank ? 3 : 0);
}

describe.concurrent('the kernel plays every coup as the chart does', () => {
  // Every bundled profile is compared: one the kernel cannot compile fails here, with the reason.
  it('compiles every bundled profile', () => {
    expect(pending.map((id) => `${id}: ${unsupportedReason(resolveProfile(id), 'simulation')}`)).toEqual([]);
  });

  it.each(bySlowest)('%s: 100,000 coups, identical records', async (id) => {
    const { profile, policy } = tableFor(id);
    const result = await inTurn(() => compareEnginesInWorker(profile, policy, 20_260_101, COUPS));
    expect(result.first).toBeUndefined();
    expect(result).toMatchObject({ coups: COUPS, mismatches: 0 });
  }, TIMEOUT);

  it('a choice on 5 answered with probability 1/2: 20,000 coups, identical records', () => {
    const profile = loadProfileFile('fixtures/profiles/punto-choice-on-five.yaml');
    const policy = loadPolicyFile('fixtures/policies/punto-draws-half-on-five.yaml', compileProfile(profile));
    const result = compareEngines(profile, policy, 7, 20_000);
    expect(result.first).toBeUndefined();
    expect(result).toMatchObject({ coups: 20_000, mismatches: 0 });
  }, TIMEOUT);
});

describe('the comparison', () => {
  it('catches a single changed cell of a draw table', () => {
    // Banco on 6 against Punto's third card 6 or 7: stand instead of draw.
    const text = readFileSync('specs/profiles/punto-banco.yaml', 'utf8').replace('6: { stood: stand, 0-5: stand, 6-7: draw, 8-9: stand }', '6: stand');
    const changed = checkProfileText(text, 'changed.yaml').profile!;
    expect(changed).toBeDefined();
    const result = compareEngines(resolveProfile('punto-banco'), undefined, 1, 20_000, changed);
    expect(result.mismatches).toBeGreaterThan(0);
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
    const chart = changed('baccarat-club', 'baccaraFourthCard: true', 'baccaraFourthCard: false');
    const result = compareEngines(profile, policy, 1, 3000, chart);
    expect(result.mismatches).toBeGreaterThan(0);
    const cards = (line: string) => line.split(' | ')[0]!.split(' ').length;
    expect(cards(result.first!.kernel)).toBe(cards(result.first!.chart) + 1);
  });

  it('catches a penalty the chart does not charge (club baccarat, RC-15)', () => {
    const { profile, policy } = tableFor('baccarat-club');
    const chart = changed('baccarat-club', 'drawOnSixOrMore: true', 'drawOnSixOrMore: false');
    const result = compareEngines(profile, policy, 1, 3000, chart);
    expect(result.mismatches).toBeGreaterThan(0);
    expect(result.first!.kernel).toMatch(/ \| penalty on (right|left)/);
    expect(result.first!.chart).toMatch(/ \| no facts/);
  });

  it('catches a 6 against 6 the chart gives the banker (the domestic game, RD-14)', () => {
    const { profile, policy } = tableFor('baccarat-domestic');
    const chart = seatTable(changed('baccarat-domestic', 'equalReturned: [6]', 'equalReturned: []'), undefined).profile;
    const result = compareEngines(profile, policy, 1, 3000, chart);
    expect(result.mismatches).toBeGreaterThan(0);
    expect(result.first!.kernel).toMatch(/punter-\d equal/);
    expect(result.first!.chart).toMatch(/stake on punter-\d -1/);
  });
});
