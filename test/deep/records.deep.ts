/**
 * Records the size limit lets through (16 MB) that hold far more than a record's values, or one
 * value of 14 MB: refused at once, in bounded memory. The command runs as its own process with a
 * heap of 256 MB, in which a tree of the whole text (the YAML reader's, as before) cannot be built:
 * the old reader died there with V8's heap trace (exit 134). npm test holds the same limits on a
 * record of 200 KB (test/json-errors.test.ts).
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_RECORD_BYTES } from '../../src/replay/replay.js';
import { spawnBaccarat } from '../support/cli.js';

const work = mkdtempSync(join(tmpdir(), 'baccarat-records-deep-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const SERIES = readFileSync(new URL('../../fixtures/records/punto-banco-series.json', import.meta.url), 'utf8');
/** The series with a key "pad" first, holding `pad` as written. */
const padded = (name: string, pad: string) => {
  const file = join(work, name);
  writeFileSync(file, SERIES.replace(/^\{/, `{\n  "pad": ${pad},`));
  expect(statSync(file).size).toBeLessThan(MAX_RECORD_BYTES);
  return file;
};
const SMALL_HEAP = ['--max-old-space-size=256'];

describe('a record under the size limit that a tree of it would not fit in memory', () => {
  it('7 million zeros: refused at the value past the limit, exit 1', () => {
    const file = padded('zeros.json', `[${Array(7_000_000).fill('0').join(',')}]`);
    const r = spawnBaccarat(['replay', file], { node: SMALL_HEAP });
    // The 100,001st value: the object, the key "pad" and its array (3), then the 99,998th zero,
    // on line 2 at column 11 + 2 × 99,997 = 200,005 (the first zero at column 11).
    expect([r.code, r.out, r.err]).toEqual([
      1,
      '',
      `${file}:2:200005  /  JSON: more than 100000 values (each object, array, key and scalar counts one): a record holds at most 100000\n`,
    ]);
  });

  it('one string of 14 million characters under an unknown key: the key placed, exit 1', () => {
    const file = padded('string.json', `"${'0'.repeat(14_000_000)}"`);
    const r = spawnBaccarat(['replay', file], { node: SMALL_HEAP });
    expect([r.code, r.out, r.err]).toEqual([1, '', `${file}:2:3  /pad  unknown key "pad"\n`]);
  });
});
