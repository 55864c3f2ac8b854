/** `npm run docs:language`: rewrites the table of the profile language in its page (docs/profile-language.md, src/docs/pages.ts). */
import { LANGUAGE_END, LANGUAGE_START, languageTable } from './language-table.js';
import { PAGES } from './pages.js';
import { writeBlock } from './write-block.js';

writeBlock(PAGES.language, { start: LANGUAGE_START, end: LANGUAGE_END }, languageTable(), 'language table');
