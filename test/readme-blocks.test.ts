/**
 * The README's conformance table and command samples are generated (npm run docs:readme, from
 * `baccarat conform --json` and the sample commands themselves): they must be what the commands
 * print today.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockOf } from '../src/odds/table.js';
import { CONFORMANCE_END, CONFORMANCE_START, conformanceBlock, regenerateSample, samplesOf, shellWords } from '../src/docs/readme-blocks.js';

const readme = readFileSync('README.md', 'utf8');
const STALE = 'run `npm run docs:readme` when this fails';

describe('the README conformance table', () => {
  it(`is what baccarat conform --json reports: ${STALE}`, () => {
    const block = blockOf(readme, CONFORMANCE_START, CONFORMANCE_END);
    expect(block).toBe(conformanceBlock());
    expect(block).toMatch(/\nscenarios: \d+ passed, 0 failed\n```$/);
  }, 120_000);
});

describe('the README samples', () => {
  const samples = samplesOf(readme);

  it('include the worked examples of 001 and 000, a validation error, a stake on the other tableau and a replayed record', () => {
    expect(samples.map((s) => s.split('\n')[1])).toEqual([
      '$ npx baccarat odds punto-banco          # --decks N, --policy <file>, --json',
      '$ npx baccarat odds baccarat-banque --decks 6',
      '$ npx baccarat solve chemin-de-fer-free-banker --decks infinite --commission 0',
      '$ npx baccarat validate fixtures/invalid/missing-id.yaml',
      '$ npx baccarat play punto-banco --cards "4H 2S 9C AD 8D"',
      '$ npx baccarat play baccarat-banque --cards "9C 7H 2S 4C 6D 3C 4D 2H" \\',
      '$ npx baccarat play baccarat-modern --cards "A♠ 2♠ K♦ 3♥ 4♥ Q♣ 7♦ 9♣ 5♠" --fund 20 \\',
      '$ npx baccarat replay fixtures/records/baccarat-banque-exit.json --check',
    ]);
  });

  it.each(samples.map((s) => [s.split('\n')[1]!, s]))(`%s prints what the README shows: ${STALE}`, (_, sample) => {
    expect(regenerateSample(sample)).toBe(sample);
  }, 60_000);

  it('reads a command line as a shell does: quotes group, a comment ends it', () => {
    expect(shellWords('npx baccarat play x --cards "4H 2S" --json  # a note')).toEqual(['npx', 'baccarat', 'play', 'x', '--cards', '4H 2S', '--json']);
  });
});
