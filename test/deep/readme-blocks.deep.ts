/**
 * The docs' slow command samples (test/support/samples.ts): each must be what its command prints
 * today. npm test checks the others (test/readme-blocks.test.ts). The vectors' figures the protocol
 * states (src/docs/suite-figures.ts), which deal every vector, are checked here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { figuresOf, vectorFigures } from '../../src/docs/suite-figures.js';
import { commandSamples, itPrintsWhatThePageShows, SLOW_SAMPLES } from '../support/samples.js';

describe('the slow command samples', () => {
  const samples = commandSamples().filter((s) => SLOW_SAMPLES.includes(s.command));

  it('are on the pages, each once', () => {
    expect(samples.map((s) => s.command).sort()).toEqual([...SLOW_SAMPLES].sort());
  });

  itPrintsWhatThePageShows(samples);
});

describe("the vectors' figures of docs/adapter-protocol.md", () => {
  it('are what baccarat vectors writes today: run `npm run docs:readme` when this fails', async () => {
    const stated = figuresOf(readFileSync('docs/adapter-protocol.md', 'utf8'));
    const counted = await vectorFigures();
    expect(Object.fromEntries(Object.keys(counted).map((name) => [name, stated[name]]))).toEqual(
      Object.fromEntries(Object.entries(counted).map(([name, value]) => [name, String(value)])),
    );
  });
});
