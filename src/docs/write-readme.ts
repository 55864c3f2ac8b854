/** `npm run docs:readme`: rewrites the conformance table and the command samples, on the pages that hold them (src/docs/pages.ts). */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../loader/bundled.js';
import { PAGES, SAMPLE_PAGES } from './pages.js';
import { regenerateConformance, regenerateSamples } from './readme-blocks.js';

for (const page of new Set<string>([PAGES.conformance, ...SAMPLE_PAGES])) {
  const path = join(ROOT, page);
  const before = readFileSync(path, 'utf8');
  let after = await regenerateSamples(before);
  if (page === PAGES.conformance) after = await regenerateConformance(after);
  if (after !== before) writeFileSync(path, after);
  process.stdout.write(
    after === before ? `${page}: the generated blocks are up to date\n` : `${page}: generated blocks written\n`,
  );
}
