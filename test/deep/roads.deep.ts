/**
 * The roads against the oracle (test/oracle/roads.ts) further than the unit test goes: every shoe of
 * B, P and T up to ten coups (88,572 shoes), and a thousand seeded shoes of a whole eight-deck shoe's
 * length with pairs. The unit test (test/roads.test.ts) holds them to seven coups.
 */
import { describe, expect, it } from 'vitest';
import { type CoupMark, roadsOf } from '../../src/roads/roads.js';
import { type OracleCoup, oracleRoads } from '../oracle/roads.js';

describe('the roads against the oracle, deep', () => {
  it('agree on every shoe of up to ten coups', () => {
    let shoes = [''];
    let checked = 0;
    for (let length = 1; length <= 10; length++) {
      shoes = shoes.flatMap((s) => [`${s}B`, `${s}P`, `${s}T`]);
      for (const s of shoes) {
        const coups = [...s].map((r) => ({ result: r as OracleCoup['result'], bankerPair: false, puntoPair: false }));
        const ours = roadsOf(coups as CoupMark[]);
        if (JSON.stringify(ours) !== JSON.stringify(oracleRoads(coups)))
          expect({ shoe: s, ours }).toEqual({ shoe: s, ours: oracleRoads(coups) });
        checked++;
      }
    }
    expect(checked).toBe(88572);
  });

  it('agree on a thousand seeded shoes of 80 coups with pairs', () => {
    // A linear congruential generator (Numerical Recipes' constants): the same shoes on every run.
    let state = 27;
    const next = () => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state / 4294967296;
    };
    for (let shoe = 0; shoe < 1000; shoe++) {
      const coups: OracleCoup[] = Array.from({ length: 80 }, () => {
        const u = next();
        return {
          result: u < 0.095 ? 'T' : u < 0.554 ? 'B' : 'P',
          bankerPair: next() < 0.075,
          puntoPair: next() < 0.075,
        };
      });
      expect(roadsOf(coups as CoupMark[])).toEqual(oracleRoads(coups));
    }
  });
});
