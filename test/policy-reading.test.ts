/**
 * Issue 20, item 12: one reading of a probability everywhere. A policy's `1e-40` is 1/10^40 where it
 * is read (src/core/policy.ts); the policy a best response writes holds it in a form the same reader
 * takes back to the same fraction, so solve's own check of what it wrote never refuses it.
 */
import { describe, expect, it } from 'vitest';
import { compileProfile } from '../src/core/compile.js';
import { fraction } from '../src/core/fraction.js';
import { checkPolicyText, decisionText } from '../src/core/policy.js';
import { loadProfile } from '../src/loader/bundled.js';

const banque = compileProfile(loadProfile('baccarat-banque'));
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

// The whole round trip through `baccarat solve` (a best response on a 1-deck shoe, seconds of counting):
// test/deep/policy-reading.deep.ts.
