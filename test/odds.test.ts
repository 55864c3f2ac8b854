/**
 * Exact odds by enumeration. The expected figures are the published ones for 8 and 6 decks (every
 * coup counted as six ordered cards); the exact expectations are those counts worked by hand:
 * Banco (0.95 B - P) / T, Punto (P - B) / T, Tie (8 Ti - P - B) / T.
 */
import { describe, expect, it } from 'vitest';
import { loadProfile } from '../src/loader/bundled.js';
import { exactOdds } from '../src/odds/exact.js';
import { baccarat } from './support/cli.js';

describe('baccarat odds punto-banco', () => {
  it('gives the published 8-deck counts and house edges, exactly, as JSON', async () => {
    const r = await baccarat(['odds', 'punto-banco', '--json']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json).toEqual({
      profile: 'punto-banco',
      decks: 8,
      total: '4998398275503360',
      outcomes: { punto: '2230518282592256', banco: '2292252566437888', tie: '475627426473216' },
      bets: {
        punto: { houseEdge: expect.any(Number), ev: '-241149546272/19524993263685' },
        banco: { houseEdge: expect.any(Number), ev: '-114753351728/10847218479825' },
        tie: { houseEdge: expect.any(Number), ev: '-103841353768/723147898655' },
      },
    });
    expect((json.bets.banco.houseEdge * 100).toFixed(4)).toBe('1.0579');
    expect((json.bets.punto.houseEdge * 100).toFixed(4)).toBe('1.2351');
    expect((json.bets.tie.houseEdge * 100).toFixed(4)).toBe('14.3596');
  });

  it('prints the counts and the house edges for reading', async () => {
    const r = await baccarat(['odds', 'punto-banco']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('4,998,398,275,503,360 card orders');
    expect(r.out).toMatch(/banco +2,292,252,566,437,888 +45\.8597 %/);
    expect(r.out).toMatch(/punto +2,230,518,282,592,256 +44\.6247 %/);
    expect(r.out).toMatch(/tie +475,627,426,473,216 +9\.5156 %/);
    expect(r.out).toMatch(/banco +Banco wins: pays 1:1 less 5 %; a tie: push +1\.0579 %/);
  });

  it('takes --decks: the published 6-deck house edges', () => {
    const odds = exactOdds(loadProfile('punto-banco'), { decks: 6 });
    expect(odds.total).toBe(312n * 311n * 310n * 309n * 308n * 307n);
    expect(Object.fromEntries(odds.bets.map((b) => [b.id, (b.houseEdge * 100).toFixed(4)]))).toEqual({
      punto: '1.2374',
      banco: '1.0558',
      tie: '14.4382',
    });
  });

  it('keeps counts exact past 2^53 (16 decks): the outcomes add up to the six-card orders', () => {
    const odds = exactOdds(loadProfile('punto-banco'), { decks: 16 });
    expect(odds.total).toBe(325756296839600640n);
    expect(odds.outcomes.reduce((a, o) => a + o.count.num, 0n)).toBe(325756296839600640n);
    expect(odds.outcomes.every((o) => o.count.den === 1n)).toBe(true);
  });
});

describe('baccarat odds within 100 columns', () => {
  it("wraps a bet's settlement in its column where the row would pass 100 (Dragon Bonus, 1 deck)", async () => {
    const r = await baccarat(['odds', 'dragon-bonus', '--decks', '1']);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    const bets = lines.indexOf(
      'bet           settles                                              house edge  expected net per unit',
    );
    expect(lines.slice(bets + 4, bets + 11)).toEqual([
      'dragon-punto  Punto wins with a natural: pays 1:1; a tie of          3.0306 %  -163321/5389020',
      '              naturals in both hands: push; otherwise, Punto wins',
      '              by 9: pays 30:1; otherwise, Punto wins by 8: pays',
      '              10:1; otherwise, Punto wins by 7: pays 6:1;',
      '              otherwise, Punto wins by 6: pays 4:1; otherwise,',
      '              Punto wins by 5: pays 2:1; otherwise, Punto wins by',
      '              4: pays 1:1',
    ]);
    expect(Math.max(...lines.map((l) => l.length))).toBe(100);
  });
});

describe('baccarat odds --markdown', () => {
  it("escapes a bet's name in its cell: a pipe, a backslash before one, a line break (src/house/table.ts, markdownCell)", async () => {
    const r = await baccarat(['odds', '--markdown', 'test/fixtures/profiles/markdown-names.yaml']);
    expect(r.code).toBe(0);
    // The name is `Punto \| one`, a line feed, `line two`: each row one line of eight cells.
    expect(r.out.split('\n')[2]).toBe(
      '| `markdown-names` | 8 | Punto \\\\\\| one line two | Punto wins: pays 1:1; a tie: push | 1.2351 % | 44.6247 % | 0.9512 |  |',
    );
  });
});

describe('baccarat odds refuses', () => {
  it.each([
    [['odds', 'punto-banco', '--decks', '0'], '--decks 0: give a whole number of decks from 1 to 187'],
    [['odds', 'punto-banco', '--decks', 'eight'], '--decks eight: give a whole number of decks from 1 to 187'],
    [['odds'], 'usage: baccarat odds <profile>'],
    [['odds', 'punto-banco', '--deck', '6'], 'unknown option --deck (did you mean --decks?)'],
  ])('%j with a usage message and exit 2', async (args, message) => {
    const r = await baccarat(args);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain(message);
  });

  it('a profile with choices and no policy, naming the choices', async () => {
    const r = await baccarat(['odds', 'fixtures/profiles/punto-choice-on-five.yaml']);
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      'Punto Banco with a choice on five leaves draws to a choice (punto on 5): give --policy <file>',
    );
  });
});
