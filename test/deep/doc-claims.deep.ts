/**
 * Figures and limits the pages in docs/ claim in prose that take long to count (the quick ones:
 * test/doc-claims.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { baccarat } from '../support/cli.js';

describe("docs/odds.md's claims", () => {
  it('club baccarat under its plain policy (a draw on 6 one time in ten) is counted exactly at 8 decks, not refused', async () => {
    const r = await baccarat(['odds', 'baccarat-club', '--decks', '8']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out.split('\n').slice(0, 4)).toEqual([
      'Club baccarat: exact odds from a fresh shoe of 8 decks (416 cards)',
      'every coup counted as 12 ordered cards, the unused ones included:',
      '  22,886,198,049,512,024,212,768,054,272,000 card orders',
      'choices decided by fixtures/policies/baccarat-club.yaml',
    ]);
  }, 120_000);
});
