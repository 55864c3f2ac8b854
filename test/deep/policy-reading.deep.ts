/**
 * Issue 20, item 12, through the command: the policy `baccarat solve` writes as a best response holds
 * a given 1e-40 as given (test/policy-reading.test.ts holds the reading and writing themselves).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { baccarat } from '../support/cli.js';

const work = mkdtempSync(join(tmpdir(), 'policy-reading-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const policyText = (right5: string) =>
  `profile: baccarat-banque\nchoices:\n  right: { 5: ${right5} }\n  left: { 5: 0.5 }\n  banker: { 0-4: draw, 5: 0.5, 6-7: stand }\n`;

describe('solve baccarat-banque --policy with right: { 5: 1e-40 }', () => {
  it('gives the best response, its policy holding 1e-40 as given', async () => {
    const given = join(work, 'q.yaml');
    writeFileSync(given, policyText('1e-40'));
    const out = join(work, 'best.yaml');
    const r = await baccarat(['solve', 'baccarat-banque', '--decks', '1', '--policy', given, '--out', out]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(/\n {2}right:\n(?: {4}.*\n)*? {4}5: 1e-40\n/);
  });
});
