/**
 * The compiled kernel against the chart, the specification: for every bundled profile, 100,000
 * coups from the same seeded shoes, with the same choices, must leave identical records — the cards
 * and the hand each went to, the naturals, every decision (forced or chosen) and the total it was
 * made on, the final totals and the outcome. A profile whose tables leave choices plays them under
 * its policy in fixtures/policies/<id>.yaml.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileProfile, unsupportedReason } from '../src/kernel/compile.js';
import { compareEngines, compareEnginesInWorker } from '../src/kernel/compare.js';
import { bundledIds, resolveProfile } from '../src/profile/bundled.js';
import { checkProfileText, loadProfileFile } from '../src/profile/load.js';
import { loadPolicyFile, reachableChoices } from '../src/odds/policy.js';

const COUPS = 100_000;
// About 25 s on an idle 2-core machine; room for a busy one.
const TIMEOUT = 240_000;

function policyFor(id: string) {
  const c = compileProfile(resolveProfile(id));
  const file = `fixtures/policies/${id}.yaml`;
  if (reachableChoices(c).length === 0) return undefined;
  expect(existsSync(file), `${id} leaves choices: it needs ${file}`).toBe(true);
  return loadPolicyFile(file, c);
}

// A bundled profile with a rule the kernel does not compile yet is listed as skipped, with the rule.
const compiled = bundledIds().filter((id) => unsupportedReason(resolveProfile(id), 'simulation') === null);
const pending = bundledIds().filter((id) => !compiled.includes(id));

// Each profile on its own worker thread, all at once: the chart plays some 10,000-20,000 coups a
// second, and every core helps.
describe.concurrent('the kernel plays every coup as the chart does', () => {
  for (const id of pending) it.skip(`${id}: ${unsupportedReason(resolveProfile(id), 'simulation')}`, () => {});

  it.each(compiled)('%s: 100,000 coups, identical records', async (id) => {
    const result = await compareEnginesInWorker(resolveProfile(id), policyFor(id), 20_260_101, COUPS);
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
});
