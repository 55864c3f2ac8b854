/**
 * `baccarat par`: the par sheets of published bets against their published figures (8 decks). Each
 * expectation is a literal from its source, never recomputed with the code under test:
 * - EZ Baccarat's Dragon 7 (Banco wins with a three-card 7, 40:1): 112,633,011,329,024 winning card
 *   orders, hit frequency 2.2534 %, house edge 7.6113 %, standard deviation 6.0849;
 * - a Player Pair at 11:1: house edge 10.361 %, hit frequency 7.470 %;
 * - Thorp and Walden's natural bets at 9:1: natural 9 probability 0.09490 (house edge 5.10 %),
 *   natural 8 0.09453 (5.47 %) (test/fixtures/profiles/natural-bets.yaml);
 * - Wizard of Odds, Baccarat appendix 5, "Dragon Bonus — Player" (8 decks): the combinations of each
 *   rung (win by 9 … 4), the natural win and the natural tie, all below 10^15 and so printed exactly;
 *   its loss row (3,460,101,558,850,300) is rounded to 15 digits and is held by its probability only.
 */
import { describe, expect, it } from 'vitest';
import { toNumber } from '../src/core/fraction.js';
import { type ParBet, type ParSheet, parBet, parSheet } from '../src/house/par.js';
import { parMarkdown, parText } from '../src/house/par-text.js';
import { loadProfile } from '../src/loader/bundled.js';
import { exactOdds } from '../src/odds/exact.js';
import { baccarat } from './support/cli.js';
import { inspectorForTests, parAnswer } from './support/inspector.js';

const NATURALS = 'test/fixtures/profiles/natural-bets.yaml';
const pct = (x: number, places: number) => (x * 100).toFixed(places);

describe('par sheets of published bets (8 decks)', () => {
  it('Dragon 7: the winning card orders, hit frequency, house edge and standard deviation', () => {
    const [b] = parSheet(loadProfile('ez-baccarat'), { bet: 'dragon-7', byDecks: [8] }).bets;
    expect(b!.rows.map((r) => [r.pays, r.count.num])).toEqual([
      ['40:1', 112_633_011_329_024n],
      ['loses', 4_998_398_275_503_360n - 112_633_011_329_024n], // every other of the 416·415·…·411 orders
    ]);
    expect(pct(toNumber(b!.hitFrequency), 4)).toBe('2.2534');
    expect(pct(b!.houseEdge, 4)).toBe('7.6113');
    expect(b!.standardDeviation.toFixed(4)).toBe('6.0849');
    // Dragon 7 never pushes: no element of risk.
    expect(b!.elementOfRisk).toBeUndefined();
  });

  it('a Player Pair at 11:1: house edge and hit frequency', () => {
    const [b] = parSheet(loadProfile('punto-banco-pairs'), { bet: 'punto-pair', byDecks: [8] }).bets;
    expect(pct(b!.houseEdge, 3)).toBe('10.361');
    expect(pct(toNumber(b!.hitFrequency), 3)).toBe('7.470');
  });

  it("Thorp and Walden's natural 9 and natural 8 at 9:1: probabilities and house edges", () => {
    const sheet = parSheet(loadProfile(NATURALS), { byDecks: [8] });
    const bet = (id: string) => sheet.bets.find((b) => b.id === id)!;
    expect(toNumber(bet('natural-9').hitFrequency).toFixed(5)).toBe('0.09490');
    expect(pct(bet('natural-9').houseEdge, 2)).toBe('5.10');
    expect(toNumber(bet('natural-8').hitFrequency).toFixed(5)).toBe('0.09453');
    expect(pct(bet('natural-8').houseEdge, 2)).toBe('5.47');
  });

  it('Dragon Bonus Punto: one row per rule and per rung of its margin ladder, with the published combinations', () => {
    const [b] = parSheet(loadProfile('dragon-bonus'), { bet: 'dragon-punto', byDecks: [8] }).bets;
    expect(b!.rows.map((r) => [r.event, r.pays, r.count.num])).toEqual([
      ['Punto wins with a natural', '1:1', 812_685_054_124_032n],
      ['a tie of naturals in both hands', 'push', 89_325_908_267_520n],
      ['otherwise, Punto wins by 9', '30:1', 18_409_431_764_992n],
      ['otherwise, Punto wins by 8', '10:1', 34_097_645_543_424n],
      ['otherwise, Punto wins by 7', '6:1', 89_590_261_473_280n],
      ['otherwise, Punto wins by 6', '4:1', 141_238_897_317_888n],
      ['otherwise, Punto wins by 5', '2:1', 166_169_165_987_840n],
      ['otherwise, Punto wins by 4', '1:1', 186_780_352_174_080n],
      ['anything else', 'loses', expect.any(BigInt)],
    ]);
    expect(toNumber(b!.rows[8]!.probability).toFixed(6)).toBe('0.692242');
    expect(toNumber(b!.rows[2]!.return).toFixed(6)).toBe('0.110492');
    expect(pct(b!.houseEdge, 4)).toBe('2.6517');
    // It pushes on a natural tie: the element of risk is the edge over the 1 − 0.017871 of coups resolved.
    expect(toNumber(b!.pushFrequency).toFixed(6)).toBe('0.017871');
    expect(pct(b!.elementOfRisk!, 2)).toBe('2.70');
  });

  it("says only the rows that happen: at one deck Punto's first two cards are never a suited pair", () => {
    // One deck holds one card of each rank and suit: no perfect pair, so neither row nor header says it.
    const odds = exactOdds(loadProfile('pair-colours'), { decks: 1 });
    const b = parBet(odds, odds.bets.find((x) => x.id === 'pair-tiers')!, []);
    expect(b.rows.map((r) => [r.event, r.pays, r.count.num])).toEqual([
      // Punto's first card (52), its second the one card of that rank and colour (1) or of the other
      // colour (2), the other four cards in any order (50·49·48·47).
      ["Punto's first two cards a coloured pair", '12:1', 287_414_400n],
      ["Punto's first two cards a mixed pair", '6:1', 574_828_800n],
      ['anything else', 'loses', 13_795_891_200n],
    ]);
    expect(b.settles).toBe(
      "Punto's first two cards a coloured pair: pays 12:1; Punto's first two cards a mixed pair: pays 6:1",
    );
  });

  it('the edge by shoe size: Dragon Bonus Punto at 4, 6 and 8 decks as published (2.70 %, 2.67 %, 2.65 %)', () => {
    const [b] = parSheet(loadProfile('dragon-bonus'), { bet: 'dragon-punto', byDecks: [4, 6, 8] }).bets;
    expect(b!.byDecks.map((x) => [x.decks, pct(x.houseEdge, 2)])).toEqual([
      [4, '2.70'],
      [6, '2.67'],
      [8, '2.65'],
    ]);
  });
});

describe('baccarat par on the command line', () => {
  it('--json: the counts as exact integers, the figures as numbers', async () => {
    const r = await baccarat([
      'par',
      'ez-baccarat',
      '--bet',
      'dragon-7',
      '--by-decks',
      '8',
      '--json',
      '--shoes',
      '0',
      '--count-shoes',
      '0',
    ]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.total).toBe('4998398275503360');
    expect(j.bets[0].rows[0]).toMatchObject({ pays: '40:1', count: '112633011329024', net: '40' });
    expect(j.bets[0].byDecks).toEqual([{ decks: 8, houseEdge: expect.any(Number), ev: expect.any(String) }]);
  });

  it('--html: one page with no external asset, the text escaped', async () => {
    const r = await baccarat([
      'par',
      'ez-baccarat',
      '--bet',
      'panda-8',
      '--by-decks',
      '8',
      '--html',
      '--shoes',
      '0',
      '--count-shoes',
      '0',
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^<!doctype html>/);
    expect(r.out).toContain('<td>Punto wins with three cards totalling 8</td><td>25:1</td>');
    expect(r.out).not.toMatch(/<(script|link|img)\b|src=|href=/);
  });

  it('--markdown: the rows as a table, the edge by decks as a row', async () => {
    const r = await baccarat(['par', 'punto-banco-pairs', '--bet', 'punto-pair', '--by-decks', '8', '--markdown']);
    expect(r.code).toBe(0);
    // Worked by hand: Punto's second card matches its first's rank with probability 31/415, so of the
    // 416·415·…·411 orders, 416·31·414·413·412·411 = 373,374,329,013,504 make the pair.
    expect(r.out).toContain("| Punto's first two cards a pair | 11:1 | 373,374,329,013,504 | 7.4699 % | 0.821687 |");
    expect(r.out).toContain('| house edge | 10.3614 % |');
  });

  it('--markdown escapes the names as odds --markdown does: a pipe, a backslash before one, a line break', () => {
    // A sheet of one bet and no rows, as parSheet gives it for test/fixtures/profiles/markdown-names.yaml
    // (counting it would add nothing: the names alone are escaped).
    const f = (num: bigint, den = 1n) => ({ num, den });
    const bet: ParBet = {
      id: 'punto',
      name: 'Punto \\| one\nline two',
      settles: 'punto pays 1:1 | push on tie',
      rows: [],
      ev: f(0n),
      houseEdge: 0,
      hitFrequency: f(1n, 2n),
      pushFrequency: f(0n),
      variance: f(1n),
      standardDeviation: 1,
      byDecks: [],
    };
    const sheet: ParSheet = {
      profile: 'markdown-names',
      name: 'Punto | Banco',
      decks: 8,
      cardsPerCoup: 6,
      total: 1n,
      policy: undefined,
      bets: [bet],
    };
    const lines = parMarkdown(sheet).split('\n');
    expect(lines[0]).toBe('# Punto \\| Banco: par sheet');
    expect(lines.slice(4, 7)).toEqual(['## Punto \\\\\\| one line two [punto]', '', 'punto pays 1:1 \\| push on tie']);
  });

  it('as text, within 100 columns: the title, a long event and the edges by decks wrapped', () => {
    // A sheet of one bet with a row of a card test's length and ten shoe sizes: nothing to count.
    const f = (num: bigint, den = 1n) => ({ num, den });
    const event =
      'punto with a first card Q or K of spades and punto with a second card Q or K of spades or punto with a first card Q or K of hearts';
    const bet: ParBet = {
      id: 'match',
      name: 'Player Majestic Match',
      settles: `${event} pays 25:1`,
      rows: [
        { event, pays: '25:1', net: f(25n), count: f(1n), probability: f(1n, 4n), return: f(25n, 4n) },
        {
          event: 'anything else',
          pays: 'loses',
          net: f(-1n),
          count: f(3n),
          probability: f(3n, 4n),
          return: f(-3n, 4n),
        },
      ],
      ev: f(11n, 2n),
      houseEdge: -5.5,
      hitFrequency: f(1n, 4n),
      pushFrequency: f(0n),
      variance: f(1n),
      standardDeviation: 1,
      byDecks: Array.from({ length: 10 }, (_, i) => ({ decks: i + 1, houseEdge: 0.01, ev: f(-1n, 100n) })),
    };
    const sheet: ParSheet = {
      profile: 'match',
      name: 'Punto Banco with Player Majestic Match',
      decks: 8,
      cardsPerCoup: 6,
      total: 4n,
      policy: undefined,
      bets: [bet],
    };
    // The rows: pays 5 columns wide, card orders 11, probability 11, return 9 and four gaps of two:
    // 44, which leaves the event 56.
    expect(parText(sheet).split('\n')).toEqual([
      'Punto Banco with Player Majestic Match: par sheet, 8 decks, every coup counted as 6 ordered cards: 4',
      '  card orders',
      '',
      'Player Majestic Match [match]: punto with a first card Q or K of spades and punto with a second card',
      '  Q or K of spades or punto with a first card Q or K of hearts pays 25:1',
      'event                                                     pays   card orders  probability     return',
      'punto with a first card Q or K of spades and punto with   25:1             1    25.0000 %   6.250000',
      'a second card Q or K of spades or punto with a first',
      'card Q or K of hearts',
      'anything else                                             loses            3    75.0000 %  −0.750000',
      '  house edge                   -550.0000 %',
      '  hit frequency                25.0000 %',
      '  variance per unit            1.0000',
      '  standard deviation per unit  1.0000',
      '  house edge by decks          1: 1.0000 %, 2: 1.0000 %, 3: 1.0000 %, 4: 1.0000 %, 5: 1.0000 %,',
      '                               6: 1.0000 %, 7: 1.0000 %, 8: 1.0000 %, 9: 1.0000 %, 10: 1.0000 %',
    ]);
  });

  it('--decks N: every figure counted at N decks, the header saying so (Punto Banco at 6 decks, as published)', async () => {
    const r = await baccarat([
      'par',
      'punto-banco',
      '--decks',
      '6',
      '--by-decks',
      '6',
      '--json',
      '--shoes',
      '0',
      '--count-shoes',
      '0',
    ]);
    expect([r.code, r.err]).toEqual([0, '']);
    const j = JSON.parse(r.out);
    // 312 · 311 · 310 · 309 · 308 · 307 card orders; Banco 1.0558 %, Punto 1.2374 % at 6 decks.
    expect([j.decks, j.total]).toEqual([6, '878869206895680']);
    const edge = (id: string) => pct(j.bets.find((b: { id: string }) => b.id === id).houseEdge, 4);
    expect([edge('banco'), edge('punto')]).toEqual(['1.0558', '1.2374']);
    expect(j.bets[0].byDecks.map((x: { decks: number }) => x.decks)).toEqual([6]);
    const text = await baccarat(['par', 'punto-banco', '--bet', 'tie', '--decks', '6', '--by-decks', '6']);
    expect(text.out.split('\n')[0]).toBe(
      'Punto Banco: par sheet, 6 decks, every coup counted as 6 ordered cards: 878,869,206,895,680 card',
    );
  });

  it.each([
    [['--decks', '9'], '--decks 9'],
    [['--by-decks', '1,9'], '--by-decks 1,9'],
  ])(
    "%j beyond club baccarat's 8 decks: refused at the flag, before anything is counted, exit 2",
    async (flag, shown) => {
      const r = await baccarat(['par', 'baccarat-club', ...flag]);
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err.split('\n')[0]).toBe(
        `${shown}: baccarat-club's exact odds count at most 8 decks: each of its 3 turns draws up to two cards (RC-13, the fourth card), 468^6 card orders at 9 decks, beyond 2^53, the most counted exactly; use baccarat simulate for a larger shoe`,
      );
    },
  );

  it('shows no progress on a terminal for a sheet counted within a second (test/progress.test.ts: a longer one)', async () => {
    const writes: string[] = [];
    const stderr = { isTTY: true, columns: 80, write: (t: string) => writes.push(t) };
    const r = await baccarat(['par', 'punto-banco', '--bet', 'tie', '--by-decks', '8'], { io: { stderr } });
    expect([r.code, r.err, writes]).toEqual([0, '', []]);
  });

  it('refuses an unknown bet and a bad deck list in one line, exit 2', async () => {
    const bet = await baccarat(['par', 'ez-baccarat', '--bet', 'dragon-8']);
    expect(bet.code).toBe(2);
    expect(bet.err.split('\n')[0]).toBe(
      '--bet dragon-8: no such bet; the bets are punto, banco, tie, dragon-7, panda-8',
    );
    const decks = await baccarat(['par', 'ez-baccarat', '--by-decks', '8,x']);
    expect(decks.code).toBe(2);
    expect(decks.err.split('\n')[0]).toBe('--by-decks x: give a whole number of decks from 1 to 187');
    const twice = await baccarat(['par', 'ez-baccarat', '--by-decks', '8,8']);
    expect(twice.err.split('\n')[0]).toBe('--by-decks 8,8: 8 is given twice');
    const empty = await baccarat(['par', 'ez-baccarat', '--by-decks', '1,,2']);
    expect([empty.code, empty.err.split('\n')[0]]).toEqual([
      2,
      '--by-decks 1,,2: item 2 of the list is empty: give whole numbers of decks, comma-separated ("1,2,8")',
    ]);
    // --decks is the sheet's one shoe: a list was the edge-by-decks line's, and is pointed there.
    const list = await baccarat(['par', 'ez-baccarat', '--decks', '4,6,8']);
    expect([list.code, list.err.split('\n')[0]]).toEqual([
      2,
      '--decks 4,6,8: a par sheet is counted at one shoe: give one whole number of decks; the shoe sizes of its edge-by-decks line are --by-decks 4,6,8',
    ]);
  });
});

describe("the inspector's par sheet", () => {
  // Answering at once (parWait 0): what a page asking for a long count sees first.
  const inspector = inspectorForTests('ez-baccarat', { parWait: 0 });

  it('shows the counting while the worker counts (202, a page that asks again), then serves the sheet at /par, a page with no script', async () => {
    const first = await fetch(`${inspector().url}par`);
    expect(first.status).toBe(202);
    expect(first.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'unsafe-inline'/);
    const counting = await first.text();
    expect(counting).toContain('<meta http-equiv="refresh" content="1">');
    expect(counting).toContain('<h1>EZ Baccarat: par sheet</h1>');
    expect(counting).toMatch(
      /<p>Counting every card order: (starting|\d of 5 exact counts done, counting \d decks?)\.<\/p>/,
    );
    expect(counting).not.toMatch(/<script/);
    const res = await parAnswer(`${inspector().url}par`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'unsafe-inline'/);
    const page = await res.text();
    expect(page).toContain('<h1>EZ Baccarat: par sheet</h1>');
    expect(page).toContain('<td class="n">112,633,011,329,024</td>');
  });
});
