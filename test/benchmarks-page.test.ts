/**
 * docs/benchmarks.md holds the figures of the bench as it runs now: its block (written by
 * `npm run bench -- --readme`) begins with the list of what bench/bench.ts times, which must be the
 * bench's own list (bench/sections.ts, whose ids type bench.ts's table of sections), and names the
 * suite it was measured on, which test/conformance-suite.test.ts holds to the suite's run. A page
 * measured by another bench is stale: run `npm run bench -- --readme` and commit the page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENCH_END, BENCH_START, timesLine } from '../bench/sections.js';
import { PAGES } from '../src/docs/pages.js';
import { blockOf } from '../src/house/table.js';
import { ROOT } from '../src/profile/paths.js';

const REGENERATE = 'run `npm run bench -- --readme` and commit docs/benchmarks.md';
const block = blockOf(readFileSync(join(ROOT, PAGES.bench), 'utf8'), BENCH_START, BENCH_END);
const lines = block.split('\n');

describe('docs/benchmarks.md', () => {
  it('lists what the bench times now, in its order', () => {
    expect(
      lines.find((l) => l.startsWith('times: ')),
      REGENERATE,
    ).toBe(timesLine());
  });
});
