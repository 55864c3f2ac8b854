/**
 * The house-edge table (docs/odds.md) is generated (npm run docs:edges, from `baccarat odds`): it
 * must be what the odds are today, and it must show the published Punto Banco figures.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGES } from '../src/docs/pages.js';
import { blockOf, EDGES_END, EDGES_START } from '../src/odds/table.js';
import { baccarat } from './support/cli.js';

const readme = readFileSync(PAGES.houseEdges, 'utf8');

// Every profile's exact odds, counted once by the command that writes the table (npm run docs:edges
// writes what `odds --markdown` prints), not a second time in this process.
let printed: Awaited<ReturnType<typeof baccarat>>;
// Seven CPU-seconds of exact counts: on cores shared with other runs that can take minutes.
beforeAll(async () => {
  printed = await baccarat(['odds', '--markdown']);
}, 300_000);

describe('the house-edge table (docs/odds.md)', () => {
  it('is up to date: run `npm run docs:edges` when this fails', () => {
    expect(printed.code).toBe(0);
    expect(printed.out.trimEnd()).toBe(blockOf(readme, EDGES_START, EDGES_END));
  });

  it('shows the published 8-deck Punto Banco house edges', () => {
    const block = blockOf(readme, EDGES_START, EDGES_END);
    expect(block).toContain('| `punto-banco` | 8 | Banco | banco pays 1:1 less 5 %; push on tie | 1.0579 % |');
    expect(block).toContain('| `punto-banco` | 8 | Punto | punto pays 1:1; push on tie | 1.2351 % |');
    expect(block).toContain('| `punto-banco` | 8 | Tie | tie pays 8:1 | 14.3596 % |');
  });

  it('is the table `baccarat odds --markdown` prints, on standard output alone', () => {
    expect([printed.code, printed.err]).toEqual([0, '']);
  });
});
