/**
 * The words of the bet language that read the cards themselves (src/profile/conditions.ts, the rules
 * core's card tests in src/core/settle.ts): a hand's first, second or third card, pairs by colour,
 * what the two hands share, the colours over the coup; exact odds split off the deal by rank and
 * suit (src/odds/exact.ts DealCards) or counted over classes of cards (CardClasses). Each expected
 * value is worked by hand in its comment, at 8 decks: 416 cards, 32 of each rank, 8 copies of each
 * card, 208 red; a hand's first two cards are two of the deal's first four, so a pair's odds need no
 * draw.
 */
import { describe, expect, it } from 'vitest';
import { fractionText } from '../src/core/fraction.js';
import { exactOdds } from '../src/odds/exact.js';
import { withBets } from './support/card-bets.js';

function evOf(bets: string, id: string): string {
  const { profile, problems } = withBets(bets);
  expect(problems).toEqual([]);
  return fractionText(exactOdds(profile!).bets.find((b) => b.id === id)!.ev);
}

describe('card tests: exact odds', () => {
  it('Tiger Pair: twin pair 100:1 (both hands paired in one rank), two pairs 20:1, one pair 4:1', () => {
    // Punto paired: 31/415. Then banco paired in the same rank: 30/414 × 29/413 = 870/170982; in
    // another: 12 × 32 × 31 / 170982 = 11904/170982. Twin = 31/415 × 870/170982, two pairs =
    // 31/415 × 11904/170982, one pair = 2 × 31/415 × (1 − 12774/170982); the rest loses:
    // 100 × twin + 20 × two + 4 × one − (1 − twin − two − one) = −635532/3942085 (16.1217 %).
    const bets = `  - id: tiger-pair
    name: Tiger Pair
    settle:
      - { when: { hand: both, pair: rank, same: { rank: first } }, pays: "100:1" }
      - { when: { hand: both, pair: rank }, pays: "20:1" }
      - { when: { hand: either, pair: rank }, pays: "4:1" }`;
    expect(evOf(bets, 'tiger-pair')).toBe('-635532/3942085');
  });

  it('pairs by colour: perfect 25:1, coloured 12:1, mixed 6:1', () => {
    // After punto's first card, of the 415 left: 7 copies of it (perfect), 8 of its rank in the other
    // suit of its colour (coloured), 16 in the suits of the other colour (mixed): 31 pairs in all.
    // (26 × 7 + 13 × 8 + 7 × 16) / 415 − 1 = 398/415 − 1 = −17/415.
    const bets = `  - id: tiers
    name: Pair tiers
    settle:
      - { when: { hand: punto, pair: perfect }, pays: "25:1" }
      - { when: { hand: punto, pair: coloured }, pays: "12:1" }
      - { when: { hand: punto, pair: mixed }, pays: "6:1" }`;
    expect(evOf(bets, 'tiers')).toBe('-17/415');
  });

  it('the same total in both hands is a tie: paid 8:1, the Tie bet exactly (14.3596 %, published 14.36 %)', () => {
    // Wizard of Odds, baccarat at 8 decks: a tie on 475,627,426,473,216 of the 4,998,398,275,503,360
    // six-card orders; 9 × 475,627,426,473,216 / T − 1 = −103841353768/723147898655.
    const bets = '  - { id: same-total, name: Same total, settle: [{ when: { same: total }, pays: "8:1" }] }';
    expect(evOf(bets, 'same-total')).toBe('-103841353768/723147898655');
  });

  it('a first card by rank and suit, and both first cards of one suit: exact (split off the deal)', () => {
    // Banco's first card is the ace of spades on 8 of 416 cards: 51 × 8/416 − 1 = −1/52. Banco's
    // first card (the deal's second) is of punto's first card's suit on 103 of the 415 left:
    // 4 × 103/415 − 1 = −3/415.
    const bets = `  - { id: ace, name: Ace of spades, settle: [{ when: { hand: banco, first: { rank: A, suit: spades } }, pays: "50:1" }] }
  - { id: suit, name: Same suit, settle: [{ when: { same: { suit: first } }, pays: "3:1" }] }`;
    const { profile } = withBets(bets);
    const evs = Object.fromEntries(exactOdds(profile!).bets.map((b) => [b.id, fractionText(b.ev)]));
    expect([evs.ace, evs.suit]).toEqual(['-1/52', '-3/415']);
  });

  it("a hand's first card by colour, and the same colour in both hands' first cards (split off the deal)", () => {
    // Punto's first card is red on 208 of 416 cards: even money nets 0. Banco's first card (the
    // deal's second) matches its colour on 207 of the 415 left: 2 × 207/415 − 1 = −1/415.
    const bets = `  - { id: red, name: Red, settle: [{ when: { hand: punto, first: { colour: red } }, pays: "1:1" }] }
  - { id: same, name: Same colour, settle: [{ when: { same: { colour: first } }, pays: "1:1" }] }`;
    const { profile } = withBets(bets);
    const evs = Object.fromEntries(exactOdds(profile!).bets.map((b) => [b.id, fractionText(b.ev)]));
    expect([evs.red, evs.same]).toEqual(['0', '-1/415']);
  });

  it("third cards compared by suit beside a third card's rank are refused with their reason (52 kinds of card)", () => {
    // A drawn card's suit is walked card by card: compared across hands, every suit is told apart,
    // and a rank test tells every rank apart too: 13 × 4 kinds, past the 40 the walk takes.
    const { profile } = withBets(
      '  - { id: x, name: X, settle: [{ when: { same: { suit: third } }, pays: "10:1" }, { when: { hand: banco, third: { rank: A } }, pays: "10:1" }] }',
    );
    expect(() => exactOdds(profile!, { bets: ['x'] })).toThrow(
      /its card tests read suits of every card, 52 kinds of card/,
    );
    // Beside the others, it is refused alone: Punto Banco's own bets are counted all the same.
    const odds = exactOdds(profile!);
    expect(odds.bets.map((b) => b.id)).toEqual(['punto', 'banco', 'tie']);
    expect(odds.refused?.map((r) => r.id)).toEqual(['x']);
  });
});

describe('card tests: located errors', () => {
  it.each([
    ['first: { colour: green }', '"green" is not allowed: must be one of red, black'],
    ['first: { rank: Z }', '"Z" is not a rank'],
    ['first: { shade: red }', 'unknown key "shade": allowed keys here are rank, value, suit, colour'],
    ['first: { suit: X }', '"X" is not a suit: write one of S, spades'],
    ['first: { value: 12 }', 'no coup has'],
    ['pair: twin', '"twin" does not fit: must be either rank, suited, perfect, coloured, mixed, none'],
  ])('{ hand: punto, %s }', (when, message) => {
    const { problems } = withBets(`  - { id: x, name: X, settle: [{ when: { hand: punto, ${when} }, pays: "1:1" }] }`);
    expect(problems.join('\n')).toContain(message);
  });

  it('a card of a hand needs the hand', () => {
    const { problems } = withBets(
      '  - { id: x, name: X, settle: [{ when: { first: { colour: red } }, pays: "1:1" }] }',
    );
    expect(problems.join('\n')).toContain('"first" needs "hand"');
  });

  it('same needs a card to compare', () => {
    const { problems } = withBets(
      '  - { id: x, name: X, settle: [{ when: { same: { rank: fourth } }, pays: "1:1" }] }',
    );
    expect(problems.join('\n')).toMatch(/same/);
  });
});
