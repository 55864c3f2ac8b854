/**
 * A record of more than 100,000 values (a document's limit, src/profile/yaml.ts): JSON.parse would
 * take it, the record reader refuses it at the value past the limit. Seconds of YAML reading, so in
 * test:deep; npm test holds the reader's other limits on records (test/json-errors.test.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { baccarat } from '../support/cli.js';

const work = mkdtempSync(join(tmpdir(), 'baccarat-records-deep-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a record of more than 100,000 values', () => {
  it('is refused at the value past the limit, exit 1', async () => {
    const file = join(work, 'long.json');
    const zeros = Array(100_001).fill('0').join(',');
    writeFileSync(file, `{\n  "format": "baccarat-record",\n  "version": 1,\n  "x": [${zeros}]\n}\n`);
    const r = await baccarat(['replay', file]);
    expect([r.code, r.out]).toEqual([1, '']);
    // The 100,001st value counted: the object, its three keys, two values and the array are 7, then
    // the 99,994th zero, on line 4 at column 9 + 2 × 99,993 = 199,995 (the first zero at column 9).
    expect(r.err).toBe(`${file}:4:199995  /  YAML: too many values: a document holds at most 100000\n`);
  });
});
