/**
 * (The walk over colours, about 5 s, of test/card-facts.test.ts.) The words of the bet language that read the cards themselves (src/profile/conditions.ts, the rules
 * core's card tests in src/core/settle.ts): a hand's first, second or third card, pairs by colour,
 * what the two hands share, the colours over the coup; exact odds counted over classes of cards
 * (src/odds/exact.ts CardClasses). Each expected value is worked by hand in its comment, at 8 decks:
 * 416 cards, 32 of each rank, 8 copies of each card, 208 red; a hand's first two cards are two of
 * the deal's first four, so a pair's odds need no draw.
 */
import { describe, expect, it } from 'vitest';
import { fractionText } from '../../src/core/fraction.js';
import { exactOdds } from '../../src/odds/exact.js';
import { withBets } from '../support/card-bets.js';

describe('card tests by colour: exact odds', () => {
  it("a hand's first card by colour, and the same colour in both hands' first cards", () => {
    // Punto's first card is red on 208 of 416 cards: even money nets 0. Banco's first card (the
    // deal's second) matches its colour on 207 of the 415 left: 2 × 207/415 − 1 = −1/415.
    const bets = `  - { id: red, name: Red, settle: [{ when: { hand: punto, first: { colour: red } }, pays: "1:1" }] }
  - { id: same, name: Same colour, settle: [{ when: { same: { colour: first } }, pays: "1:1" }] }`;
    // One walk over 20 kinds of card (value by colour) for both: about 5 s, the cost of reading colours.
    const { profile } = withBets(bets);
    const evs = Object.fromEntries(exactOdds(profile!).bets.map((b) => [b.id, fractionText(b.ev)]));
    expect([evs.red, evs.same]).toEqual(['0', '-1/415']);
  });
});
