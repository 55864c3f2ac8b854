/** `npm run docs:language`: rewrites the README's table of the profile language (src/docs/language-table.ts). */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { replaceBlock } from '../odds/table.js';
import { ROOT } from '../loader/bundled.js';
import { LANGUAGE_END, LANGUAGE_START, languageTable } from './language-table.js';

const readme = join(ROOT, 'README.md');
const before = readFileSync(readme, 'utf8');
const after = replaceBlock(before, LANGUAGE_START, LANGUAGE_END, languageTable());
if (after !== before) writeFileSync(readme, after);
process.stdout.write(after === before ? 'README.md: the language table is up to date\n' : 'README.md: language table written\n');
