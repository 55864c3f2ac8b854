/** The simulation's shoes and generator are the project's own (src/cards/shoe.ts), made fast. */
import { describe, expect, it } from 'vitest';
import { fullShoe, nextRng, seedRng, shuffle } from '../src/cards/shoe.js';
import { cardOf, compileProfile } from '../src/core/compile.js';
import { Sfc32 } from '../src/kernel/rng.js';
import { SeededShoe } from '../src/kernel/shoe.js';
import { loadProfile } from '../src/loader/bundled.js';
import { seatedProfile } from '../src/profile/seating.js';

describe('the kernel generator', () => {
  it('draws the same stream as nextRng', () => {
    const fast = Sfc32.seeded(42);
    let reference = seedRng(42);
    for (let i = 0; i < 1000; i++) {
      const [r, next] = nextRng(reference);
      reference = next;
      expect(fast.next()).toBe(r);
    }
    expect(fast.state).toEqual(reference);
  });
});

describe('a shoe dealt down (reshuffle: never)', () => {
  it('is the very shuffle a seeded session of the chart makes', () => {
    const c = compileProfile(loadProfile('baccarat-banque'));
    const shoe = new SeededShoe(c, 9);
    const [order] = shuffle(fullShoe(c.decks), seedRng(9));
    expect(Array.from(shoe.cards, cardOf)).toEqual(order);
  });

  it('starts a fresh shoe once fewer cards remain than the profile plays on (9 in Baccarat Banque)', () => {
    const c = compileProfile(loadProfile('baccarat-banque'));
    const shoe = new SeededShoe(c, 1);
    shoe.nextCoup();
    shoe.dealt(156 - 9);
    expect(shoe.nextCoup()).toBe(9);
    expect(shoe.shuffles).toBe(1);
    shoe.dealt(1);
    expect(shoe.nextCoup()).toBe(156);
    expect(shoe.shuffles).toBe(2);
  });
});

describe('a shoe reshuffled after every coup', () => {
  it('puts six distinct cards of the full shoe on top, different each coup, the same for the same seed', () => {
    const c = compileProfile(loadProfile('punto-banco'));
    const a = new SeededShoe(c, 5);
    const b = new SeededShoe(c, 5);
    const tops = new Set<string>();
    for (let coup = 0; coup < 100; coup++) {
      a.nextCoup();
      b.nextCoup();
      const top = Array.from(a.cards.subarray(0, 6));
      expect(Array.from(b.cards.subarray(0, 6))).toEqual(top);
      tops.add(top.join());
      // Still one full shoe: every card code 0-51 exactly 8 times.
      if (coup % 25 === 0) {
        const counts = new Array(52).fill(0);
        for (const code of a.cards) counts[code]++;
        expect(counts).toEqual(new Array(52).fill(8));
      }
    }
    expect(tops.size).toBe(100);
  });

  it('deals each card on top equally often', () => {
    const c = compileProfile(loadProfile('punto-banco'));
    const shoe = new SeededShoe(c, 11);
    const counts = new Array(52).fill(0);
    const coups = 52_000;
    for (let i = 0; i < coups; i++) {
      shoe.nextCoup();
      counts[shoe.cards[0]!]++;
    }
    // 1,000 expected per card; a binomial spread of about 31: 5 sigma either way.
    for (const n of counts) expect(Math.abs(n - 1000)).toBeLessThan(160);
  });
});

describe('a shoe reshuffled when too few cards remain for a coup (the domestic game)', () => {
  const base = loadProfile('baccarat-domestic');

  it('reshuffles within a session once fewer cards remain than every hand may take, and starts each session of 10 coups on a fresh shoe', () => {
    // Three punters and the banker: 4 hands of at most 3 cards, so fewer than 12 cards is too few.
    const c = compileProfile(seatedProfile(base, 3));
    const shoe = new SeededShoe(c, 4);
    expect([shoe.sessions, shoe.shuffles]).toEqual([1, 1]);
    shoe.nextCoup();
    shoe.dealt(104 - 12);
    expect(shoe.nextCoup()).toBe(12); // exactly enough: played from this shoe
    expect([shoe.sessions, shoe.shuffles]).toEqual([1, 1]);
    shoe.dealt(1);
    expect(shoe.nextCoup()).toBe(104); // coup 3, 11 left: every card back, a new shuffle, the same session
    expect([shoe.sessions, shoe.shuffles]).toEqual([1, 2]);
    for (let coup = 4; coup <= 10; coup++) {
      shoe.dealt(8);
      shoe.nextCoup();
    }
    expect([shoe.sessions, shoe.shuffles]).toEqual([1, 2]);
    shoe.dealt(8);
    expect(shoe.nextCoup()).toBe(104); // coup 11 opens the next session, on a fresh shoe
    expect([shoe.sessions, shoe.shuffles]).toEqual([2, 3]);
  });

  it('deals each session the very shuffles a seeded session of the chart makes', () => {
    const c = compileProfile(seatedProfile(base, 3));
    const shoe = new SeededShoe(c, 9);
    let rng = seedRng(9);
    let order: string[];
    [order, rng] = shuffle(fullShoe(2), rng);
    expect(Array.from(shoe.cards, cardOf)).toEqual(order);
    shoe.nextCoup();
    shoe.dealt(100);
    shoe.nextCoup();
    [order, rng] = shuffle(fullShoe(2), rng);
    expect(Array.from(shoe.cards, cardOf)).toEqual(order);
  });
});
