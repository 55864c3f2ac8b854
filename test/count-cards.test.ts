/**
 * count for every bet (docs/house-math.md, "Effects of removal"): each bet counted on its own, on the
 * cards it tells apart — by value, by rank where it reads pairs, by colour or by suit where it reads
 * them and does not read every suit alike (src/house/count-groups.ts) — its shoes a card short
 * counted by card where it reads suits or colours. Literals:
 * - Punto's first card red (card-colours' red-first, even money), 8 decks: with a red card out, 207
 *   of the 415 cards are red, an expectation of 2 · 207/415 − 1 = −1/415; with a black one out,
 *   +1/415; whatever the card's value. Tags one a colour, −1 red and +1 black, balanced; by card
 *   code (suit × 13 + rank, suits S H D C): ♠ +1, ♥ −1, ♦ −1, ♣ +1. A red card of each value is 2
 *   a deck, 16 in 8 decks; of the ten-valued, 64.
 */
import { describe, expect, it } from 'vitest';
import { cardGroupsOf } from '../src/house/count-groups.js';
import { shardJson } from '../src/house/count-report.js';
import { countability, countShard, mergeShards, parseShard } from '../src/house/countability.js';
import { loadProfile } from '../src/loader/bundled.js';
import type { Profile } from '../src/profile/types.js';
import { baccarat } from './support/cli.js';

const groups = (id: string | Profile, bet: string) => {
  const g = cardGroupsOf(typeof id === 'string' ? loadProfile(id) : id, bet);
  return { split: g.split, byCard: g.byCard, names: g.groups.map((x) => x.name) };
};
const RANKS13 = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
const VALUES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T'];

describe('the cards a bet tells apart', () => {
  it('a plain bet beside bets that read suits: its values, whatever the others read', () => {
    expect(groups('perfect-pairs', 'banco')).toEqual({ split: 'none', byCard: false, names: VALUES });
  });

  it('a rank pair: each rank; a suited pair, a majestic match: each rank, every suit alike, counted by card', () => {
    expect(groups('punto-banco-pairs', 'punto-pair')).toEqual({ split: 'none', byCard: false, names: RANKS13 });
    expect(groups('perfect-pairs', 'perfect-pair')).toEqual({ split: 'none', byCard: true, names: RANKS13 });
    // Majestic Match spells out each suit in turn (♠, ♥, ♦, ♣): the same bet with its suits exchanged.
    expect(groups('majestic-match', 'majestic-match-punto')).toEqual({ split: 'none', byCard: true, names: RANKS13 });
  });

  it('a red card: each value, red and black', () => {
    const g = cardGroupsOf(loadProfile('card-colours'), 'red-first');
    expect([g.split, g.byCard, g.groups.length]).toEqual(['colour', true, 20]);
    expect(g.groups.slice(0, 3).map((x) => x.name)).toEqual(['red A', 'black A', 'red 2']);
    expect(g.groups.at(-1)).toEqual({ name: 'black T', ranks: [9, 10, 11, 12], suits: [0, 3] });
  });

  it('a heart: each value, each suit', () => {
    const cc = loadProfile('card-colours');
    const redFirst = cc.bets.find((b) => b.id === 'red-first')!;
    const rule = redFirst.settle[0]!;
    const heart = {
      ...redFirst,
      id: 'heart-first',
      settle: [
        {
          ...rule,
          when: {
            kind: 'card',
            id: 'a first card a heart',
            hand: { who: 'hand', id: 'punto' },
            test: { of: 'card', at: 0, suit: [1] },
          },
        },
      ],
    } as typeof redFirst;
    const g = groups({ ...cc, bets: [...cc.bets, heart] }, 'heart-first');
    expect([g.split, g.byCard, g.names.length]).toEqual(['suit', true, 40]);
    expect(g.names.slice(0, 5)).toEqual(['A♠', 'A♥', 'A♦', 'A♣', '2♠']);
  });
});

describe('a colour bet counted by card (red-first)', () => {
  const cc = loadProfile('card-colours');
  const options = { bet: 'red-first', shoes: 200 };
  const whole = countability(cc, options);

  it('has the effects worked by hand: −1/415 for a red card, +1/415 for a black one, and tags ∓1', () => {
    const x = whole.exact;
    expect([x.ev, x.houseEdge]).toEqual(['0', 0]);
    expect(x.effects.map((g) => g.effectExact)).toEqual(Array(10).fill(['-1/415', '1/415']).flat());
    expect(x.effects.map((g) => g.cards)).toEqual([...Array(18).fill(16), 64, 64]);
    expect(x.effects.slice(-2).map((g) => [g.group, g.ranks, g.suits])).toEqual([
      ['red T', 'TJQK', 'HD'],
      ['black T', 'TJQK', 'SC'],
    ]);
    expect(x.tags).toMatchObject({ derived: Array(10).fill([-1, 1]).flat(), derivedScale: 1, derivedBalanced: true });
  });

  it("counts with a tag per card, and its slices merge into the whole run (the bound's odds by card are not fast: not simulated)", () => {
    const slices = [1, 2].map((k) => countShard(cc, options, { k, n: 2 }));
    expect(slices[0]!.run.tags).toEqual([...Array(13).fill(1), ...Array(26).fill(-1), ...Array(13).fill(1)]);
    const read = slices.map((s, i) => parseShard(shardJson(s), `part-${i + 1}.json`));
    expect(mergeShards([read[1]!, read[0]!])).toEqual(whole);
    expect(whole.simulation!.bound).toEqual({
      notSimulated:
        'not simulated: the bet reads pairs or card tests, whose exact odds from a shoe take a walk per coup (see baccarat odds --remaining)',
    });
  });

  it('is countable: a counter gains, as dealt, more than 0 with 95 % confidence', () => {
    expect(whole.verdict).toEqual({
      kind: 'countable',
      text: 'countable: a counter gains +1.2450 units per shoe (as dealt; 95 % interval +0.8077 to +1.6823) at the default penetration (the cut card 14 cards from the end)',
    });
  });

  it('names its groups where --tags gives too few', async () => {
    const r = await baccarat(['count', 'card-colours', '--bet', 'red-first', '--tags', '1,-1']);
    expect(r.err.split('\n')[0]).toBe(
      '--tags 1,-1: give 20 tags, one per red A, black A, red 2, black 2, red 3, black 3, red 4, black 4, red 5, black 5, red 6, black 6, red 7, black 7, red 8, black 8, red 9, black 9, red T, black T; 2 given',
    );
  });
});
