/**
 * One rule for a participant's name (src/machines/participants.ts), wherever a session is set up: the
 * command line's --players, the inspector's new session, and a record played again (replay, the
 * inspector's upload).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nameProblem, namesProblem } from '../src/machines/participants.js';
import { baccarat } from './support/cli.js';
import { inspectorForTests } from './support/inspector.js';

const work = mkdtempSync(join(tmpdir(), 'baccarat-names-'));
const inspected = inspectorForTests();
afterAll(() => rmSync(work, { recursive: true, force: true }));

// Names no session may have, and why, as every caller says it.
const REFUSED: [string, string][] = [
  ['table', '"table" cannot be a name: "table" names the table\'s own moves'],
  ['TABLE', '"TABLE" cannot be a name: "table" names the table\'s own moves'],
  ['onlooker', '"onlooker" cannot be a name: "onlooker" names who watches without playing'],
  ['Ann Lee', '"Ann Lee" cannot be a name: a name is one word (no spaces)'],
  ['Ann\u0000', '"Ann\\u0000" cannot be a name: it holds a control character'],
  ['Ann\u202e', '"Ann\u202e" cannot be a name: it holds a control character'],
  ['A'.repeat(65), `"${'A'.repeat(64)}…" cannot be a name: a name is at most 64 characters`],
];

describe('the rule', () => {
  it.each(REFUSED)('%j is refused', (name, problem) => {
    expect(nameProblem(name)).toBe(problem);
  });

  it('takes a word of any script, up to 64 characters', () => {
    for (const name of ['Ann', 'Борис', 'João', "O'Neil", 'A'.repeat(64), 'table-2'])
      expect(nameProblem(name)).toBeUndefined();
  });

  it('names the first name of a list that breaks it, and where', () => {
    expect(namesProblem(['Ann', 'Boris Lee', 'table'])).toEqual({
      index: 1,
      problem: '"Boris Lee" cannot be a name: a name is one word (no spaces)',
    });
    expect(namesProblem(['Ann', 'Boris'])).toBeUndefined();
  });
});

describe('the command line', () => {
  it.each(REFUSED)('session --players refuses %j, exit 2', async (name, problem) => {
    const r = await baccarat(['session', 'punto-banco', '--players', `Boris,${name}`, '--seed', '1'], { stdin: '' });
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    // Shown as the terminal should show it: a NUL or an override escaped.
    expect(r.err).toContain(`--players: ${problem.replace('\u0000', '').replace('\u202e', '\\u202e')}`);
  });
});

describe('the inspector', () => {
  const setup = (participants: string[]) =>
    fetch(new URL('/api/session', inspected().url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ profile: 'punto-banco', participants, shoe: { seed: 1 } }),
    });

  it.each(REFUSED)('a new session refuses %j, and the session is unchanged', async (name, problem) => {
    const before = inspected().session;
    const res = await setup(['Boris', name]);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { reason: string }).reason).toBe(`participant 2: ${problem}`);
    expect(inspected().session).toBe(before);
  });

  it('refuses a record whose participants break the rule, and keeps its session', async () => {
    const record = JSON.parse(readFileSync('fixtures/records/punto-banco-series.json', 'utf8')) as {
      participants: string[];
    };
    record.participants[0] = 'table';
    const before = inspected().session;
    const res = await fetch(new URL('/api/record', inspected().url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(record, null, 2),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { reason: string }).reason).toBe(
      'the record:9:5  /participants/0  "table" cannot be a name: "table" names the table\'s own moves',
    );
    expect(inspected().session).toBe(before);
  });
});

describe('replay', () => {
  // A name of 65 characters is the record schema's to refuse (maxLength), in its own words.
  it.each(REFUSED.slice(0, -1))(
    'refuses a record with the participant %j, at its line and column, exit 1',
    async (name, problem) => {
      const record = JSON.parse(readFileSync('fixtures/records/punto-banco-series.json', 'utf8')) as {
        participants: string[];
      };
      record.participants[1] = name;
      const file = join(work, 'names.json');
      writeFileSync(file, JSON.stringify(record, null, 2));
      const r = await baccarat(['replay', file]);
      expect(r.code).toBe(1);
      expect(r.out).toBe('');
      expect(r.err).toBe(
        `${file}:10:5  /participants/1  ${problem.replace('\u0000', '').replace('\u202e', '\\u202e')}\n`,
      );
    },
  );
});
