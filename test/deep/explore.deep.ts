/**
 * The explorer at the larger bounds (npm run test:deep): every bundled profile at a table of four,
 * two coups, its four shoes, within 4,000 states per profile (a thousand a shoe). test/explore.test.ts
 * walks the six systems a thousand states each at most, its first shoe.
 */
import { describe, expect, it } from 'vitest';
import { explore } from '../../src/explore/walk.js';
import { bundledIds, loadProfile } from '../../src/loader/bundled.js';

describe('every bundled profile explored, deep', () => {
  for (const id of bundledIds()) {
    it(`${id}: 4 participants, 2 coups, every shoe: no invariant is violated`, () => {
      const profile = loadProfile(id);
      for (const shoe of [0, 1, 2, 3]) {
        const x = explore(profile, { participants: 4, coups: 2, maxStates: 1000, shoes: [shoe], replays: 6 });
        expect(x.violations.map((v) => `shoe ${v.shoe.name}: ${v.invariant}: ${v.message}`)).toEqual([]);
      }
    });
  }
});
