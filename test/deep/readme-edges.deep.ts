/**
 * The whole house-edge table (docs/odds.md), every row counted again: what `baccarat odds
 * --markdown` prints (npm run docs:edges writes it), on standard output alone. npm test leaves out
 * the counts that take seconds (test/readme-edges.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGES } from '../../src/docs/pages.js';
import { blockOf, EDGES_END, EDGES_START } from '../../src/house/table.js';
import { baccarat } from '../support/cli.js';

describe('the house-edge table (docs/odds.md), whole', () => {
  it('is what `baccarat odds --markdown` prints: run `npm run docs:edges` when this fails', async () => {
    const printed = await baccarat(['odds', '--markdown']);
    expect([printed.code, printed.err]).toEqual([0, '']);
    expect(printed.out.trimEnd()).toBe(blockOf(readFileSync(PAGES.houseEdges, 'utf8'), EDGES_START, EDGES_END));
  });
});
