/**
 * The house tables whose procedures are written in their profiles alone (issue "The session as
 * data"), explored to a few hundred states each (npm run test:deep): three participants, one coup,
 * the first shoe, at most 300 states, with the walk's counts as they are and no invariant violated.
 * Chemin de Fer's coup is walked whole in 263. These walks stay in the first coup: the croupier's cut
 * is no candidate of the explorer's (it tries a CUT by each participant, never by the croupier), and
 * the limit on a banker's run and the loser's first right come only in later coups, which their
 * scenarios play (specs/features/house/). test/explore-house.test.ts walks the first 30 in npm test.
 */
import { describe, expect, it } from 'vitest';
import { explore } from '../../src/explore/walk.js';
import { loadProfile } from '../../src/loader/bundled.js';

describe('the house procedures explored, deep', () => {
  // states, moves taken, refused moves tried, terminal states, records replayed
  const walks: [string, number, number, number, number, number][] = [
    ['baccarat-club-croupier-cut', 300, 1513, 7861, 0, 0],
    ['chemin-de-fer-bank-limit-3', 170, 212, 2817, 43, 2],
    ['baccarat-banque-first-right', 300, 700, 6192, 0, 0],
  ];
  for (const [id, states, moves, refused, terminals, replayed] of walks) {
    it(`${id}: no invariant is violated in ${states} states`, () => {
      const x = explore(loadProfile(id), { participants: 3, coups: 1, maxStates: 300, shoes: [0], replays: 2 });
      expect(x.walks.map((w) => [w.states, w.moves, w.refused, w.terminals, w.replayed])).toEqual([
        [states, moves, refused, terminals, replayed],
      ]);
      expect(x.bounded).toBe(states === 300);
      expect(x.violations.map((v) => `${v.invariant}: ${v.message}`)).toEqual([]);
    });
  }
});
