/**
 * An adapter that answers hello twice (test/fixtures/adapters/wire.mjs) is caught at its start-up:
 * before anything runs at the first, in the scenario that needed a restart after it, the scenarios
 * not applicable left so (docs/adapter-protocol.md). An adapter that misbehaves on the wire within
 * a scenario — it answers a start twice, answers it again once the scenario has ended, answers it
 * late, prints a line nobody asked for, or answers with another id — costs exactly the scenario it
 * misbehaves in, run after run: test/deep/harness-wire.deep.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../src/profile/paths.js';
import { baccarat } from './support/cli.js';
import { conformHostile, WIRE } from './support/hostile-adapter.js';

const work = mkdtempSync(join(tmpdir(), 'baccarat-harness-wire-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The answer to hello of wire.mjs hello-twice, cut where the harness quotes it (120 characters). */
const HELLO = (id: number) =>
  `${`{"type":"capabilities","id":${id},"protocol":"baccarat-adapter/2","engine":{"name":"wire","version":"0"},"features":[],"variants":[]}`.slice(0, 120)}…`;
const TWICE = (sync: number, hello: number) =>
  `to the start-up's "sync" (id ${sync}): the adapter answered "hello" (id ${hello}) twice: "${HELLO(hello)}"`;

describe('an adapter that answers hello twice', () => {
  it('at the first start-up: the run stops before anything runs, saying what was wrong (exit 1)', async () => {
    const command = WIRE('hello-twice');
    const r = await baccarat(['conform', '--engine', command, join(ROOT, 'test/fixtures/adapters/wire.feature')]);
    expect(r).toEqual({ code: 1, out: '', err: `--engine ${command}: ${TWICE(2, 1)}: nothing ran\n` });
  });

  it('at a restart: each scenario that needed one fails, saying so; the not-applicable ones stay not applicable', async () => {
    const { code, report } = await conformHostile(
      WIRE('hello-twice-again', join(work, 'started')),
      [],
      join(ROOT, 'test/fixtures/adapters/restart.feature'),
    );
    // 1 passed; the unprompted one and the four after it that send a request failed; the two
    // scenarios of the roads between them not applicable (the roads are never an adapter's).
    expect(report.scenarios).toEqual({ passed: 1, failed: 5, notApplicable: 2 });
    const restart =
      'the adapter was started again for this scenario (a failure had stopped it), and its start-up failed';
    // Ids: the start-up's hello 1 and sync 2; start 3, DEAL 4, sync 5; start 6 (unprompted); then
    // each restart's hello and sync, 7 and 8, 9 and 10, 11 and 12.
    expect(report.failures.map((f) => [f.name, f.message])).toEqual([
      [
        '[wire:unprompted] the adapter misbehaves here',
        'FAILED: AdapterError: to "start" (id 6): the adapter printed a line that answers no request (it has no id): "{"type":"verdict","accepted":false,"reason":"nobody asked"}"',
      ],
      ['the first restart', `FAILED: AdapterError: ${restart}: ${TWICE(8, 7)}`],
      ['the second restart', `FAILED: AdapterError: ${restart}: ${TWICE(10, 9)}`],
      ['the third restart', `FAILED: AdapterError: ${restart}: ${TWICE(12, 11)}`],
      [
        'not started again',
        `FAILED: AdapterError: the adapter is not started again for this scenario: its start-up failed 3 times in a row, the last time: ${TWICE(12, 11)}`,
      ],
    ]);
    expect(code).toBe(1);
  });
});
