/**
 * A bet's column summed in WebAssembly (src/odds/bet-column.ts) is the JavaScript loop's sum, bit for
 * bit: the same doubles as before the kernel (the literals below are the JavaScript loop's, as it
 * summed them before WebAssembly did), and the same double as the loop on every shoe of a deal, for
 * the bets count's bound evaluates (each bet alone, as count prepares it).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parseCards } from '../src/cards/card.js';
import { compileProfile } from '../src/core/compile.js';
import { bundledPolicyFile, loadPolicyFile, reachableChoices } from '../src/core/policy.js';
import { loadProfile } from '../src/loader/bundled.js';
import { sumColumnsIn } from '../src/odds/bet-column.js';
import { type Composition, compositionOf, prepareShoeOdds } from '../src/odds/composition.js';
import { withBetsOnly } from '../src/profile/bets.js';

afterEach(() => sumColumnsIn('webassembly'));

/** The bet's expectation from each composition, its column summed where `place` says. */
function evaluated(id: string, bet: string, comps: readonly Composition[], place: 'webassembly' | 'javascript') {
  const profile = loadProfile(id);
  const c = compileProfile(profile);
  const file = reachableChoices(c).length > 0 ? bundledPolicyFile(id, c) : undefined;
  sumColumnsIn(place);
  const odds = prepareShoeOdds(withBetsOnly(profile, [bet]), {
    policy: file === undefined ? undefined : loadPolicyFile(file, c),
  });
  return comps.map((comp) => odds.evaluateBet!(comp, bet));
}

/** The compositions before each coup of a shoe of `decks` dealt five cards a coup to its last 14, shuffled from `seed`. */
function dealt(decks: number, seed: number): Composition[] {
  let s = seed;
  const next = (n: number) => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s % n;
  };
  const cards = Array.from({ length: 52 * decks }, (_, i) => i % 52);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = next(i + 1);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  const byRank = Array<number>(13).fill(4 * decks);
  const out: Composition[] = [];
  for (let top = 0; cards.length - top > 14; top += 5) {
    out.push({ byRank: [...byRank] });
    for (const code of cards.slice(top, top + 5)) byRank[code % 13]!--;
  }
  return out;
}

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
    // Columns few multisets need (a natural's, a margin's), and a table that leaves choices to a policy.
    ['natural-bets', ['natural-9-punto', 'natural-8-banco']],
    ['golden-frog', ['frog-9-beats-7', 'frog-8-beats-6']],
    ['chemin-de-fer', ['banco', 'avec-la-table']],
  ])('%s: the sum of the JavaScript loop on every coup of a shoe, bit for bit', (id, bets) => {
    const comps = dealt(loadProfile(id).shoe.decks, 7);
    for (const bet of bets) {
      const wasm = evaluated(id, bet, comps, 'webassembly');
      const js = evaluated(id, bet, comps, 'javascript');
      expect(
        wasm.every((x, i) => Object.is(x, js[i])),
        `${id} ${bet}`,
      ).toBe(true);
      expect(new Set(wasm).size, `${id} ${bet}: the shoes give different sums`).toBeGreaterThan(comps.length / 2);
    }
  });
});
