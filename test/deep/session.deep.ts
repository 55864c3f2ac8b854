/**
 * A whole Chemin de Fer shoe played by `session --auto` (npm run test:deep): CF-01's count of coups
 * for seed 9 (specs/features/chemin-de-fer/bank_and_banco.feature: 58 coups deal 305 cards, and the
 * stop card ends the shoe), through the command and its record.
 */
import { describe, expect, it } from 'vitest';
import { baccarat } from '../support/cli.js';

describe('session --auto', () => {
  it('a six-deck shoe (seed 9) played by a policy runs to the stop card in 58 coups', async () => {
    const r = await baccarat(['session', 'chemin-de-fer', '--players', 'Ann,Bob,Cid', '--seed', '9', '--auto', 'plain']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('session over after 58 coups: too few cards remained');
  });
});
