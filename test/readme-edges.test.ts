/**
 * The house-edge table (docs/odds.md) is generated (npm run docs:edges, from `baccarat odds`): it
 * must be what the odds are today, and it must show the published Punto Banco figures.
 *
 * npm test counts the rows again of the systems of the sources (test/support/sweep.ts) with two
 * hands: Punto Banco, Chemin de Fer and the domestic game. The three-hand systems' counts take a
 * second or more each (club baccarat's several: its two sides deciding on 5 under a policy, with
 * penalties); Baccarat Banque's, the same count at 3 decks, `odds --json` prints and
 * test/odds-three-hands.test.ts checks;
 * the house variants' side bets, with every figure of this table, are checked in docs/side-bets.md
 * (test/side-bets.test.ts), their published figures here too (test/odds-house.test.ts); test:deep
 * checks the whole table byte for byte
 * (test/deep/readme-edges.deep.ts).
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGES } from '../src/docs/pages.js';
import { blockOf, EDGES_END, EDGES_START } from '../src/house/table.js';
import { bundledIds } from '../src/loader/bundled.js';
import { baccarat } from './support/cli.js';
import { swept } from './support/sweep.js';

const readme = readFileSync(PAGES.houseEdges, 'utf8');
const block = blockOf(readme, EDGES_START, EDGES_END);

const THREE_HANDS = ['baccarat-banque', 'baccarat-club', 'baccarat-modern'];
const counted = swept().filter((id) => !THREE_HANDS.includes(id));

/** The table's header and the rows of the given profiles, as the page holds them. */
const rowsOf = (table: string, ids: readonly string[]) =>
  table
    .split('\n')
    .filter((line, i) => i < 2 || ids.some((id) => line.startsWith(`| \`${id}\` |`)))
    .join('\n');

let printed: Awaited<ReturnType<typeof baccarat>>;
beforeAll(async () => {
  printed = await baccarat(['odds', '--markdown', ...counted]);
}, 300_000);

describe('the house-edge table (docs/odds.md)', () => {
  it('has a row for every bundled profile', () => {
    const ids = new Set([...block.matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((m) => m[1]));
    expect([...ids].sort()).toEqual([...bundledIds()].sort());
  });

  it('is up to date for the systems of the sources: run `npm run docs:edges` when this fails', () => {
    expect([printed.code, printed.err]).toEqual([0, '']);
    expect(printed.out.trimEnd()).toBe(rowsOf(block, counted));
  });

  it('shows the published 8-deck Punto Banco house edges', () => {
    expect(block).toContain('| `punto-banco` | 8 | Banco | Banco wins: pays 1:1 less 5 %; a tie: push | 1.0579 % |');
    expect(block).toContain('| `punto-banco` | 8 | Punto | Punto wins: pays 1:1; a tie: push | 1.2351 % |');
    expect(block).toContain('| `punto-banco` | 8 | Tie | a tie: pays 8:1 | 14.3596 % |');
  });
});
