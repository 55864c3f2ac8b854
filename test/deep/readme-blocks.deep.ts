/**
 * The docs' slow command samples (test/support/samples.ts): each must be what its command prints
 * today. npm test checks the others (test/readme-blocks.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SAMPLE_PAGES } from '../../src/docs/pages.js';
import { regenerateSample, samplesOf } from '../../src/docs/readme-blocks.js';
import { SLOW_SAMPLES } from '../support/samples.js';

describe('the slow command samples', () => {
  const samples = SAMPLE_PAGES.flatMap((page) =>
    samplesOf(readFileSync(page, 'utf8')).map((sample) => ({ page, sample })),
  ).filter((s) => SLOW_SAMPLES.includes(s.sample.split('\n')[1]!));

  it('are on the pages, each once', () => {
    expect(samples.map((s) => s.sample.split('\n')[1]).sort()).toEqual([...SLOW_SAMPLES].sort());
  });

  it.each(samples.map((s) => [`${s.page}: ${s.sample.split('\n')[1]!}`, s.sample]))(
    '%s prints what the page shows: run `npm run docs:readme` when this fails',
    async (_, sample) => {
      expect(await regenerateSample(sample)).toBe(sample);
    },
  );
});
