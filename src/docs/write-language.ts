/** `npm run docs:language`: rewrites the table of the profile language in its page (docs/profile-language.md, src/docs/pages.ts). */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { replaceBlock } from '../house/table.js';
import { ROOT } from '../loader/bundled.js';
import { LANGUAGE_END, LANGUAGE_START, languageTable } from './language-table.js';
import { PAGES } from './pages.js';

const page = join(ROOT, PAGES.language);
const before = readFileSync(page, 'utf8');
const after = replaceBlock(before, LANGUAGE_START, LANGUAGE_END, languageTable());
if (after !== before) writeFileSync(page, after);
process.stdout.write(
  after === before
    ? `${PAGES.language}: the language table is up to date\n`
    : `${PAGES.language}: language table written\n`,
);
