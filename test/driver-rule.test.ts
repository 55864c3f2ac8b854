/** The rule a session shows beside each move it offers: the procedure's cell, in its words and with its rule's id. */
import { describe, expect, it } from 'vitest';
import { ruleOfMove } from '../src/driver/moves.js';
import { Table } from '../src/driver/table.js';
import { loadProfile } from '../src/loader/bundled.js';

describe('ruleOfMove: the rule that lets the chart take a move now', () => {
  it("names the cell of the procedure the move matches, with its rule's id", () => {
    const t = new Table(loadProfile('baccarat-banque'), {
      participants: ['Anna', 'Boris', 'Vera'],
      shoe: { kind: 'seeded', seed: 1 },
    });
    const r = () => t.game.rules;
    expect(ruleOfMove(t.snapshot, r(), { type: 'BID', participant: 'Anna', fund: 10 })).toBe(
      'the fund is his to cover, he has announced no fund yet (BB-02.5)',
    );
    t.apply({ type: 'BID', participant: 'Anna', fund: 10 });
    expect(ruleOfMove(t.snapshot, r(), { type: 'CLOSE_AUCTION' })).toBe('a fund has been announced (BB-02.6)');
    t.apply({ type: 'CLOSE_AUCTION' });
    // BB-02.7: the others may shuffle; the banker shuffles last.
    expect(ruleOfMove(t.snapshot, r(), { type: 'SHUFFLE', by: 'Anna' })).toBe('the banker (BB-02.7)');
    expect(ruleOfMove(t.snapshot, r(), { type: 'SHUFFLE', by: 'Boris' })).toBe('a punter (BB-02.7)');
    // A move the chart does not take now has no rule that allows it.
    expect(ruleOfMove(t.snapshot, r(), { type: 'DEAL' })).toBeUndefined();
  });
});
