/**
 * The procedure fuzz as a test (test/procedure-fuzz.test.ts, test/deep/procedure-fuzz.deep.ts): `count`
 * mutants from a fixed seed, each judged (test/support/procedure-mutants.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { judgeProcedure, type ProcedureMutant, procedureMutants, SYSTEMS } from './procedure-mutants.js';

const SEED = 20261203;

export function describeProcedureFuzz(count: number): void {
  describe(`${count} mutants of the six systems' procedures`, () => {
    const all = [...procedureMutants(SEED, count)];
    let verdicts: { m: ProcedureMutant; v: ReturnType<typeof judgeProcedure> }[] = [];
    beforeAll(() => {
      verdicts = all.map((m) => ({ m, v: judgeProcedure(m, SEED) }));
    });

    it('mutate each of the six systems', () => {
      expect(new Set(all.map((m) => m.base))).toEqual(new Set(SYSTEMS));
    });

    it('play where validate accepts them: explored and walked, never an exception', () => {
      const threw = verdicts
        .filter(({ v }) => v.threw)
        .map(({ m, v }) => `${m.base} [${m.mutations.join('; ')}]: ${v.threw!.stage}: ${v.threw!.message}`);
      expect(threw).toEqual([]);
    });

    it('are refused only with located problems', () => {
      expect(verdicts.flatMap(({ m, v }) => v.unlocated.map((p) => `${m.base}: ${JSON.stringify(p)}`))).toEqual([]);
    });

    it('include mutants validate accepts and mutants it refuses', () => {
      expect(verdicts.some(({ v }) => v.valid)).toBe(true);
      expect(verdicts.some(({ v }) => !v.valid)).toBe(true);
    });
  });
}
