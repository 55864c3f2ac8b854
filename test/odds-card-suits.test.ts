/**
 * Exact odds of bets that read the cards' suits, ranks and colours (src/odds/exact.ts: DealCards for
 * the deal's cards, suits that no test names exchanged), held to the test oracle
 * test/oracle/punto-banco.ts, a brute force over every order of six of the actual cards of a small
 * shoe with the tableau written out again there (importing nothing from src/). Each bet's net is
 * written again as a plain function of the coup's cards (test/support/suit-bets.ts): a heart first
 * card, both first cards of one suit, Majestic Match's shape (every suit named), Tiger Pair's twin
 * pair beside a perfect pair, pairs by colour beside a colour test.
 *
 * Eight-card shoes here (20,160 orders of six); twelve and sixteen in test/deep/odds-card-suits.deep.ts,
 * with the bets of drawn cards' suits counted by falling factorials (src/odds/card-polynomial.ts) there too.
 */
import { describe, expect, it } from 'vitest';
import { BETS, compositionOf, exactEvs, oracleEvs } from './support/suit-bets.js';

describe('bets reading suits: exact odds against the brute-force oracle', () => {
  it('eight cards, aces and kings over the four suits (suits exchanged where no test names them)', () => {
    const shoe = ['A', 'K'].flatMap((r) => ['S', 'H', 'D', 'C'].map((s) => `${r}${s}`));
    expect(exactEvs(compositionOf(shoe, false))).toEqual(oracleEvs(shoe));
  });

  it('eight cards of known suits, spread unevenly (no suit exchanged)', () => {
    const shoe = ['AS', 'AH', 'AS', 'KD', 'KH', 'KH', '5C', '8S'];
    const bets = BETS.filter((b) => !b.evenOnly);
    expect(exactEvs(compositionOf(shoe, true), bets)).toEqual(oracleEvs(shoe, bets));
  });
});
