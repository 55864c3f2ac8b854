/**
 * `npm run docs:readme`: rewrites the conformance table and the command samples, on the pages that
 * hold them (src/docs/pages.ts), and the figures of the suite the protocol's pages state
 * (src/docs/suite-figures.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../loader/bundled.js';
import { PAGES, SAMPLE_PAGES } from './pages.js';
import { regenerateConformance, regenerateSamples } from './readme-blocks.js';
import { FIGURE_PAGES, regenerateFigures, tagFigures, vectorFigures } from './suite-figures.js';

const figures = { ...tagFigures(), ...(await vectorFigures()) };
for (const page of new Set<string>([PAGES.conformance, ...SAMPLE_PAGES, ...FIGURE_PAGES])) {
  const path = join(ROOT, page);
  const before = readFileSync(path, 'utf8');
  let after = (SAMPLE_PAGES as readonly string[]).includes(page) ? await regenerateSamples(before) : before;
  if (page === PAGES.conformance) after = await regenerateConformance(after);
  after = regenerateFigures(after, figures);
  if (after !== before) writeFileSync(path, after);
  process.stdout.write(
    after === before ? `${page}: the generated blocks are up to date\n` : `${page}: generated blocks written\n`,
  );
}
