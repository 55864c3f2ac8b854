/**
 * Fuzzing the bundled profiles (test/profile-fuzz.test.ts in npm test, test/deep/profile-fuzz.deep.ts
 * in test:deep): from a fixed seed, mutants of every bundled profile (keys deleted, types changed,
 * values swapped, list items doubled, extends broken, strings for numbers, huge and negative
 * numbers, empty maps, the text cut, tabbed, aliased): each one loads to a profile or to problems
 * every one of which is located, never to an exception or a hang; and each profile the loader
 * accepts builds its chart and plays a coup from a seeded shoe. `npm run bench:fuzz` runs thousands.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bundledIds } from '../../src/loader/bundled.js';
import { judge, mutants } from './profile-mutants.js';

const SEED = 20261130;
/** Only a guard against a hang (an endless range, an alias bomb): no load comes near it. */
const HANG_MS = 5_000;

/** Mutants of every bundled profile, `perProfile` of each, the same ones for the same count. */
export function describeProfileFuzz(perProfile: number): void {
  describe('mutants of the bundled profiles', () => {
    const count = perProfile * bundledIds().length;
    const all = [...mutants(SEED, count)];
    let verdicts: { m: (typeof all)[number]; v: ReturnType<typeof judge> }[] = [];
    beforeAll(() => {
      verdicts = all.map((m) => ({ m, v: judge(m, SEED) }));
    });

    it('mutate every bundled profile', () => {
      expect(new Set(all.map((m) => m.base))).toEqual(new Set(bundledIds()));
    });

    it('never throw in the loader, the builder or a coup', () => {
      const threw = verdicts
        .filter(({ v }) => v.threw)
        .map(({ m, v }) => `${m.file} [${m.mutations.join('; ')}]: ${v.threw!.stage}: ${v.threw!.message}`);
      expect(threw).toEqual([]);
    });

    it('are rejected only with located problems (file, line >= 1, col >= 1, a message)', () => {
      const rejected = verdicts.filter(({ v }) => !v.valid && !v.threw);
      expect(rejected.every(({ v }) => v.problems.length > 0)).toBe(true);
      expect(rejected.flatMap(({ m, v }) => v.unlocated.map((p) => `${m.file}: ${JSON.stringify(p)}`))).toEqual([]);
    });

    it('include both valid and rejected mutants, and play the valid ones', () => {
      // A fuzzer that only ever breaks the profile, or never does, tests one side only.
      expect(verdicts.filter(({ v }) => v.valid).length).toBeGreaterThan(0);
      expect(verdicts.filter(({ v }) => !v.valid).length).toBeGreaterThan(0);
      expect(verdicts.filter(({ v }) => v.played).length).toBeGreaterThan(0);
    });

    it('never hang', () => {
      expect(verdicts.filter(({ v }) => v.loadMs > HANG_MS).map(({ m }) => m.file)).toEqual([]);
    });
  });
}
