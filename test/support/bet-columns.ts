/**
 * A bet's column summed both ways (src/odds/bet-column.ts) over the coups of dealt shoes: shared by
 * test/bet-column.test.ts and test/deep/bet-column.deep.ts.
 */
import { expect } from 'vitest';
import { compileProfile } from '../../src/core/compile.js';
import { bundledPolicyFile, loadPolicyFile, reachableChoices } from '../../src/core/policy.js';
import { loadProfile } from '../../src/loader/bundled.js';
import { sumColumnsIn } from '../../src/odds/bet-column.js';
import { type Composition, prepareShoeOdds } from '../../src/odds/composition.js';
import { withBetsOnly } from '../../src/profile/bets.js';

/** The bet's expectation from each composition, its column summed where `place` says. */
export function evaluated(id: string, bet: string, comps: readonly Composition[], place: 'webassembly' | 'javascript') {
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
export function dealt(decks: number, seed: number): Composition[] {
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

/** Each bet's sums in WebAssembly are the JavaScript loop's, bit for bit, and differ from shoe to shoe. */
export function sameSums(id: string, bets: readonly string[], comps: readonly Composition[]): void {
  for (const bet of bets) {
    const wasm = evaluated(id, bet, comps, 'webassembly');
    const js = evaluated(id, bet, comps, 'javascript');
    expect(
      wasm.every((x, i) => Object.is(x, js[i])),
      `${id} ${bet}`,
    ).toBe(true);
    expect(new Set(wasm).size, `${id} ${bet}: the shoes give different sums`).toBeGreaterThan(comps.length / 2);
  }
}
