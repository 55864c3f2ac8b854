/**
 * The bundled profiles as the kernel comparison plays them (test/kernel-conformance.test.ts and its
 * long run, test/deep/kernel-conformance.deep.ts).
 */
import { existsSync } from 'node:fs';
import { expect } from 'vitest';
import { compileProfile, unsupportedReason } from '../../src/core/compile.js';
import { loadPolicyFile, reachableChoices } from '../../src/core/policy.js';
import { seatTable } from '../../src/kernel/seats.js';
import { bundledIds, loadProfile } from '../../src/loader/bundled.js';

/** The bundled profile as a simulation plays it: seated where each punter holds a hand, with its policy. */
export function tableFor(id: string) {
  const profile = loadProfile(id);
  const c = compileProfile(profile);
  const file = `fixtures/policies/${id}.yaml`;
  if (reachableChoices(c).length === 0) return seatTable(profile, undefined);
  expect(existsSync(file), `${id} leaves choices: it needs ${file}`).toBe(true);
  return seatTable(profile, loadPolicyFile(file, c));
}

/** The bundled profiles the kernel compiles; the others, with the rule it does not compile yet. */
export const compiled = bundledIds().filter((id) => unsupportedReason(loadProfile(id), 'simulation') === null);
export const pending = bundledIds()
  .filter((id) => !compiled.includes(id))
  .map((id) => `${id}: ${unsupportedReason(loadProfile(id), 'simulation')}`);

/** The tables with most hands and a bank, whose charts play slowest, first. */
export const bySlowest = [...compiled].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
function weight(id: string): number {
  const p = seatTable(loadProfile(id), undefined).profile;
  return p.hands.length + (p.session.bank ? 3 : 0);
}
