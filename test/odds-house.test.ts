/**
 * Exact odds of bets whose settle rules read the coup's cards (the rules core, src/core/settle.ts):
 * a hand's number of cards and total, a hand's first two cards of one rank.
 *
 * The 8-deck figures are the published ones (Wizard of Odds: EZ Baccarat, Nepal/Super 6 Baccarat;
 * E. Jacobson for Dragon 7): Dragon 7 wins on 112,633,011,329,024 and Panda 8 on
 * 172,660,763,262,976 of the 4,998,398,275,503,360 six-card orders, a Banco win on 6 comes on
 * 269,232,304,455,680. Each expected value below is that count worked by hand, e.g. Dragon 7:
 * (41 × 112,633,011,329,024 − T) / T; a pair at 11:1 is 12 × 13 × 32 × 31 / (416 × 415) − 1 = −43/415.
 * The one-deck figures of the generic conditions come from a separate brute force over ranks (13
 * ranks, 4 copies each, every coup counted as six ordered cards), not from this code.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fractionText } from '../src/core/fraction.js';
import { PAGES } from '../src/docs/pages.js';
import { blockOf, EDGES_END, EDGES_START } from '../src/house/table.js';
import { loadProfile } from '../src/loader/bundled.js';
import { exactOdds, notEnumerableReason } from '../src/odds/exact.js';
import type { Bet, Condition, Profile } from '../src/profile/types.js';
import { baccarat } from './support/cli.js';
import { HOUSE } from './support/house-odds.js';
import { oddsOf } from './support/odds.js';

describe('baccarat odds for the house variants whose bets read the cards', () => {
  it.each(Object.keys(HOUSE))(
    '%s: every bet, side bets included, under bets.<bet id> with its exact expected value',
    async (id) => {
      const r = await baccarat(['odds', id, '--json']);
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      const json = JSON.parse(r.out);
      expect(json.profile).toBe(id);
      expect(json.decks).toBe(8);
      expect(json.total).toBe('4998398275503360');
      expect(json.outcomes).toEqual({ punto: '2230518282592256', banco: '2292252566437888', tie: '475627426473216' });
      expect(Object.keys(json.bets)).toEqual(Object.keys(HOUSE[id]!));
      for (const [bet, [ev, edge]] of Object.entries(HOUSE[id]!)) {
        expect(json.bets[bet].ev, bet).toBe(ev);
        expect((json.bets[bet].houseEdge * 100).toFixed(4), bet).toBe(edge);
      }
    },
  );

  it('says how each such bet settles, rule by rule', () => {
    const settles = (id: string) => Object.fromEntries(oddsOf(loadProfile(id)).bets.map((b) => [b.id, b.settles]));
    expect(settles('super-6').banco).toBe(
      'Banco wins with a total of 6: pays 1:2; otherwise, Banco wins: pays 1:1; a tie: push',
    );
    expect(settles('ez-baccarat')).toMatchObject({
      banco: 'Banco wins with three cards totalling 7: push; otherwise, Banco wins: pays 1:1; a tie: push',
      'dragon-7': 'Banco wins with three cards totalling 7: pays 40:1',
      'panda-8': 'Punto wins with three cards totalling 8: pays 25:1',
    });
    expect(settles('punto-banco-pairs')).toMatchObject({
      'punto-pair': "Punto's first two cards a pair: pays 11:1",
      'banco-pair': "Banco's first two cards a pair: pays 11:1",
    });
  });

  it('keeps the published 6-deck figures with --decks (Nepal Baccarat Banco 1.45 %)', () => {
    const edges = (id: string) =>
      Object.fromEntries(oddsOf(loadProfile(id), 6).bets.map((b) => [b.id, (b.houseEdge * 100).toFixed(4)]));
    expect(edges('super-6').banco).toBe('1.4548');
    expect(edges('punto-banco-pairs')['punto-pair']).toBe('11.2540'); // 12 × 13 × 24 × 23 / (312 × 311) − 1 = −35/311
  });

  it('the house-edge table (docs/odds.md) shows them', () => {
    const block = blockOf(readFileSync(PAGES.houseEdges, 'utf8'), EDGES_START, EDGES_END);
    expect(block).toContain(
      '| `ez-baccarat` | 8 | Dragon 7 | Banco wins with three cards totalling 7: pays 40:1 | 7.6113 % |',
    );
    expect(block).toContain(
      '| `ez-baccarat` | 8 | Panda 8 | Punto wins with three cards totalling 8: pays 25:1 | 10.1876 % |',
    );
    expect(block).toContain(
      '| `super-6` | 8 | Banco | Banco wins with a total of 6: pays 1:2; otherwise, Banco wins: pays 1:1; a tie: push | 1.4581 % |',
    );
    expect(block).toContain(
      "| `punto-banco-pairs` | 8 | Punto Pair | Punto's first two cards a pair: pays 11:1 | 10.3614 % |",
    );
    expect(block).toContain(
      "| `punto-banco-pairs` | 8 | Banco Pair | Banco's first two cards a pair: pays 11:1 | 10.3614 % |",
    );
  });
});

/** Punto Banco with the given bets instead of its own. */
function withBets(
  base: Profile,
  bets: { id: string; settle: { when: Condition; pays?: string; result?: 'win' | 'push' }[] }[],
): Profile {
  return {
    ...base,
    bets: bets.map(
      (b): Bet => ({
        id: b.id,
        name: b.id,
        covers: undefined,
        stake: 'chosen',
        settle: b.settle.map((r) => ({
          when: r.when,
          result: r.result ?? 'win',
          pays: r.pays === undefined ? undefined : { kind: 'ratio' as const, ratio: r.pays },
          commission: 0,
        })),
      }),
    ),
  };
}

describe('conditions read from the profile, whatever the bet', () => {
  const pb = loadProfile('punto-banco');
  const pair = (id: string): Condition => ({
    kind: 'hand',
    hand: { who: 'hand', id },
    tests: [{ fact: 'pair', is: [1, 2, 3] }], // any pair: mixed, perfect or coloured
  });
  const generic = withBets(pb, [
    {
      id: 'punto with its pair',
      settle: [{ when: { kind: 'all', of: [{ kind: 'outcome', is: ['punto'] }, pair('punto')] }, pays: '2:1' }],
    },
    {
      id: 'banco pair, pushed by a punto pair',
      settle: [
        { when: pair('punto'), result: 'push' },
        { when: pair('banco'), pays: '5:1' },
      ],
    },
    {
      id: 'any three-card win',
      settle: [{ when: { kind: 'hand', hand: { who: 'winner' }, tests: [{ fact: 'cards', is: [3] }] }, pays: '1:1' }],
    },
    {
      id: 'dragon',
      settle: [
        {
          when: {
            kind: 'all',
            of: [
              { kind: 'outcome', is: ['banco'] },
              {
                kind: 'hand',
                hand: { who: 'hand', id: 'banco' },
                tests: [
                  { fact: 'cards', is: [3] },
                  { fact: 'total', is: [7] },
                ],
              },
            ],
          },
          pays: '40:1',
        },
      ],
    },
    { id: 'pair', settle: [{ when: pair('banco'), pays: '11:1' }] },
  ]);

  it('one deck: the figures of a brute force over ranks', () => {
    const odds = exactOdds(generic, { decks: 1 });
    expect(odds.total).toBe(14658134400n);
    expect(Object.fromEntries(odds.bets.map((b) => [b.id, fractionText(b.ev)]))).toEqual({
      'punto with its pair': '-23675021/25448150',
      'banco pair, pushed by a punto pair': '-12688/20825',
      'any three-card win': '-12244324/38172225',
      dragon: '-3857697/50896300',
      pair: '-5/17', // 12 × 13 × 4 × 3 / (52 × 51) − 1
    });
    expect(odds.bets.map((b) => b.settles)).toEqual([
      'Punto wins, its first two cards a pair: pays 2:1',
      "Punto's first two cards a pair: push; otherwise, Banco's first two cards a pair: pays 5:1",
      'the winning hand with three cards: pays 1:1',
      'Banco wins with three cards totalling 7: pays 40:1',
      "Banco's first two cards a pair: pays 11:1",
    ]);
  });

  it('eight decks: the same brute force', () => {
    const odds = exactOdds(generic);
    expect(Object.fromEntries(odds.bets.map((b) => [b.id, fractionText(b.ev)]))).toEqual({
      'punto with its pair': '-5935714966343/6508331087895',
      'banco pair, pushed by a punto pair': '-402560/788417',
      'any three-card win': '-2063741345719/6508331087895',
      dragon: '-64613588827/848912750595',
      pair: '-43/415',
    });
  });

  it('refuses what it cannot count, saying which condition', () => {
    const oneCard = {
      ...withBets(pb, [{ id: 'pair', settle: [{ when: pair('punto'), pays: '11:1' }] }]),
      deal: { ...pb.deal, order: ['punto', 'banco', 'banco'] },
    };
    expect(notEnumerableReason(oneCard)).toBe(
      `${pb.name}: a pair on punto, whose first two cards are not both dealt, is not compiled yet (no exact odds for it)`,
    );
  });
});
