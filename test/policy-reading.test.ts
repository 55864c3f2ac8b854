/**
 * Issue 20, item 12: one reading of a probability everywhere. A policy's `1e-40` is 1/10^40 where it
 * is read (src/core/policy.ts); the policy a best response writes holds it in a form the same reader
 * takes back to the same fraction, so solve's own check of what it wrote never refuses it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileProfile } from '../src/core/compile.js';
import { fraction } from '../src/core/fraction.js';
import { checkPolicyText, decisionText } from '../src/core/policy.js';
import { resolveProfile } from '../src/loader/bundled.js';
import { baccarat } from './support/cli.js';

const work = mkdtempSync(join(tmpdir(), 'policy-reading-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const banque = compileProfile(resolveProfile('baccarat-banque'));
const policyText = (right5: string) =>
  `profile: baccarat-banque\nchoices:\n  right: { 5: ${right5} }\n  left: { 5: 0.5 }\n  banker: { 0-4: draw, 5: 0.5, 6-7: stand }\n`;

describe('decisionText writes what the policy reader reads back', () => {
  it.each([
    [fraction(0n), 'stand'],
    [fraction(1n), 'draw'],
    [fraction(1n, 3n), '"1/3"'],
    [fraction(1n, 10n ** 29n), '"1/100000000000000000000000000000"'],
    [fraction(1n, 10n ** 30n), '1e-30'],
    [fraction(1n, 10n ** 40n), '1e-40'],
    [fraction(123n, 10n ** 45n), '1.23e-43'],
  ])('%o → %s', (p, text) => {
    expect(decisionText(p)).toBe(text);
    const { policy, problems } = checkPolicyText(policyText(text), 'p.yaml', banque);
    expect(problems).toEqual([]);
    const cell = [...policy!.drawChance.entries()].find(([, q]) => q.num === p.num && q.den === p.den);
    expect(cell ?? (p.num === 0n || p.num === p.den ? 'pure' : undefined)).toBeDefined();
  });

  it('a fraction no policy file can hold is said to be one', () => {
    expect(() => decisionText(fraction(1n, 3n * 10n ** 40n))).toThrow(
      'a probability of drawing of 1/30000000000000000000000000000000000000000 cannot be written in a policy file',
    );
  });
});

describe('solve baccarat-banque --policy with right: { 5: 1e-40 }', () => {
  it('gives the best response, its policy holding 1e-40 as given', async () => {
    const given = join(work, 'q.yaml');
    writeFileSync(given, policyText('1e-40'));
    const out = join(work, 'best.yaml');
    const r = await baccarat(['solve', 'baccarat-banque', '--decks', '1', '--policy', given, '--out', out]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(/\n {2}right:\n(?: {4}.*\n)*? {4}5: 1e-40\n/);
  }, 60_000);
});
