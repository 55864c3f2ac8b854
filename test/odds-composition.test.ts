/**
 * Odds from any shoe (src/odds/composition.ts, `odds --remaining` / `--dealt`). The expectations are:
 * - hand-checked small shoes: a shoe of tens only is a tie whatever is dealt (every total is 0);
 * - the published fresh-shoe figures (test/odds.test.ts, test/support/house-odds.ts), which a
 *   composition of nothing dealt must give;
 * - an independent count for small shoes of eight cards: every ordered six of their cards (8·7·6·5·4·3
 *   = 20,160) played by the Punto Banco tableau written out below (PB-03.4, PB-04), not by the
 *   profile's compiled tables, the pairs read off the cards themselves; its figures are also stated
 *   as literals;
 * - the fast doubles against the exact fractions over a grid of shoes (test/deep/ has a finer one).
 */
import { describe, expect, it } from 'vitest';
import { compileProfile } from '../src/core/compile.js';
import { type Fraction, fractionText, toNumber } from '../src/core/fraction.js';
import { bundledPolicyFile, loadPolicyFile } from '../src/core/policy.js';
import { loadProfile } from '../src/loader/bundled.js';
import { type Composition, CompositionError, compositionOf, prepareShoeOdds } from '../src/odds/composition.js';
import { NotEnumerable } from '../src/odds/result.js';
import type { Profile } from '../src/profile/types.js';
import { eachPuntoBancoCoup } from './oracle/punto-banco.js';
import { baccarat } from './support/cli.js';
import { HOUSE } from './support/house-odds.js';

const RANKS = 'A23456789TJQK';
const SUITS = 'SHDC';

/** A shoe of these cards as a composition with its suits. */
function shoeOf(cards: readonly string[]): Composition {
  return {
    byRank: [...RANKS].map((r) => cards.filter((c) => c[0] === r).length),
    byCard: Array.from(
      { length: 52 },
      (_, code) => cards.filter((c) => c === `${RANKS[code % 13]}${SUITS[Math.floor(code / 13)]}`).length,
    ),
  };
}

/** The independent count: the Punto Banco tableau by hand (the test oracle), over every ordered six cards of the shoe. */
function bruteForce(shoe: readonly string[]) {
  const counts = { punto: 0, banco: 0, tie: 0, puntoPair: 0, bancoPair: 0, onePerfect: 0, twoPerfect: 0 };
  eachPuntoBancoCoup(shoe, ({ punto, banco, outcome }) => {
    counts[outcome]++;
    if (punto[0]![0] === punto[1]![0]) counts.puntoPair++;
    if (banco[0]![0] === banco[1]![0]) counts.bancoPair++;
    const perfect = (punto[0] === punto[1] ? 1 : 0) + (banco[0] === banco[1] ? 1 : 0);
    if (perfect === 1) counts.onePerfect++;
    if (perfect === 2) counts.twoPerfect++;
  });
  return counts;
}

const text = (f: Fraction) => fractionText(f);
const PB = loadProfile('punto-banco');

describe('compositionOf', () => {
  it('counts a fresh shoe, the cards dealt out of it, or the counts given', () => {
    expect(compositionOf(PB, {}).byRank).toEqual(Array(13).fill(32));
    expect(compositionOf(PB, { decks: 1 }).byRank).toEqual(Array(13).fill(4));
    const dealt = compositionOf(PB, { dealt: ['4H', '9C', '2S', 'AD', 'AS'], decks: 1 });
    expect(dealt.byRank).toEqual([2, 3, 4, 3, 4, 4, 4, 4, 3, 4, 4, 4, 4]);
    expect(dealt.byCard?.[13 + 3]).toBe(0); // 4H: suit H (1) * 13 + rank 4 (3)
    expect(dealt.byCard?.[0]).toBe(0); // AS
    expect(compositionOf(PB, { remaining: [1, 0, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0] }).byRank).toEqual([
      1, 0, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0,
    ]);
  });

  it('refuses a shoe that cannot be, saying why', () => {
    expect(() => compositionOf(PB, { remaining: [1, 2] })).toThrow(
      new CompositionError('2 counts given; a shoe needs 13, one per rank A 2 3 4 5 6 7 8 9 T J Q K'),
    );
    expect(() => compositionOf(PB, { remaining: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, -1] })).toThrow(
      'rank K has -1 cards: a count is a whole number, 0 or more',
    );
    expect(() => compositionOf(PB, { dealt: ['4H', '4H'], decks: 1 })).toThrow(
      '4H is dealt more times than a shoe of 1 deck holds it (1)',
    );
  });
});

describe('odds from a shoe of tens only', () => {
  const odds = prepareShoeOdds(PB);
  const tens = compositionOf(PB, { remaining: [0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 2, 2] });

  it('is a tie every time: every total is 0 (8·7·6·5·4·3 = 20,160 card orders)', () => {
    const exact = odds.exact(tens);
    expect(exact.total).toBe(20160n);
    expect(exact.outcomes.map((o) => [o.id, text(o.count)])).toEqual([
      ['punto', '0'],
      ['banco', '0'],
      ['tie', '20160'],
    ]);
    expect(exact.bets.map((b) => [b.id, text(b.ev)])).toEqual([
      ['punto', '0'],
      ['banco', '0'],
      ['tie', '8'],
    ]);
    expect(odds.evaluate(tens)).toEqual({
      outcomes: { punto: 0, banco: 0, tie: 1 },
      bets: { punto: 0, banco: 0, tie: 8 },
    });
  });

  it('refuses counts by card that do not add up to the counts by rank', () => {
    const byCard = Array(52).fill(0);
    byCard[9] = 8; // eight tens of spades, where the counts by rank hold two of each ten-valued rank
    expect(() => odds.evaluate({ byRank: tens.byRank, byCard })).toThrow(
      'the counts by card are not 52 whole numbers, 0 or more, adding up to the counts by rank',
    );
  });

  it('refuses a shoe too short for a coup', () => {
    const five = compositionOf(PB, { remaining: [0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0] });
    expect(() => odds.evaluate(five)).toThrow(
      'a shoe of 5 cards is too short for a coup of Punto Banco, which may take 6',
    );
    expect(() => odds.exact(five)).toThrow(CompositionError);
  });

  it('refuses a shoe of more card orders than are counted exactly (the library takes any counts)', () => {
    const large = compositionOf(PB, { remaining: Array(13).fill(1000) });
    expect(() => odds.exact(large)).toThrow(
      new NotEnumerable(
        'Punto Banco: a shoe of 13000 cards is too many ways for exact odds: its deal takes 4 cards, 13000^4 card orders, beyond 2^53, the most counted exactly; exact odds count it with at most 187 decks (use baccarat simulate for a larger shoe)',
      ),
    );
  });
});

describe('odds from a fresh shoe, as a composition', () => {
  it('gives the published 8-deck figures with nothing dealt, exactly and in doubles', () => {
    const odds = prepareShoeOdds(PB);
    expect(odds.fast).toBe(true);
    const fresh = compositionOf(PB, { dealt: [] });
    const exact = odds.exact(fresh);
    expect(exact.total).toBe(4998398275503360n);
    expect(Object.fromEntries(exact.bets.map((b) => [b.id, text(b.ev)]))).toEqual({
      punto: '-241149546272/19524993263685',
      banco: '-114753351728/10847218479825',
      tie: '-103841353768/723147898655',
    });
    const fast = odds.evaluate(fresh);
    expect(fast.bets.banco).toBeCloseTo(-114753351728 / 10847218479825, 14);
    expect(fast.outcomes.tie).toBeCloseTo(475627426473216 / 4998398275503360, 14);
  });

  it.each(['ez-baccarat', 'perfect-pairs'])('%s: every bet as published, from a composition of nothing dealt', (id) => {
    const profile = loadProfile(id);
    const odds = prepareShoeOdds(profile);
    const exact = odds.exact(compositionOf(profile, { dealt: [] }));
    expect(Object.fromEntries(exact.bets.map((b) => [b.id, text(b.ev)]))).toEqual(
      Object.fromEntries(Object.entries(HOUSE[id]!).map(([bet, [ev]]) => [bet, ev])),
    );
  });
});

describe('odds from small shoes, counted independently', () => {
  // Eight cards: the tableau by hand over their 20,160 ordered sixes (bruteForce above).
  const ONE_OF_EACH = ['AS', 'AH', '2D', '5C', '7S', '9H', 'TD', 'KC'];
  const DOUBLED = ['AS', 'AS', 'AH', '5D', '5D', '9C', 'KS', 'KH']; // two decks' worth of AS and 5D

  it('the independent count (literals: it is what the exact odds are held to)', () => {
    expect(bruteForce(ONE_OF_EACH)).toEqual({
      punto: 9028,
      banco: 9484,
      tie: 1648,
      puntoPair: 720,
      bancoPair: 720,
      onePerfect: 0,
      twoPerfect: 0,
    });
    expect(bruteForce(DOUBLED)).toEqual({
      punto: 8328,
      banco: 8856,
      tie: 2976,
      puntoPair: 3600,
      bancoPair: 3600,
      onePerfect: 2688,
      twoPerfect: 96,
    });
  });

  it('punto-banco-pairs: the outcomes and the pair bets (11:1: 12 × 720 / 20,160 - 1 = -4/7)', () => {
    const odds = prepareShoeOdds(loadProfile('punto-banco-pairs'));
    expect(odds.fast).toBe(false); // the pairs read ranks: the exact walk
    const one = odds.exact(shoeOf(ONE_OF_EACH));
    expect(one.outcomes.map((o) => text(o.count))).toEqual(['9028', '9484', '1648']);
    expect(Object.fromEntries(one.bets.map((b) => [b.id, text(b.ev)]))).toEqual({
      punto: '-19/840', // (9028 - 9484) / 20160
      banco: '-13/14400', // (0.95 × 9484 - 9028) / 20160
      tie: '-37/140', // (8 × 1648 - 9028 - 9484) / 20160
      'punto-pair': '-4/7',
      'banco-pair': '-4/7',
    });
    const doubled = odds.exact(shoeOf(DOUBLED));
    expect(doubled.outcomes.map((o) => text(o.count))).toEqual(['8328', '8856', '2976']);
    expect(doubled.bets.find((b) => b.id === 'punto-pair')?.ev).toEqual({ num: 8n, den: 7n }); // 12 × 3600 / 20160 - 1
    expect(odds.evaluate(shoeOf(DOUBLED)).bets['banco-pair']).toBeCloseTo(8 / 7, 14);
  });

  it('perfect-pairs reads the suits the shoe holds: (26 × 2688 + 251 × 96) / 20,160 - 1 = 769/210', () => {
    const odds = prepareShoeOdds(loadProfile('perfect-pairs'));
    expect(text(odds.exact(shoeOf(DOUBLED)).bets.find((b) => b.id === 'perfect-pair')!.ev)).toBe('769/210');
    expect(text(odds.exact(shoeOf(ONE_OF_EACH)).bets.find((b) => b.id === 'perfect-pair')!.ev)).toBe('-1');
  });

  it('perfect-pairs without suits spreads each rank evenly, and refuses a rank that does not spread', () => {
    const odds = prepareShoeOdds(loadProfile('perfect-pairs'));
    const { byRank } = shoeOf(DOUBLED);
    // The suited pair alone is refused: the bets that read values are counted all the same.
    const uneven = odds.exact({ byRank });
    expect(uneven.refused).toEqual([
      {
        id: 'perfect-pair',
        name: 'Perfect Pair',
        reason:
          "a suited pair reads the suits of the shoe's cards: 3 cards of rank A are not spread evenly over 4 suits (give the cards dealt instead)",
      },
    ]);
    expect(uneven.bets.map((b) => b.id)).toEqual(['punto', 'banco', 'tie']);
    // One card of each suit of A and K, two tens' worth: a perfect pair is impossible (no card twice).
    const spread = [4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4];
    expect(text(odds.exact({ byRank: spread }).bets.find((b) => b.id === 'perfect-pair')!.ev)).toBe('-1');
  });

  it('the fast doubles of punto-banco give the same outcomes', () => {
    const fast = prepareShoeOdds(PB).evaluate(shoeOf(ONE_OF_EACH));
    expect(fast.outcomes.punto).toBeCloseTo(9028 / 20160, 15);
    expect(fast.outcomes.banco).toBeCloseTo(9484 / 20160, 15);
    expect(fast.outcomes.tie).toBeCloseTo(1648 / 20160, 15);
    expect(fast.bets.banco).toBeCloseTo(-13 / 14400, 15);
    // One bet alone, its columns summed into one: the same expectation.
    expect(prepareShoeOdds(PB).evaluateBet!(shoeOf(ONE_OF_EACH), 'banco')).toBeCloseTo(-13 / 14400, 15);
    expect(() => prepareShoeOdds(PB).evaluateBet!(shoeOf(ONE_OF_EACH), 'dragon-7')).toThrow(
      'no bet dragon-7; the bets are punto, banco, tie',
    );
  });
});

describe('the fast doubles against the exact fractions, over a grid of shoes', () => {
  // Each rank group (A-3, 4-6, 7-9, tens) at 1 or 6 cards a rank: 16 shoes from 13 to 78 cards,
  // some nearly without low cards, some without tens.
  const grid: number[][] = [];
  for (let g = 0; g < 16; g++) {
    const per = [0, 1, 2, 3].map((bit) => ((g >> bit) & 1 ? 6 : 1));
    grid.push([...RANKS].map((_, r) => per[r < 3 ? 0 : r < 6 ? 1 : r < 9 ? 2 : 3]!));
  }
  it.each(['punto-banco', 'ez-baccarat'])('%s', (id) => {
    const profile = loadProfile(id);
    const odds = prepareShoeOdds(profile);
    expect(odds.fast).toBe(true);
    for (const byRank of grid) {
      const comp = { byRank };
      const exact = odds.exact(comp);
      const fast = odds.evaluate(comp);
      for (const o of exact.outcomes)
        expect(fast.outcomes[o.id]).toBeCloseTo(toNumber({ num: o.count.num, den: o.count.den * exact.total }), 12);
      for (const b of exact.bets) {
        expect(fast.bets[b.id]).toBeCloseTo(toNumber(b.ev), 12);
        expect(odds.evaluateBet!(comp, b.id)).toBeCloseTo(toNumber(b.ev), 12);
      }
    }
  });
});

describe('odds from a shoe of three hands', () => {
  it('baccarat-banque walks the exact odds (not fast): a shoe of tens is equal on both sides', () => {
    const profile = loadProfile('baccarat-banque');
    const policy = loadPolicyFile(
      bundledPolicyFile('baccarat-banque', compileProfile(profile))!,
      compileProfile(profile),
    );
    const odds = prepareShoeOdds(profile, { policy });
    expect(odds.fast).toBe(false);
    const fast = odds.evaluate({ byRank: [0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 0, 0, 0] });
    expect(fast.outcomes['right equal, left equal']).toBe(1);
  });
});

describe('baccarat odds --remaining / --dealt', () => {
  it('--remaining: a shoe of tens is a tie, as JSON', async () => {
    const r = await baccarat(['odds', 'punto-banco', '--remaining', '0,0,0,0,0,0,0,0,0,8,0,0,0', '--json']);
    expect(r.err).toBe('');
    expect(JSON.parse(r.out)).toEqual({
      profile: 'punto-banco',
      remaining: [0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 0],
      cards: 8,
      total: '20160',
      outcomes: { punto: '0', banco: '0', tie: '20160' },
      bets: {
        punto: { houseEdge: 0, ev: '0' },
        banco: { houseEdge: 0, ev: '0' },
        tie: { houseEdge: -8, ev: '8' },
      },
    });
  });

  it('--dealt nothing is the fresh shoe, published; --dealt and --remaining of the same shoe agree', async () => {
    const none = JSON.parse((await baccarat(['odds', 'punto-banco', '--dealt', '', '--json'])).out);
    expect(none.total).toBe('4998398275503360');
    expect(none.bets.banco.ev).toBe('-114753351728/10847218479825');
    const dealt = await baccarat(['odds', 'punto-banco', '--dealt', '4H 9C 2S AD', '--decks', '1']);
    expect(dealt.out).toContain('a shoe of 48 cards (by rank A..K:\n  3,3,4,3,4,4,4,4,3,4,4,4,4)');
    const remaining = await baccarat(['odds', 'punto-banco', '--remaining', '3,3,4,3,4,4,4,4,3,4,4,4,4']);
    expect(remaining.out.replace(/computed in .*/, '')).toBe(dealt.out.replace(/computed in .*/, ''));
  });

  it('--markdown: the shoe and its tables', async () => {
    const r = await baccarat(['odds', 'punto-banco', '--remaining', '0,0,0,0,0,0,0,0,0,8,0,0,0', '--markdown']);
    expect(r.out).toContain('| tie | 20,160 | 100.0000 % |');
    expect(r.out).toContain('| tie | a tie: pays 8:1 | -800.0000 % | 8 |');
  });

  it.each([
    [
      ['--remaining', '1,2'],
      '--remaining 1,2: 2 counts given; a shoe needs 13, one per rank A 2 3 4 5 6 7 8 9 T J Q K',
    ],
    [
      ['--remaining', '1,2,3,4,5,6,7,8,9,10,11,12,-1'],
      '--remaining 1,2,3,4,5,6,7,8,9,10,11,12,-1: "-1" is not a count: give 13 whole numbers, 0 or more, one per rank A 2 3 4 5 6 7 8 9 T J Q K',
    ],
    [['--dealt', '4H 4H', '--decks', '1'], '--dealt 4H 4H: 4H is dealt more times than a shoe of 1 deck holds it (1)'],
    [
      ['--remaining', '0,0,0,0,0,0,0,0,0,5,0,0,0'],
      '--remaining 0,0,0,0,0,0,0,0,0,5,0,0,0: a shoe of 5 cards is too short for a coup of Punto Banco, which may take 6',
    ],
    [
      ['--remaining', '33,32,32,32,32,32,32,32,32,32,32,32,32'],
      "--remaining 33,32,32,32,32,32,32,32,32,32,32,32,32: rank A has 33 cards: a shoe of 8 decks (the profile's) holds 32 of a rank",
    ],
    [
      ['--dealt', 'XX'],
      '--dealt XX: "XX" is not a card: write a rank (A 2-9 T J Q K, or 10) and a suit (S H D C or ♠ ♥ ♦ ♣), e.g. 4H or 4♥',
    ],
  ])('refuses %j in one located line, exit 1', async (args, message) => {
    const r = await baccarat(['odds', 'punto-banco', ...args]);
    expect([r.code, r.out, r.err]).toEqual([1, '', `${message}\n`]);
  });

  it('refuses a profile that cannot be counted, as the fresh-shoe odds do', () => {
    const pairs = loadProfile('punto-banco-pairs');
    const oneCard = { ...pairs, deal: { ...pairs.deal, order: ['punto', 'banco', 'banco'] } } as Profile;
    expect(() => prepareShoeOdds(oneCard)).toThrow(
      new NotEnumerable(
        `${pairs.name}: a pair on punto, whose first two cards are not both dealt, is not compiled yet (no exact odds for it)`,
      ),
    );
  });
});
