/**
 * Published side bets written as a newcomer writes them, from docs/adding-a-variant.md and the
 * schema's descriptions alone (YAML over punto-banco), held against the published 8-deck figures.
 * Each figure is a literal from its source, never recomputed here:
 * - Wizard of Odds, "3-Card Win" (Gold Coast, 2019): Player 3 Card Win 4 to 1 wins on
 *   942,837,427,226,624 of the 4,998,398,275,503,360 six-card orders, return −0.056860 (house edge
 *   5.69 %); Banker 3 Card Win 5 to 1 on 763,885,033,768,960, return −0.083044 (8.30 %);
 * - Wizard of Odds, "4-5-6", 8 decks: 5 cards dealt with probability 0.303444, 6 cards 0.317687
 *   (its returns at 2 to 1, −0.089668 and −0.046939, are those rounded probabilities times 3, less 1);
 * - the published pair bets: Either Pair at 5 to 1, 13.71 %; Perfect Pair (a suited pair in either
 *   hand) at 25 to 1, 13.03 % (a pair in a given hand at 11 to 1, 10.36 %, is test/odds-house.test.ts).
 * Dragon Bonus (2.6517 %, 9.3731 %), Big and Small, Perfect Pairs with 250 to 1 on both hands, EZ
 * Baccarat and Super 6 are bundled profiles, held in test/odds-house.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { checkProfileText } from '../src/loader/load.js';
import { exactOdds } from '../src/odds/exact.js';

const YAML = `# yaml-language-server: $schema=../schemas/profile.schema.json
extends: punto-banco
id: published-side-bets
name: Punto Banco with published side bets
sources:
  - document: Wizard of Odds, Baccarat side bets (3-Card Win, 4-5-6); the published pair bets
    language: en
bets:
  - { id: punto, name: Punto, settle: [{ when: { outcome: punto }, pays: "1:1" }, { when: { outcome: tie }, result: push }] }
  - { id: banco, name: Banco, settle: [{ when: { outcome: banco }, pays: "1:1", commission: 5 }, { when: { outcome: tie }, result: push }] }
  - { id: tie, name: Tie, settle: [{ when: { outcome: tie }, pays: "8:1" }] }
  - { id: punto-3-card-win, name: Player 3 Card Win, settle: [{ when: { outcome: punto, hand: punto, cards: 3 }, pays: "4:1" }] }
  - { id: banco-3-card-win, name: Banker 3 Card Win, settle: [{ when: { outcome: banco, hand: banco, cards: 3 }, pays: "5:1" }] }
  - { id: five-cards, name: 4-5-6 on five cards, settle: [{ when: { cardsDealt: 5 }, pays: "2:1" }] }
  - { id: six-cards, name: 4-5-6 on six cards, settle: [{ when: { cardsDealt: 6 }, pays: "2:1" }] }
  - { id: either-pair, name: Either Pair, settle: [{ when: { hand: either, pair: rank }, pays: "5:1" }] }
  - { id: perfect-pair, name: Perfect Pair, settle: [{ when: { hand: either, pair: suited }, pays: "25:1" }] }
session:
  betting:
    sideBets: [punto-3-card-win, banco-3-card-win, five-cards, six-cards, either-pair, perfect-pair]
`;

describe('published side bets, written from the documentation, against their published figures (8 decks)', () => {
  const { profile, problems } = checkProfileText(YAML, 'published-side-bets.yaml');
  const odds = exactOdds(profile!);
  const bet = (id: string) => odds.bets.find((b) => b.id === id)!;
  const edge = (id: string, places: number) => (bet(id).houseEdge * 100).toFixed(places);
  const T = 4_998_398_275_503_360n;

  it('loads without a problem', () => {
    expect(problems).toEqual([]);
    expect(odds.total).toBe(T);
  });

  it('3-Card Win: the published winning card orders and house edges, to four decimals', () => {
    // A win at 4 to 1 returns 5 units: ev = (5 × wins − T) / T.
    expect(bet('punto-3-card-win').ev.num * T).toBe((5n * 942_837_427_226_624n - T) * bet('punto-3-card-win').ev.den);
    expect(bet('banco-3-card-win').ev.num * T).toBe((6n * 763_885_033_768_960n - T) * bet('banco-3-card-win').ev.den);
    expect(edge('punto-3-card-win', 4)).toBe('5.6860');
    expect(edge('banco-3-card-win', 4)).toBe('8.3044');
  });

  it('4-5-6: the published probabilities of five and six cards dealt, to six decimals', () => {
    // At 2 to 1, ev = 3p − 1: p = (1 + ev) / 3.
    const p = (id: string) => ((1 - bet(id).houseEdge) / 3).toFixed(6);
    expect(p('five-cards')).toBe('0.303444');
    expect(p('six-cards')).toBe('0.317687');
  });

  it('Either Pair at 5 to 1 and a suited pair in either hand at 25 to 1: the published house edges', () => {
    expect(edge('either-pair', 2)).toBe('13.71');
    expect(edge('perfect-pair', 2)).toBe('13.03');
  });
});
