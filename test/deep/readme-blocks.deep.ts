/**
 * The docs' slow command samples (test/support/samples.ts): each must be what its command prints
 * today. npm test checks the others (test/readme-blocks.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { commandSamples, itPrintsWhatThePageShows, SLOW_SAMPLES } from '../support/samples.js';

describe('the slow command samples', () => {
  const samples = commandSamples().filter((s) => SLOW_SAMPLES.includes(s.command));

  it('are on the pages, each once', () => {
    expect(samples.map((s) => s.command).sort()).toEqual([...SLOW_SAMPLES].sort());
  });

  itPrintsWhatThePageShows(samples);
});
