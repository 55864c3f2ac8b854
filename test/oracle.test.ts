/**
 * The test oracle itself (test/oracle/three-hands.ts): independent of src/, and right on shoes small
 * enough to count by hand.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countByOutcome, sameForAll } from './oracle/three-hands.js';

const ORACLE = join(import.meta.dirname, 'oracle');
const banquePlain = sameForAll((t) => (t <= 4 ? 2 : t === 5 ? 1 : 0));

describe('the test oracle', () => {
  it('imports nothing from src/ (nor anything but its own folder)', () => {
    for (const f of readdirSync(ORACLE)) {
      const imports = [...readFileSync(join(ORACLE, f), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
      expect(
        imports.filter((i) => !i.startsWith('./')),
        f,
      ).toEqual([]);
    }
  });

  // Eight ten-valued cards and a 9 (test/odds-three-hands.test.ts works it out): each hand holds the
  // 9 in a third of the 9! = 362,880 orders, 120,960, times 8 = 967,680. No card order draws half
  // the time: every hand holds 0 or 9.
  it('a nine-card shoe of eight tens and a 9: a third of the orders to each hand', () => {
    expect(Object.fromEntries(countByOutcome([0, 0, 0, 0, 0, 0, 0, 0, 9], { drawsOutOf2: banquePlain }))).toEqual({
      'right win, left equal|0': 967680,
      'right lose, left lose|0': 967680,
      'right equal, left win|0': 967680,
    });
  });

  // The same twelve-card shoe the club counts by hand (RC-13): eleven tens and a 9, 12! = 479,001,600
  // orders, a third to each hand, times 8 = 1,277,337,600 (the cards of a value taken together: one
  // by one, 12! orders take minutes).
  it("club baccarat's fourth card on three tens: a twelve-card shoe, a third of the orders to each hand", () => {
    const cards = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9];
    const rules = { drawsOutOf2: banquePlain, fourthOnThreeTens: true, byValue: true };
    expect(Object.fromEntries(countByOutcome(cards, rules))).toEqual({
      'right win, left equal|0': 1277337600,
      'right lose, left lose|0': 1277337600,
      'right equal, left win|0': 1277337600,
    });
  });
});
