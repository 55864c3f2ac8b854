/**
 * Issue 20, item 1: a three-hand profile with RC-13's fourth card (club baccarat) counts a deal's
 * draws in doubles, (N^2)^3 card orders, which pass 2^53 from 9 decks on. Such a shoe is refused
 * with the reason before anything is computed, never an internal error (exit 70): at the --decks
 * that asked for it (exit 2), or where the profile's own shoe is it (exit 1).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MOST_DECKS } from '../src/cli/decks.js';
import { countableProfile } from '../src/house/countable.js';
import { loadProfile } from '../src/loader/bundled.js';
import { exactOdds, NotEnumerable } from '../src/odds/exact.js';
import { decksRefusal, mostDecks } from '../src/odds/limits.js';
import { refusedIn } from './support/cli.js';

const work = mkdtempSync(join(tmpdir(), 'decks-bound-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const reason = (cards: number) =>
  `a shoe of ${cards} cards is too many ways for exact odds: each of its 3 turns draws up to two cards (RC-13, the fourth card), ${cards}^6 card orders, beyond 2^53, the most counted exactly; exact odds count it with at most 8 decks (use baccarat simulate for a larger shoe)\n`;

describe('club baccarat beyond 8 decks', () => {
  it.each([
    [['odds', 'baccarat-club', '--decks', '9'], 'baccarat-club', 9],
    [['odds', 'baccarat-club', '--decks', '187'], 'baccarat-club', 187],
    [['odds', 'baccarat-club-25', '--decks', '9'], 'baccarat-club-25', 9],
    [['odds', 'baccarat-club', '--dealt', '4H', '--decks', '9'], 'baccarat-club', 9],
  ])('%j is refused at its --decks, by the profile, exit 2', async (argv, id, decks) => {
    const r = await refusedIn(work, argv);
    expect(r.code).toBe(2);
    expect(r.err.split('\n')[0]).toBe(
      `--decks ${decks}: ${id}'s exact odds count at most 8 decks: each of its 3 turns draws up to two cards (RC-13, the fourth card), ${52 * decks}^6 card orders at ${decks} decks, beyond 2^53, the most counted exactly; use baccarat simulate for a larger shoe`,
    );
  });

  it("solve --decks 9 is refused with the walk's reason", async () => {
    const r = await refusedIn(work, ['solve', 'baccarat-club', '--decks', '9']);
    expect(r.code).toBe(1);
    expect(r.err).toBe(`Club baccarat: ${reason(468)}`);
  });

  it('a profile extending club baccarat with 9 decks, under a pure policy', async () => {
    const profile = join(work, 'nine.yaml');
    writeFileSync(profile, 'extends: baccarat-club\nid: club-nine\nname: Club at nine decks\nshoe:\n  decks: 9\n');
    const policy = join(work, 'pure.yaml');
    writeFileSync(
      policy,
      'profile: club-nine\nchoices:\n  right: { 5: draw, 6-7: stand }\n  left: { 5: draw, 6-7: stand }\n  banker: { 0-5: draw, 6-7: stand }\n',
    );
    const r = await refusedIn(work, ['odds', profile, '--policy', policy]);
    expect(r.code).toBe(1);
    expect(r.err).toBe(`Club at nine decks: ${reason(468)}`);
  });
});

describe('the most decks, said once (src/odds/limits.ts)', () => {
  it('is 187 for a four-card deal and for three hands without a fourth card, 8 for club baccarat', () => {
    // 9,724^4 < 2^53 < 9,776^4; 416^6 < 2^53 < 468^6.
    expect(
      ['punto-banco', 'chemin-de-fer', 'baccarat-banque', 'baccarat-club'].map((id) => mostDecks(loadProfile(id))),
    ).toEqual([187, 187, 187, 8]);
    // The command line's bound before a profile is read: the most any profile gets.
    expect(MOST_DECKS).toBe(187);
    expect(decksRefusal(loadProfile('baccarat-club'), 8)).toBeNull();
    expect(decksRefusal(loadProfile('punto-banco'), 187)).toBeNull();
  });

  it('is where the walks refuse a shoe, before walking it', () => {
    expect(() => exactOdds(loadProfile('punto-banco'), { decks: 188 })).toThrow(
      new NotEnumerable(
        'Punto Banco: a shoe of 9776 cards is too many ways for exact odds: its deal takes 4 cards, 9776^4 card orders, beyond 2^53, the most counted exactly; exact odds count it with at most 187 decks (use baccarat simulate for a larger shoe)',
      ),
    );
    // Its plain policy first: a choice the table leaves is asked for before the shoe is looked at.
    const { profile, policy } = countableProfile('baccarat-banque', undefined, 188);
    expect(() => exactOdds(profile, { decks: 188, policy })).toThrow(
      new NotEnumerable(
        'Baccarat Banque: a shoe of 9776 cards is too many ways for exact odds: its first 2 hands take two cards each, 9776^4 card orders, beyond 2^53, the most counted exactly; exact odds count it with at most 187 decks (use baccarat simulate for a larger shoe)',
      ),
    );
  });
});
