/** `npm run docs:edges`: writes the house-edge table into its page (docs/odds.md, src/docs/pages.ts), between its markers only. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EDGES_END, EDGES_START, houseEdgeTable, replaceBlock } from '../house/table.js';
import { ROOT } from '../loader/bundled.js';
import { PAGES } from './pages.js';

const page = join(ROOT, PAGES.houseEdges);
const before = readFileSync(page, 'utf8');
const after = replaceBlock(before, EDGES_START, EDGES_END, houseEdgeTable());
if (after !== before) writeFileSync(page, after);
process.stdout.write(
  after === before
    ? `${PAGES.houseEdges}: the house edges are up to date\n`
    : `${PAGES.houseEdges}: house edges written\n`,
);
