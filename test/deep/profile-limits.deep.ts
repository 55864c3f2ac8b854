/**
 * Issue 34: the loader's limits at the sizes that were reported. A chain of 31 profiles of 198 KB
 * (99,000 list items each) took 40 s and 2.4 GB to validate, a 1 MB profile of 500,000 values 4.9 s
 * and 558 MB. Each is refused at the value past a profile's limit (MAX_PROFILE_VALUES), read no
 * further: the real command runs with a heap of 48 MB, in which reading either whole dies.
 * npm test holds the limits at small sizes (test/extends-safety.test.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnBaccarat } from '../support/cli.js';

const work = mkdtempSync(join(tmpdir(), 'baccarat-profile-limits-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const SMALL_HEAP = ['--max-old-space-size=48'];
const zeros = (n: number) => Array(n).fill('0').join(',');

describe('validate in a 48 MB heap', () => {
  it('refuses a chain of 31 profiles of 198 KB at the first one, at the value past the limit', () => {
    for (let i = 0; i < 31; i++) {
      const parent = i === 30 ? 'punto-banco' : `p${i + 1}.yaml`;
      writeFileSync(
        join(work, `p${i}.yaml`),
        `extends: ${parent}\nid: p${i}\nname: P${i}\nsources: [${zeros(99_000)}]\n`,
      );
    }
    const r = spawnBaccarat(['validate', 'p0.yaml'], { cwd: work, node: SMALL_HEAP });
    // extends, p1.yaml, id, p0, name, P0, sources, the [ — then the 9,993rd 0, at 11 + 2 × 9,992.
    expect([r.code, r.out, r.err]).toEqual([
      1,
      '',
      'p0.yaml:4:19995  /  YAML: too many values: a profile holds at most 10000\n',
    ]);
  });

  it('refuses a 1 MB profile of 500,000 values at the value past the limit', () => {
    writeFileSync(join(work, 'big.yaml'), `id: big\nname: Big\nsources: [${zeros(500_000)}]\n`);
    const r = spawnBaccarat(['validate', 'big.yaml'], { cwd: work, node: SMALL_HEAP });
    expect([r.code, r.out, r.err]).toEqual([
      1,
      '',
      'big.yaml:3:19999  /  YAML: too many values: a profile holds at most 10000\n',
    ]);
  });
});
