/**
 * Club baccarat's stakes that come out below zero for the punter are its design, counted: the
 * punters beside a tableau's holder gain −0.1256 % (a holder who drew on 6 or more and lost repays
 * them, RC-15), and à cheval −0.3072 %; the holder of the bank pays them, not a house, so `odds`
 * warns of none (src/odds/favourable.ts). Some seconds of counting: hence here.
 */
import { describe, expect, it } from 'vitest';
import { baccarat } from '../support/cli.js';

describe("club baccarat's stakes below zero", () => {
  it('are counted below zero, and not warned of', async () => {
    const r = await baccarat(['odds', 'baccarat-club', '--json']);
    expect([r.code, r.err]).toEqual([0, '']);
    const bets = JSON.parse(r.out).bets;
    expect((100 * bets['side on right, not the holder'].houseEdge).toFixed(4)).toBe('-0.1256');
    expect((100 * bets.cheval.houseEdge).toFixed(4)).toBe('-0.3072');
    expect(Object.values(bets).filter((b) => (b as { favoursThePlayer?: true }).favoursThePlayer)).toEqual([]);
  });
});
