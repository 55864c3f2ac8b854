/** `npm run docs:readme`: rewrites the README's conformance table and command samples (src/docs/readme-blocks.ts). */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../loader/bundled.js';
import { regenerateReadme } from './readme-blocks.js';

const readme = join(ROOT, 'README.md');
const before = readFileSync(readme, 'utf8');
const after = regenerateReadme(before);
if (after !== before) writeFileSync(readme, after);
process.stdout.write(after === before ? 'README.md: the conformance table and the samples are up to date\n' : 'README.md: conformance table and samples written\n');
