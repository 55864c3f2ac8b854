/**
 * The hostile adapter (test/fixtures/adapters/hostile.mjs) run through `baccarat conform --engine`
 * on its one feature, as test/harness-hostile.test.ts and its slow case in
 * test/deep/harness-hostile.deep.ts run it: the JSON report and the exit code.
 */
import { join } from 'node:path';
import { expect } from 'vitest';
import { ROOT } from '../../src/profile/paths.js';
import { baccarat } from './cli.js';

/** The command that starts the hostile adapter in one of its modes. */
export const HOSTILE = (...args: string[]) =>
  `node ${join(ROOT, 'test/fixtures/adapters/hostile.mjs')} ${args.join(' ')}`;
const FEATURE = join(ROOT, 'test/fixtures/adapters/hostile.feature');

/** The command that starts the adapter misbehaving on the wire (test/fixtures/adapters/wire.mjs). */
export const WIRE = (...args: string[]) => `node ${join(ROOT, 'test/fixtures/adapters/wire.mjs')} ${args.join(' ')}`;
/** Its feature: a [wire:<mode>] scenario for each mode, each followed by a clean one. */
export const WIRE_FEATURE = join(ROOT, 'test/fixtures/adapters/wire.feature');

/** The start's answer as the built-in engine gives it, cut where the harness quotes it (120 characters). */
const START = (id: number) =>
  `${`{"type":"verdict","id":${id},"accepted":true,"state":{"status":"active","phase":"betting","state":"taking bets","coup":{"number":1`.slice(0, 120)}…`;

/**
 * The failures of WIRE_FEATURE through WIRE(), in its order: the ids of the requests are the
 * start-up's hello 1 and sync 2, then per scenario start, DEAL, sync; an adapter restarted after a
 * failure has a start-up again, hello and sync, in the scenario that needs it (the twice-late one
 * is not restarted: its scenario passed as cucumber saw it, and is failed in the report).
 */
export const WIRE_FAILURES = [
  ['twice', `to the move DEAL (id 4): the adapter answered "start" (id 3) again: "${START(3)}"`],
  [
    'twice-late',
    `after the scenario: the adapter answered "start" (id 10) again, once the scenario had ended: "${START(10)}"`,
  ],
  ['late', 'to "start" (id 16): no answer within 1500 ms (--engine-timeout)'],
  [
    'unprompted',
    'to "start" (id 22): the adapter printed a line that answers no request (it has no id): "{"type":"verdict","accepted":false,"reason":"nobody asked"}"',
  ],
  [
    'other-id',
    `to "start" (id 28): the adapter printed an answer with id 1028, which is no request's: "${START(1028)}"`,
  ],
].map(([mode, message]) => [`[wire:${mode}] the adapter misbehaves here`, `FAILED: AdapterError: ${message}`]);

/** Runs the hostile feature (or `features`) against `engine` (no HTML report: the JSON one is read). */
export async function conformHostile(engine: string, extra: string[] = [], features: string | string[] = FEATURE) {
  const r = await baccarat(['conform', '--json', '--engine', engine, ...extra, ...[features].flat()]);
  expect(r.err).toBe('');
  return {
    code: r.code,
    report: JSON.parse(r.out) as {
      scenarios: { passed: number; failed: number; notApplicable: number };
      failures: { name: string; message: string }[];
    },
  };
}
