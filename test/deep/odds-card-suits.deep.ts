/**
 * (The long runs of test/odds-card-suits.test.ts.) Exact odds of bets that read the cards' suits,
 * ranks and colours held to the test oracle test/oracle/punto-banco.ts, a brute force over every
 * order of six of the actual cards, on larger shoes: twelve cards (665,280 orders of six) and
 * sixteen (5,765,760), evenly spread over the suits (suits exchanged) and not.
 */
import { describe, expect, it } from 'vitest';
import { BETS, compositionOf, exactEvs, oracleEvs } from '../support/suit-bets.js';

const EVEN = (ranks: readonly string[]) => ranks.flatMap((r) => ['S', 'H', 'D', 'C'].map((s) => `${r}${s}`));

describe('bets reading suits: exact odds against the brute-force oracle, larger shoes', () => {
  it('twelve cards, three ranks over the four suits', () => {
    const shoe = EVEN(['A', '5', 'K']);
    expect(exactEvs(compositionOf(shoe, false))).toEqual(oracleEvs(shoe));
  });

  it('sixteen cards, four ranks over the four suits', () => {
    const shoe = EVEN(['A', '3', '6', 'Q']);
    expect(exactEvs(compositionOf(shoe, false))).toEqual(oracleEvs(shoe));
  });

  it('twelve cards of known suits, spread unevenly', () => {
    const shoe = ['AS', 'AH', 'AS', '5D', '5C', 'KH', 'KS', 'KH', '9D', '8C', '2D', '2D'];
    const bets = BETS.filter((b) => !b.evenOnly);
    expect(exactEvs(compositionOf(shoe, true), bets)).toEqual(oracleEvs(shoe, bets));
  });

  // The bets that read drawn cards' suits, counted by falling factorials (src/odds/card-polynomial.ts):
  // the flush too from uneven suits, which the walk card by card takes too long for.
  const drawn = BETS.filter((b) => b.id === 'third-heart' || b.id === 'flush');
  it('twelve cards, three ranks over the four suits: the polynomial (suits exchanged)', () => {
    const shoe = EVEN(['A', '5', 'K']);
    expect(exactEvs(compositionOf(shoe, false), drawn, 'polynomial')).toEqual(oracleEvs(shoe, drawn));
  });

  it('twelve cards of known suits, spread unevenly: the polynomial', () => {
    const shoe = ['AS', 'AH', 'AS', '5D', '5C', 'KH', 'KS', 'KH', '9D', '8C', '2D', '2D'];
    expect(exactEvs(compositionOf(shoe, true), drawn, 'polynomial')).toEqual(oracleEvs(shoe, drawn));
  });

  it('eight cards of known suits, spread unevenly: the polynomial, a drawn card by suit', () => {
    const shoe = ['AS', 'AH', 'AS', 'KD', 'KH', 'KH', '5C', '8S'];
    const heart = BETS.filter((b) => b.id === 'third-heart');
    expect(exactEvs(compositionOf(shoe, true), heart, 'polynomial')).toEqual(oracleEvs(shoe, heart));
  });
});
