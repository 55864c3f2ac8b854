/**
 * A bet's column summed in WebAssembly is the JavaScript loop's, bit for bit, on every coup of two
 * shoes of each profile whose columns differ in kind (npm test holds Punto Banco's and EZ Baccarat's
 * over one shoe, test/bet-column.test.ts): columns few multisets need (a natural's, a margin's), and
 * a table that leaves choices to a policy.
 */
import { afterEach, describe, it } from 'vitest';
import { loadProfile } from '../../src/loader/bundled.js';
import { sumColumnsIn } from '../../src/odds/bet-column.js';
import { dealt, sameSums } from '../support/bet-columns.js';

afterEach(() => sumColumnsIn('webassembly'));

describe("a bet's column summed in WebAssembly, deep", () => {
  it.each([
    ['punto-banco', ['banco', 'punto', 'tie']],
    ['ez-baccarat', ['dragon-7', 'panda-8']],
    ['natural-bets', ['natural-9-punto', 'natural-8-banco']],
    ['golden-frog', ['frog-9-beats-7', 'frog-8-beats-6']],
    ['chemin-de-fer', ['banco', 'avec-la-table']],
  ])('%s: the sum of the JavaScript loop on every coup of two shoes, bit for bit', (id, bets) => {
    const decks = loadProfile(id).shoe.decks;
    sameSums(id, bets, [...dealt(decks, 7), ...dealt(decks, 2026)]);
  });
});
