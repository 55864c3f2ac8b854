/**
 * A bet's column summed in WebAssembly (src/odds/bet-column.ts) is the JavaScript loop's sum, bit for
 * bit: the same doubles as before the kernel (the literals below are the JavaScript loop's, as it
 * summed them before WebAssembly did), and the same double as the loop on every shoe of a deal, for
 * the bets count's bound evaluates (each bet alone, as count prepares it).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parseCards } from '../src/cards/card.js';
import { loadProfile } from '../src/loader/bundled.js';
import { sumColumnsIn } from '../src/odds/bet-column.js';
import { compositionOf } from '../src/odds/composition.js';
import { dealt, evaluated, sameSums } from './support/bet-columns.js';

afterEach(() => sumColumnsIn('webassembly'));

describe("a bet's column summed in WebAssembly", () => {
  const cards = parseCards('4H 2S 9C AD 8D 5S 5H TC KD 7S 7H 3C 6D 6S QH 8C 8S 9D');
  it.each([
    ['punto-banco', 'banco', -0.011015438360588138, -0.014691390405725764],
    ['punto-banco', 'punto', -0.011907354311686456, -0.00825159267873394],
    ['punto-banco', 'tie', -0.14503917321367715, -0.18520957629689544],
    ['ez-baccarat', 'dragon-7', -0.07051737014343695, 0.029099784569505904],
    ['ez-baccarat', 'panda-8', -0.1078129847518744, -0.1946164104567233],
  ])('%s %s: the doubles the JavaScript loop summed, 18 cards out of 8 decks and of 1', (id, bet, eight, one) => {
    const profile = loadProfile(id);
    const comps = [compositionOf(profile, { dealt: cards }), compositionOf(profile, { dealt: cards, decks: 1 })];
    expect(evaluated(id, bet, comps, 'webassembly')).toEqual([eight, one]);
    expect(evaluated(id, bet, comps, 'javascript')).toEqual([eight, one]);
  });

  it.each([
    ['punto-banco', ['banco', 'punto', 'tie']],
    ['ez-baccarat', ['dragon-7', 'panda-8']],
    // Columns few multisets need (a natural's, a margin's), and a table that leaves choices to a policy:
    // natural-bets, golden-frog and chemin-de-fer, test:deep's (test/deep/bet-column.deep.ts).
  ])('%s: the sum of the JavaScript loop on every coup of a shoe, bit for bit', (id, bets) => {
    sameSums(id, bets, dealt(loadProfile(id).shoe.decks, 7));
  });
});
