/**
 * The house tables whose procedures are written in their profiles alone (issue "The session as
 * data"), explored in npm test at a small bound: three participants, one coup, the first shoe, 30
 * states each, with the walk's counts as they are and no invariant violated.
 * test/deep/explore-house.deep.ts walks them to 300 states each; test/deep/explore.deep.ts walks
 * every bundled profile, these included, at four participants and two coups.
 */
import { describe, expect, it } from 'vitest';
import { explore } from '../src/explore/walk.js';
import { loadProfile } from '../src/loader/bundled.js';

describe('the house procedures explored, scaled down', () => {
  // states, moves taken, refused moves tried, terminal states, records replayed
  const walks: [string, number, number, number, number, number][] = [
    ['baccarat-club-croupier-cut', 30, 143, 670, 0, 0],
    ['chemin-de-fer-bank-limit-3', 30, 61, 720, 0, 0],
    ['baccarat-banque-first-right', 30, 105, 593, 0, 0],
  ];
  for (const [id, states, moves, refused, terminals, replayed] of walks) {
    it(`${id}: no invariant is violated in its first ${states} states`, () => {
      const x = explore(loadProfile(id), { participants: 3, coups: 1, maxStates: 30, shoes: [0], replays: 2 });
      expect(x.walks.map((w) => [w.states, w.moves, w.refused, w.terminals, w.replayed])).toEqual([
        [states, moves, refused, terminals, replayed],
      ]);
      expect(x.bounded).toBe(true);
      expect(x.violations.map((v) => `${v.invariant}: ${v.message}`)).toEqual([]);
    });
  }
});
