/**
 * The docs' command samples (src/docs/pages.ts), each with the page it is on and its command line,
 * and the test that each prints what its page shows. npm test checks every sample but the slow ones
 * (test/readme-blocks.test.ts); test:deep the slow ones (test/deep/readme-blocks.deep.ts).
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { SAMPLE_PAGES } from '../../src/docs/pages.js';
import { regenerateSample, samplesOf } from '../../src/docs/readme-blocks.js';

/**
 * The samples whose command takes a second or more: Baccarat Banque's exact odds (three hands, every
 * order of nine cards by value) and a counting simulation of a hundred shoes; and the inspector's,
 * a process of its own started and stopped (its address and profile are npm test's all the same,
 * test/inspector-cli.test.ts). Each is a sample's command line as the page shows it.
 */
export const SLOW_SAMPLES: readonly string[] = [
  '$ node bin/baccarat.js odds baccarat-banque --decks 6',
  '$ node bin/baccarat.js count examples/profiles/natural-9.yaml --bet natural-9 --shoes 100 --at 2',
  '$ node bin/baccarat.js inspect punto-banco',
];

export interface CommandSample {
  readonly page: string;
  /** The sample as the page holds it: its fence, its command line, what it prints. */
  readonly sample: string;
  /** Its command line, as the page shows it. */
  readonly command: string;
}

/** Every command sample of the docs, page by page. */
export function commandSamples(): CommandSample[] {
  return SAMPLE_PAGES.flatMap((page) =>
    samplesOf(readFileSync(page, 'utf8')).map((sample) => ({ page, sample, command: sample.split('\n')[1]! })),
  );
}

/** A test per sample: its command prints what the page shows. */
export function itPrintsWhatThePageShows(samples: readonly CommandSample[]): void {
  it.each(samples.map((s) => [`${s.page}: ${s.command}`, s.sample]))(
    '%s prints what the page shows: run `npm run docs:readme` when this fails',
    async (_, sample) => {
      expect(await regenerateSample(sample)).toBe(sample);
    },
    60_000,
  );
}
