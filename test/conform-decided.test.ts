/**
 * The cases docs/adapter-protocol.md decides ("Cases decided") are read by the kit in every verdict,
 * whatever the engine's features (src/steps/decided.ts): an adapter that answers a single coup's
 * phase `dealing` before its deal, leaves the empty hand out of the first card's totals, or gives a
 * hand a total its cards do not make fails the scenario at the step in play, with the place in the
 * state — on Punto Banco coups whose steps read none of it (test/fixtures/adapters/undecided.mjs).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../src/profile/paths.js';
import { baccarat } from './support/cli.js';
import type { ConformJson } from './support/conform-json.js';

const UNDECIDED = `node ${join(ROOT, 'test/fixtures/adapters/undecided.mjs')}`;
const FEATURE = join(ROOT, 'test/fixtures/adapters/undecided.feature');

describe('an answer against a case the protocol decides', () => {
  it('fails its scenario at the step in play, naming the case and where the state breaks it', async () => {
    const r = await baccarat(['conform', '--json', '--engine', UNDECIDED, FEATURE]);
    expect([r.code, r.err]).toEqual([1, '']);
    const report = JSON.parse(r.out) as ConformJson;
    expect(report.scenarios).toEqual({ passed: 1, failed: 3, notApplicable: 0 });
    const step = 'a coup is dealt from "4♣ 5♠ 4♥ 4♦ 5♥"';
    const decided = '(docs/adapter-protocol.md, Cases decided)';
    // Punto 4♣ 4♥ = 8, Banco 5♠ 4♦ = 9: the first card, 4♣ to punto, leaves banco at 0.
    expect(report.failures.map((f) => [f.line, f.step, f.message])).toEqual([
      [
        6,
        step,
        `FAILED: AssertionError [ERR_ASSERTION]: the state after start: phase is "dealing", not "betting" ${decided}`,
      ],
      [
        11,
        step,
        `FAILED: AssertionError [ERR_ASSERTION]: the state after DEAL: card 1 (4C to punto): totals lacks banco ${decided}`,
      ],
      [
        16,
        step,
        `FAILED: AssertionError [ERR_ASSERTION]: the state after DEAL: hand punto: its total is 9, not 8 (4C 4H) ${decided}`,
      ],
    ]);
  });
});
