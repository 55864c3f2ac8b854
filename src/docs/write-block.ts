/**
 * A generated block written into its page, between its markers only, and said: the one way the
 * docs' table generators (`npm run docs:edges`, `docs:language`) write, and say that a page was
 * already up to date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { replaceBlock } from '../house/table.js';
import { ROOT } from '../loader/bundled.js';

export function writeBlock(
  page: string,
  markers: { readonly start: string; readonly end: string },
  body: string,
  what: string,
): void {
  const path = join(ROOT, page);
  const before = readFileSync(path, 'utf8');
  const after = replaceBlock(before, markers.start, markers.end, body);
  if (after !== before) writeFileSync(path, after);
  process.stdout.write(after === before ? `${page}: the ${what} is up to date\n` : `${page}: ${what} written\n`);
}
