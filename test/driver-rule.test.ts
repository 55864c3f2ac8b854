/** The rule a session shows beside each move it offers: the guard of the chart's transition, as the rules name it. */
import { describe, expect, it } from 'vitest';
import { ruleOfMove } from '../src/driver/moves.js';
import { Table } from '../src/driver/table.js';
import { loadProfile } from '../src/loader/bundled.js';

describe('ruleOfMove: the rule that lets the chart take a move now', () => {
  it('names the guard of the transition the chart would take', () => {
    const t = new Table(loadProfile('baccarat-banque'), {
      participants: ['Anna', 'Boris', 'Vera'],
      shoe: { kind: 'seeded', seed: 1 },
    });
    expect(ruleOfMove(t.snapshot, { type: 'BID', participant: 'Anna', fund: 10 })).toBe('the bid is covered');
    t.apply({ type: 'BID', participant: 'Anna', fund: 10 });
    expect(ruleOfMove(t.snapshot, { type: 'CLOSE_AUCTION' })).toBe('a fund has been announced');
    t.apply({ type: 'CLOSE_AUCTION' });
    // BB-02.7: the others may shuffle; the banker shuffles last.
    expect(ruleOfMove(t.snapshot, { type: 'SHUFFLE', by: 'Anna' })).toBe('the banker shuffles last');
    expect(ruleOfMove(t.snapshot, { type: 'SHUFFLE', by: 'Boris' })).toBe('a participant shuffles');
    // A move the chart does not take now has no rule that allows it.
    expect(ruleOfMove(t.snapshot, { type: 'DEAL' })).toBeUndefined();
  });
});
