/**
 * The edges sources publish for other shoe sizes than the one a profile deals (npm run test:deep:
 * each an exact count at that shoe; the published 8-deck figures of every side bet are npm test's,
 * test/side-bets.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { loadProfile } from '../../src/loader/bundled.js';
import { oddsOf } from '../support/odds.js';

/** [profile, decks, bet, published house edge in %]: the other shoe sizes a source prints, each counted once. */
const AT_OTHER_DECKS: [string, number, string, string][] = [
  ['dragon-bonus', 4, 'dragon-punto', '2.70'], // Wizard of Odds, Dragon Bonus house edge by decks
  ['dragon-bonus', 4, 'dragon-banco', '9.42'],
  ['dragon-bonus', 6, 'dragon-punto', '2.67'],
  ['dragon-bonus', 6, 'dragon-banco', '9.39'],
  ['pair-bets', 6, 'perfect-pair', '17.0716'], // Wizard of Odds, Perfect Pairs version 1, six decks: −0.170716
  ['pair-bets', 6, 'perfect-pair-26', '13.88'],
  // Majestic Match is the two-card bet of blackjack's Royal Match (version 1, Wizard of Odds' page
  // says): its house edge by decks as printed for Royal Match (iluvbetting.com, "Royal Match Side Bet").
  ['majestic-match', 6, 'majestic-match-punto', '6.67'],
];

describe('the catalog of published side bets', () => {
  it('the edges published for other shoe sizes', () => {
    for (const [profile, decks, id, published] of AT_OTHER_DECKS) {
      const key = `${profile}@${decks}`;
      const edge = oddsOf(loadProfile(profile), decks).bets.find((b) => b.id === id)!.houseEdge * 100;
      expect(edge.toFixed(published.split('.')[1]!.length), `${key} ${id}`).toBe(published);
    }
  });
});
