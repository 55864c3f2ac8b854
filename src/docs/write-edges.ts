/** `npm run docs:edges`: writes the house-edge table into its page (docs/odds.md, src/docs/pages.ts), between its markers only. */
import { EDGES_END, EDGES_START, houseEdgeTable } from '../house/table.js';
import { PAGES } from './pages.js';
import { writeBlock } from './write-block.js';

writeBlock(PAGES.houseEdges, { start: EDGES_START, end: EDGES_END }, houseEdgeTable(), 'house-edge table');
