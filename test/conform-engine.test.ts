/**
 * The conformance suite as a test kit for other engines (issue 15): `conform --engine <command>`
 * runs the scenarios through an adapter (docs/adapter-protocol.md). Here, in-process, on the
 * features concerned only (the whole suite through the adapters is test:deep's):
 *   - (the self-adapter, this project's engine over the protocol, passing what the direct run passes,
 *     the roads never passed on an engine: the whole suite, test/deep/conform-engine.deep.ts);
 *   - (the reference adapter of the npm package baccarat-engine, the figures its README gives:
 *     test/deep/conform-engine.deep.ts; another engine in npm test: test/python-adapter.test.ts);
 *   - (the kit catching a deliberately broken engine, src/engine/mutants.ts, by the rule it breaks:
 *     the third-card mutant in test/conform-reports.test.ts, through its JUnit report; the natural
 *     and commission mutants in test:deep);
 *   - an adapter that misbehaves fails its scenario with the message named, and the next scenario
 *     runs on a new adapter; one that cannot start stops the run before anything runs; one whose
 *     hello names no variant judges nothing, and the run fails (the whole suite's: test:deep);
 *   - an answer against a case the protocol decides ("Cases decided": a single coup's phase, the
 *     empty hand's total, a hand's total) fails its scenario at the step in play, saying where, on
 *     coups whose steps read none of it (src/steps/decided.ts, test/fixtures/adapters/undecided.mjs).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../src/profile/paths.js';
import { baccarat } from './support/cli.js';
import type { ConformJson } from './support/conform-json.js';

const work = mkdtempSync(join(tmpdir(), 'baccarat-conform-engine-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const SELF = `node ${join(ROOT, 'dist/engine/self-adapter.js')}`;
const FAKE = (mode: string) => `node ${join(ROOT, 'test/fixtures/adapters/fake.mjs')} ${mode}`;
const feature = (f: string) => join(ROOT, 'specs/features', f);
const UNDECIDED = `node ${join(ROOT, 'test/fixtures/adapters/undecided.mjs')}`;
const UNDECIDED_FEATURE = join(ROOT, 'test/fixtures/adapters/undecided.feature');

async function conform(
  engine: string,
  files: string[],
  extra: string[] = [],
): Promise<{ code: number | null; report: ConformJson }> {
  const r = await baccarat(['conform', '--json', '--engine', engine, ...extra, ...files]);
  expect(r.err).toBe('');
  return { code: r.code, report: JSON.parse(r.out) as ConformJson };
}

describe('conform --engine', () => {
  describe('the adapter checked at hello', () => {
    // A shell around the self-adapter that notes when it starts and when it has ended.
    const noted = (name: string) => {
      const log = join(work, `${name}.log`);
      writeFileSync(log, '');
      return { log, command: `sh -c 'echo start >> "${log}"; ${SELF}; echo end >> "${log}"'` };
    };

    it('is the one the scenarios use: a run starts the adapter once, and it has ended when conform returns', async () => {
      const { log, command } = noted('once');
      const { code, report } = await conform(command, [feature('punto-banco/worked_example.feature')]);
      expect([code, report.scenarios]).toEqual([0, { passed: 2, failed: 0, notApplicable: 0 }]);
      expect(readFileSync(log, 'utf8')).toBe('start\nend\n');
    });

    it('that names no variant judges nothing: the run fails, saying why (exit 1)', async () => {
      const mine = join(work, 'mine.feature');
      writeFileSync(
        mine,
        'Feature: Mine\n  Scenario: Nine beats eight\n    Given the "punto-banco" profile\n    When a coup is dealt from "4♣ 5♠ 4♥ 4♦ 5♥"\n    Then banco wins\n',
      );
      const r = await baccarat(['conform', '--engine', FAKE('nothing'), mine]);
      expect(r).toEqual({
        code: 1,
        out: [
          `engine: nothing 0 (${FAKE('nothing')})`,
          'rule  variant  status  passed  failed  not applicable',
          'scenarios: 0 passed, 0 failed, 1 not applicable',
          '',
        ].join('\n'),
        err: 'nothing was judged: the one scenario is not applicable to nothing 0, whose hello names no variant; the reason: nothing does not play punto-banco\n',
      });
    });

    it('is closed when no scenario takes it over', async () => {
      const { log, command } = noted('unused');
      const empty = join(work, 'empty.feature');
      writeFileSync(empty, 'Feature: Nothing to run\n');
      const r = await baccarat(['conform', '--json', '--engine', command, empty]);
      expect(r.code).toBe(1);
      expect(readFileSync(log, 'utf8')).toBe('start\nend\n');
    });
  });

  describe('an adapter that misbehaves fails its scenario, naming it and the message; the next scenario runs on a new one', () => {
    const FEATURE = join(ROOT, 'test/fixtures/adapters/misbehaving.feature');
    it('exits, prints what is not JSON, answers the wrong shape, too late, or an error', async () => {
      // A small time limit: the silent adapter costs its scenario that long, and nothing else waits on it.
      const { code, report } = await conform(FAKE('serve'), [FEATURE], ['--engine-timeout', '1500']);
      expect(code).toBe(1);
      expect(report.scenarios).toEqual({ passed: 5, failed: 5, notApplicable: 0 });
      const step = 'a coup is dealt from "4♣ 5♠ 4♥ 4♦ 5♥"';
      expect(report.failures.map((f) => [f.name, f.step, f.message])).toEqual([
        [
          '[bad:exit] the adapter misbehaves here',
          step,
          'FAILED: AdapterError: to the move DEAL (id 4): the adapter exited (exit code 3) (its last words: "fake: giving up")',
        ],
        [
          '[bad:garbage] the adapter misbehaves here',
          step,
          'FAILED: AdapterError: to the move DEAL (id 11): the adapter printed a line that is not JSON: "Dealing... done!"',
        ],
        [
          '[bad:shape] the adapter misbehaves here',
          step,
          `FAILED: AdapterError: to the move DEAL (id 18): the "verdict" message has the wrong shape: / must have required property 'state'`,
        ],
        [
          '[bad:silent] the adapter misbehaves here',
          step,
          'FAILED: AdapterError: to the move DEAL (id 25): no answer within 1500 ms (--engine-timeout)',
        ],
        [
          '[bad:error] the adapter misbehaves here',
          step,
          'FAILED: AdapterError: to the move DEAL (id 32): the adapter says: the engine threw: out of cheese',
        ],
      ]);
    });

    it('one that cannot start, or answers hello wrongly, stops the run before anything runs (exit 1)', async () => {
      const missing = await baccarat(['conform', '--engine', 'no-such-adapter-command', FEATURE]);
      expect([missing.code, missing.out]).toEqual([1, '']);
      expect(missing.err).toMatch(
        /^--engine no-such-adapter-command: to "hello" \(id 1\): the adapter could not be started: "no-such-adapter-command" is not a command \(exit code 127\).*: nothing ran\n/,
      );
      const hello = await baccarat(['conform', '--engine', FAKE('hello'), '--report', join(work, 'r.html'), FEATURE]);
      expect(hello.code).toBe(1);
      expect(hello.err).toContain(
        'to "hello" (id 1): the adapter speaks baccarat-adapter/1, and this harness speaks baccarat-adapter/2 only: every request carries an id its answer echoes, and every scenario ends with sync (docs/adapter-protocol.md): nothing ran',
      );
    });

    it('--engine-timeout is a whole number of milliseconds, and only with --engine (exit 2)', async () => {
      expect(await baccarat(['conform', '--engine-timeout', '300', FEATURE])).toMatchObject({
        code: 2,
        err: expect.stringContaining('--engine-timeout: only with --engine <command>'),
      });
      expect(await baccarat(['conform', '--engine', SELF, '--engine-timeout', '1.5', FEATURE])).toMatchObject({
        code: 2,
        err: expect.stringContaining('--engine-timeout 1.5: milliseconds, a whole number from 1 to 600000'),
      });
    });
  });
});

describe('an answer against a case the protocol decides', () => {
  it('fails its scenario at the step in play, naming the case and where the state breaks it', async () => {
    const r = await baccarat(['conform', '--json', '--engine', UNDECIDED, UNDECIDED_FEATURE]);
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
