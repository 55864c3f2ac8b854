/** `npm run docs:edges`: writes the house-edge table into README.md, between its markers only. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../loader/bundled.js';
import { EDGES_END, EDGES_START, houseEdgeTable, replaceBlock } from './table.js';

const readme = join(ROOT, 'README.md');
const before = readFileSync(readme, 'utf8');
const after = replaceBlock(before, EDGES_START, EDGES_END, houseEdgeTable());
if (after !== before) writeFileSync(readme, after);
process.stdout.write(after === before ? 'README.md: the house edges are up to date\n' : 'README.md: house edges written\n');
