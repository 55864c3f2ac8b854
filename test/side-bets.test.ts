/**
 * The catalog of published side bets (src/docs/side-bets.ts, docs/side-bets.md): each bet's exact house
 * edge against the figure its source publishes (8 decks, as every source here gives them), at the
 * precision the source prints, and the page against what its writer makes today.
 *
 * Each bundled profile is counted once (about 0.1 to 0.4 s each): the published edges and the page
 * are read off the same counts. Every expected figure is a literal from the source named beside it;
 * where a source prints only a count of winning card orders, the edge is that count worked by hand,
 * (pays + 1) × wins / T − 1 with T = 4,998,398,275,503,360, and the comment says so. The edges
 * published for other shoe sizes are test:deep's (test/deep/side-bets.deep.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toNumber } from '../src/core/fraction.js';
import { SIDE_BET_PROFILES, SIDE_BETS_PAGE, sideBetsOf, sideBetsPage } from '../src/docs/side-bets.js';
import { parBet } from '../src/house/par.js';
import { loadProfile } from '../src/loader/bundled.js';
import { oddsOf } from './support/odds.js';

const bet = (profile: string, id: string) => oddsOf(loadProfile(profile)).bets.find((b) => b.id === id)!;

/** [profile, bet, published house edge in %, as printed]: compared at the printed number of decimals. */
const PUBLISHED: [string, string, string][] = [
  ['dragon-bonus', 'dragon-punto', '2.6517'], // Wizard of Odds, −0.026517
  ['dragon-bonus', 'dragon-banco', '9.3731'], // Wizard of Odds, −0.093731
  // The second table is printed nowhere we hold: Wizard of Odds' counts by margin (first table) worked
  // by hand at 30, 10, 4, 4, 2, 2 (the sums are in specs/rules/house/dragon-bonus-2.yaml).
  ['dragon-bonus-2', 'dragon-punto', '2.4996'],
  ['dragon-bonus-2', 'dragon-banco', '8.5305'],
  ['ez-baccarat', 'dragon-7', '7.6113'], // 41 × 112,633,011,329,024 / T − 1 (Wizard of Odds prints 7.61 %)
  ['ez-baccarat', 'panda-8', '10.1876'], // 26 × 172,660,763,262,976 / T − 1 (10.19 %)
  ['five-treasures', 'fortune-7', '7.6113'], // Wizard of Odds, 5 Treasures: −0.076113
  ['five-treasures', 'golden-8', '10.1876'], // its count, 172,660,763,262,976 at 25 to 1
  // Heavenly 9, Blazing 7s and Cover All: no print of their analysis held. A separate brute force over
  // card values (Python, every coup as six ordered cards of 8 decks) counts 10,307,243,902,976 coups
  // with both hands a three-card 9 and 340,879,059,038,208 with one; 11,556,012,525,568 three-card
  // and 44,838,810,157,056 two-card 7-7 ties; 692,874,900,215,808 coups that win Cover All.
  ['five-treasures', 'heavenly-9', '9.3105'],
  ['five-treasures', 'blazing-7s', '7.7797'],
  ['five-treasures', 'cover-all', '2.9664'],
  ['dai-bacc', 'tiger-7', '7.6113'], // the Dragon 7 (888casino, Dai Bacc)
  ['dai-bacc', 'ox-6', '10.3376'], // Wizard of Odds, Ox 6: −0.103376
  ['dai-bacc', 'kill', '13.7559'], // Wizard of Odds, Kill the Ox/Tiger: −0.137559
  ['tiger', 'tiger', '16.6836'], // Wizard of Odds, Lucky 6 Macau table: −0.166836
  ['tiger', 'big-tiger', '15.2533'], // Advanced Advantage Play
  // Tiger Pair: no published print held; a brute force over the first four cards' ranks (8 decks):
  // 4,080,500,736 one pair at 4, 153,513,984 two at 20, 11,219,520 twin at 100, of 29,518,332,480.
  ['tiger', 'tiger-pair', '16.1217'],
  ['lucky-6', 'lucky-6', '11.6985'], // Wizard of Odds: −0.116985
  ['lucky-6', 'lucky-6-macau', '16.6836'], // −0.166836
  // Wizard of Odds, Egalité, each return to six places:
  ['egalite', 'egalite-0', '12.4527'],
  ['egalite', 'egalite-1', '11.4150'],
  ['egalite', 'egalite-2', '9.5412'],
  ['egalite', 'egalite-3', '10.5243'],
  ['egalite', 'egalite-4', '12.1401'],
  ['egalite', 'egalite-5', '11.8732'],
  ['egalite', 'egalite-6', '11.4952'],
  ['egalite', 'egalite-7', '6.3899'],
  ['egalite', 'egalite-8', '11.0669'],
  ['egalite', 'egalite-9', '10.6348'],
  ['egalite', 'egalite-0-group', '6.6548'],
  ['egalite', 'egalite-1-3', '10.8574'],
  ['egalite', 'egalite-4-5', '7.2769'],
  ['egalite', 'egalite-6-7', '8.9426'],
  ['egalite', 'egalite-8-9', '9.7502'],
  // Low and High Tie on the rule the page states (ties of 0 to 5, of 6 to 9): its own Egalité counts
  // summed by hand, 167,714,415,529,728 and 307,913,010,943,488 ties, at 55 and 10 to 1 — not the
  // page's table (16.45 %, 11.74 %), whose wins split the ties otherwise (see the catalog).
  ['egalite', 'low-tie', '-87.9003'],
  ['egalite', 'high-tie', '32.2374'],
  ['punto-banco-pairs', 'punto-pair', '10.3614'], // 12 × 13 × 32 × 31 / (416 × 415) − 1 = −43/415
  ['pair-bets', 'either-pair', '13.71'], // iplwin.uk
  ['pair-bets', 'perfect-pair', '13.0294'], // Wizard of Odds, version 1: −0.130294
  ['pair-bets', 'perfect-pair-26', '9.6844'], // −0.096844
  ['perfect-pairs', 'perfect-pair', '6.6235'], // Wizard of Odds, version 2: −0.066235
  ['big-small', 'big', '4.35'], // vegasfreedom.com
  ['big-small', 'small', '5.283'], // Wizard of Odds, 4-5-6: −0.05283
  ['three-card-win', 'punto-3-card-win', '5.6860'], // Wizard of Odds: −0.056860
  ['three-card-win', 'banco-3-card-win', '8.3044'], // −0.083044
  ['both-hands', 'three-giving-eight', '8.6823'], // Wizard of Odds: −0.086823
  ['both-hands', 'three-giving-eight-180', '17.7686'], // −0.177686
  ['both-hands', 'eights-and-nines', '7.372'], // Advanced Advantage Play
  ['both-hands', 'nine-over-seven', '8.103'],
  // Bad Beat: printed 8.459 %, one off in its last place; a brute force over the first four cards'
  // values (529,833,984 of 29,518,332,480 orders of 8 decks' cards at 51 for 1) gives 8.45847 %.
  ['both-hands', 'bad-beat', '8.4585'],
  ['golden-frog', 'frog-8-beats-6', '21.7887'], // Wizard of Odds: −0.217887
  ['golden-frog', 'frog-9-beats-7', '8.1032'], // −0.081032
  ['golden-frog', 'frog-9-beats-1', '13.8686'], // −0.138686
  ['golden-frog', 'frog-9-beats-7-three', '11.89'],
  ['natural-bets', 'natural-8-punto', '5.4680'], // Wizard of Odds: −0.054680
  ['natural-bets', 'natural-8-banco', '5.4680'], // the same on both sides
  ['natural-bets', 'natural-9-punto', '5.0973'], // 10 × 474,361,430,409,216 / T − 1 (printed 5.10 %)
  ['natural-bets', 'natural-9-banco', '5.0973'],
  ['natural-bets', 'natural-8-punto-8', '14.9212'], // −0.149212
  ['natural-bets', 'natural-9-punto-8', '14.5876'], // 9 × 474,361,430,409,216 / T − 1
  // Majestic Match reads the suits of a hand's first two cards: 256 suited kings and queens and 21,168
  // other suited starts of 86,320 pairs of cards (the page's combinations, ours too): −0.064597.
  ['majestic-match', 'majestic-match-punto', '6.4597'],
  ['majestic-match-banker', 'majestic-match-banco', '6.4597'],
];

describe('the catalog of published side bets', () => {
  it('4-5-6: the published probabilities of four, five and six cards (Wizard of Odds, 8 decks)', () => {
    // Its returns are these rounded probabilities times the pay's return, less 1: the probabilities are its figures.
    const p = (id: string, returned: number) => ((1 - bet('four-five-six', id).houseEdge) / returned).toFixed(6);
    expect([p('four-cards', 2.5), p('five-cards', 3), p('six-cards', 3)]).toEqual(['0.378868', '0.303444', '0.317687']);
  });

  it('Small at six decks: the published probability of four cards, 0.378925 (Wizard of Odds, 4-5-6)', () => {
    // Its printed return, −0.052688, is that rounded probability times 2.5, less 1 (ours: −0.0526874…).
    const small = oddsOf(loadProfile('big-small'), 6).bets.find((b) => b.id === 'small')!;
    expect(((1 - small.houseEdge) / 2.5).toFixed(6)).toBe('0.378925');
  });

  it.each(PUBLISHED)('%s %s: the published house edge, %s per cent', (profile, id, published) => {
    const places = published.split('.')[1]!.length;
    expect((bet(profile, id).houseEdge * 100).toFixed(places)).toBe(published);
  });

  it('Big Tiger: the published hit frequency and standard deviation (Advanced Advantage Play: 1.662 %, 6.519)', () => {
    const odds = oddsOf(loadProfile('tiger'));
    const par = parBet(odds, bet('tiger', 'big-tiger'), []);
    expect((toNumber(par.hitFrequency) * 100).toFixed(3)).toBe('1.662');
    expect(par.standardDeviation.toFixed(3)).toBe('6.519');
  });

  it('lists at least 30 side bets, each of them once', () => {
    const ids = SIDE_BET_PROFILES.flatMap((p) => sideBetsOf(loadProfile(p)).map((b) => `${p}/${b}`));
    expect(ids.length).toBeGreaterThanOrEqual(30);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('docs/side-bets.md is up to date: run `npm run docs:side-bets` when this fails', () => {
    expect(sideBetsPage(oddsOf)).toBe(readFileSync(SIDE_BETS_PAGE, 'utf8'));
  });
});
