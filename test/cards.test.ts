import { describe, expect, it } from 'vitest';
import { cardGlyph, parseCard, parseCards } from '../src/cards/card.js';
import { cardsLeft, checkComposition, dealTop, fullShoe, newShoe, reshuffled } from '../src/cards/shoe.js';

describe('cards', () => {
  it('reads ranks and suits in letters, 10 and symbols', () => {
    expect(parseCards('4H 9c 2♠ A♦ 10D td Kh')).toEqual(['4H', '9C', '2S', 'AD', 'TD', 'TD', 'KH']);
    expect(cardGlyph('TD')).toBe('T♦');
  });

  it.each(['1H', '11S', 'ZH', '4X', '4', '', 'H4'])('refuses %j with what a card looks like', (text) => {
    expect(() => parseCard(text)).toThrow(/is not a card: write a rank/);
  });

  it('splits on spaces and commas', () => {
    expect(parseCards(' 4H,9C  2S ')).toEqual(['4H', '9C', '2S']);
  });
});

describe('shoe', () => {
  it('holds 52 distinct cards per deck', () => {
    expect(fullShoe(8)).toHaveLength(416);
    expect(new Set(fullShoe(1)).size).toBe(52);
  });

  it('refuses more copies of a card than the decks hold', () => {
    expect(() => checkComposition(['AS', 'AS'], 1)).toThrow('AS appears 2 times, but a shoe of 1 deck holds only 1');
    expect(() => checkComposition(['AS', 'AS'], 2)).not.toThrow();
  });

  it('replays a seeded shuffle exactly, and another seed gives another order', () => {
    const a = newShoe(8, { kind: 'seeded', seed: 42 });
    const b = newShoe(8, { kind: 'seeded', seed: 42 });
    const c = newShoe(8, { kind: 'seeded', seed: 43 });
    expect(a.order).toEqual(b.order);
    expect(a.order).not.toEqual(c.order);
    expect([...a.order].sort()).toEqual([...fullShoe(8)].sort());
    expect(reshuffled(a).order).toEqual(reshuffled(b).order);
    expect(reshuffled(a).order).not.toEqual(a.order);
  });

  it('deals a stacked shoe in the order given, one sequence per shuffle', () => {
    const [card, rest] = dealTop(newShoe(8, { kind: 'stacked', shuffles: [['4H', '2S'], ['9C']] }));
    let shoe = rest;
    expect(card).toBe('4H');
    expect(cardsLeft(shoe)).toBe(1);
    shoe = reshuffled(shoe);
    expect(shoe.order).toEqual(['9C']);
    expect(shoe.dealt).toBe(0);
    shoe = reshuffled(shoe);
    expect(cardsLeft(shoe)).toBe(0);
    expect(() => dealTop(shoe)).toThrow('the shoe is empty');
  });
});
