/**
 * A record's JSON errors (replay, and the inspector's upload) and the inspector's requests: at the
 * line and column of the bad token, in JSON's words, on one line.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { positionOf } from '../src/profile/source-map.js';
import { parseYaml } from '../src/profile/yaml.js';
import { jsonPositions, jsonSyntaxError, scanJson } from '../src/record/json-syntax.js';
import { baccarat } from './support/cli.js';
import { inspectorForTests } from './support/inspector.js';

const work = mkdtempSync(join(tmpdir(), 'baccarat-json-errors-'));
const inspected = inspectorForTests();
afterAll(() => rmSync(work, { recursive: true, force: true }));

const PASSWD = 'root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n';

// A file's text, and where and why replay refuses it.
const BAD: [string, string, string][] = [
  [
    'a passwd file',
    PASSWD,
    '1:1  /  JSON: unexpected "r" where a value (an object, an array, a string, a number, true, false or null) was expected',
  ],
  [
    'a missing key',
    '{\n  "format": "baccarat-record",\n  ,\n}',
    '3:3  /  JSON: unexpected "," where a key (a string in double quotes) was expected',
  ],
  [
    'a raw line feed in a string',
    '{ "format": "baccarat\nrecord" }',
    '1:22  /  JSON: a control character (U+000A) in a string: write it as an escape (\\n, \\t, \\u0000)',
  ],
  [
    'a trailing comma',
    '[1, 2,\n]',
    '2:1  /  JSON: unexpected "]" where a value (an object, an array, a string, a number, true, false or null) was expected',
  ],
  [
    'an unclosed object',
    '{ "format": "baccarat-record"\n',
    '2:1  /  JSON: the text ends where "," or "}" was expected',
  ],
  ['a second value', '{}\n{}', '2:1  /  JSON: unexpected "{" after the JSON value: the text holds one value'],
  [
    'a bad escape',
    '"a\\x"',
    '1:3  /  JSON: a bad escape in a string: \\x is not one of \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX',
  ],
  [
    'a leading zero',
    '[01]',
    '1:3  /  JSON: a number goes on with "1": write numbers as JSON does (no leading zeros, digits after the point)',
  ],
  [
    '65 arrays deep',
    `${'['.repeat(65)}${']'.repeat(65)}`,
    '1:65  /  JSON: nested too deeply: at most 64 levels of objects and arrays',
  ],
  [
    '100000 arrays deep',
    '['.repeat(100_000),
    '1:65  /  JSON: nested too deeply: at most 64 levels of objects and arrays',
  ],
];

describe('replay of a file that is not JSON', () => {
  it.each(BAD)("%s: at the bad token, in JSON's words, one line, exit 1", async (_, text, where) => {
    const file = join(work, 'bad.json');
    writeFileSync(file, text);
    const r = await baccarat(['replay', file]);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe(`${file}:${where}\n`);
  });
});

describe('the inspector', () => {
  it.each(BAD)('an uploaded record, %s: the same words, and the session unchanged', async (_, text, where) => {
    const before = inspected().session;
    const res = await fetch(new URL('/api/record', inspected().url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: text,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { reason: string }).reason).toBe(`the record:${where}`);
    expect(inspected().session).toBe(before);
  });

  it('a request that is not JSON: where and why, on one line', async () => {
    const res = await fetch(new URL('/api/session', inspected().url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{\n  "profile": punto-banco\n}',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { reason: string }).reason).toBe(
      'the request is not JSON (line 2, column 14: unexpected "p" where a value (an object, an array, a string, a number, true, false or null) was expected): send { "profile": "punto-banco", "participants": ["Ann", "Boris"], "shoe": { "seed": 1 } }',
    );
  });
});

describe('the syntax check', () => {
  it('takes every JSON text JSON.parse takes (within the depth)', () => {
    fc.assert(fc.property(fc.json({ depthSize: 'small' }), (text) => jsonSyntaxError(text) === undefined));
  });

  it('refuses every text JSON.parse refuses', () => {
    const pieces = fc.constantFrom(
      '{',
      '}',
      '[',
      ']',
      ',',
      ':',
      '"a"',
      '"',
      '1',
      '-',
      '0',
      '.5',
      'e3',
      'true',
      'nul',
      ' ',
      '\n',
      '\\',
      'x',
    );
    fc.assert(
      fc.property(
        fc.array(pieces, { maxLength: 12 }).map((p) => p.join('')),
        (text) => {
          let parses = true;
          try {
            JSON.parse(text);
          } catch {
            parses = false;
          }
          return (jsonSyntaxError(text) === undefined) === parses;
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('refuses a key an object repeats, as JSON.parse reads the keys, at the key', () => {
    const repeated = (text: string) => scanJson(text).error;
    expect(repeated('{"a": 1, "a": 2}')).toEqual({
      offset: 9,
      message: 'the key "a" is written twice in one object: write it once',
    });
    // "\u0061" is "a".
    expect(repeated('{"a": 1, "\\u0061": 2}')?.offset).toBe(9);
    expect(repeated('{"a": {"b": 1, "b": 2}}')?.offset).toBe(15);
    expect(repeated('{"a": {"a": 1}, "b": [{"a": 1}, {"a": 2}]}')).toBeUndefined();
    expect(repeated('{"a": 1, "A": 2, "a ": 3}')).toBeUndefined();
    // JSON.stringify writes no object with a key twice.
    fc.assert(fc.property(fc.json({ depthSize: 'small' }), (text) => repeated(text) === undefined));
  });

  it('where no key repeats, JSON.parse reads what the YAML reader reads (a record is read by JSON.parse alone)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ depthSize: 'small' }), (value) => {
        const text = JSON.stringify(value, null, 1);
        const read = parseYaml(text, 'x.json');
        expect('data' in read && read.data).toEqual(JSON.parse(text));
      }),
      { numRuns: 300 },
    );
  });
});

describe('a place in a JSON text (jsonPositions), found without building anything from it', () => {
  it('is where the YAML reader places it: a value, a key, a missing member on its nearest parent', () => {
    const text = '{\n  "a": [1, {"b": true}],\n  "c~/": "x"\n}';
    expect(
      jsonPositions(text, [
        { pointer: '' },
        { pointer: '/a/1/b' },
        { pointer: '/a/1/b', key: true },
        { pointer: '/a/1', key: true },
        { pointer: '/a/5' },
        { pointer: '/c~0~1' },
        { pointer: '/c~0~1/d', key: true },
      ]),
    ).toEqual([
      { line: 1, col: 1 },
      { line: 2, col: 18 },
      { line: 2, col: 13 },
      { line: 2, col: 12 },
      { line: 2, col: 8 },
      { line: 3, col: 10 },
      { line: 3, col: 3 },
    ]);
  });

  it('agrees with the YAML reader on any JSON and any pointer into it', () => {
    /** Every pointer into a value, and one past each of its members. */
    const pointers = (v: unknown, at = ''): string[] => {
      if (v === null || typeof v !== 'object') return [at];
      const members = Object.keys(v).map((k) => `${at}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
      return [at, `${at}/missing`, ...Object.values(v).flatMap((x, k) => pointers(x, members[k]))];
    };
    fc.assert(
      fc.property(fc.jsonValue({ depthSize: 'small' }), fc.boolean(), (value, key) => {
        const text = JSON.stringify(value, null, 1);
        const read = parseYaml(text, 'x.json');
        if (!('doc' in read)) return;
        const all = pointers(value);
        expect(
          jsonPositions(
            text,
            all.map((pointer) => ({ pointer, key })),
          ),
        ).toEqual(all.map((pointer) => positionOf(read.doc, read.lc, pointer, { key })));
      }),
      { numRuns: 60 },
    );
  });
});

describe('what JSON.parse takes and the record reader does not', () => {
  it('the scan refuses a number JSON.parse cannot hold as written, and counts values and keys', () => {
    const refused = (n: string) => scanJson(`[${n}]`).error?.message;
    for (const n of ['12', '0', '-3', '0.95', '123456789012345', '1.50', '-0', '1E2', '2.5e-3'])
      expect(refused(n), n).toBeUndefined();
    expect(refused('1e400')).toBe('1e400 is not a number a record can hold: write a finite number');
    for (const n of ['1e-400', '9007199254740993', '1.0000000000000001'])
      expect(refused(n), n).toBe(
        `${n} cannot be held exactly (a number keeps about 15 significant digits): write it with fewer digits`,
      );
    // The object, its key, the array and its two numbers.
    expect(scanJson('{"a": [1, 2]}').values).toBe(5);
  });

  it('the scan stops at the value past the limit, at its offset, with the limit', () => {
    expect(scanJson('{"a": [1, 2]}', { maxValues: 5 }).error).toBeUndefined();
    // The sixth value: the 3 of the array, at offset 13.
    expect(scanJson('{"a": [1, 2, 3, 4]}', { maxValues: 5 })).toEqual({
      error: {
        offset: 13,
        message: 'more than 5 values (each object, array, key and scalar counts one): a record holds at most 5',
      },
      values: 6,
    });
    // A key counts one: the sixth is the key "c".
    expect(scanJson('{"a": 1, "b": 2, "c": 3}', { maxValues: 5 }).error?.offset).toBe(17);
  });

  const refused = async (name: string, text: string) => {
    const file = join(work, name);
    writeFileSync(file, text);
    const r = await baccarat(['replay', file]);
    expect([r.code, r.out]).toEqual([1, '']);
    return r.err.slice(file.length);
  };
  const RECORD = '{\n  "format": "baccarat-record",\n  "version": 1,\n';

  it('a number that cannot be held as written, or not at all: refused where it is written', async () => {
    expect(await refused('exact.json', `${RECORD}  "coup": 9007199254740993\n}\n`)).toBe(
      ':4:11  /  JSON: 9007199254740993 cannot be held exactly (a number keeps about 15 significant digits): write it with fewer digits\n',
    );
    expect(await refused('huge.json', '[1e400]')).toBe(
      ':1:2  /  JSON: 1e400 is not a number a record can hold: write a finite number\n',
    );
  });

  // 100,001 values in 200 KB: the 100,001st counted is the object, its three keys, two values and
  // the array (7), then the 99,994th zero, on line 4 at column 9 + 2 × 99,993 = 199,995. (The
  // record of 14 MB the size limit lets through: test/deep/records.deep.ts.)
  const LONG = `${RECORD}  "x": [${Array(100_001).fill('0').join(',')}]\n}\n`;
  const PAST =
    '4:199995  /  JSON: more than 100000 values (each object, array, key and scalar counts one): a record holds at most 100000';

  it('a record of more than 100,000 values: refused at the value past the limit', async () => {
    expect(await refused('long.json', LONG)).toBe(`:${PAST}\n`);
  });

  it('the same record posted to the inspector: the same words, the session unchanged', async () => {
    const before = inspected().session;
    const res = await fetch(new URL('/api/record', inspected().url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: LONG,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { reason: string }).reason).toBe(`the record:${PAST}`);
    expect(inspected().session).toBe(before);
  });
});

describe('a record whose object repeats a key', () => {
  it('is refused at the key repeated, exit 1', async () => {
    const file = join(work, 'twice.json');
    writeFileSync(file, '{\n  "format": "baccarat-record",\n  "version": 1,\n  "\\u0076ersion": 1\n}\n');
    const r = await baccarat(['replay', file]);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe(`${file}:4:3  /  JSON: the key "version" is written twice in one object: write it once\n`);
  });
});
