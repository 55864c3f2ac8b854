/**
 * docs/variants/<id>.md is generated from each bundled profile: its table of moves (src/diagram/moves.ts)
 * and its chart; this fails while one is stale.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VARIANT_DOCS } from '../src/cli/diagram.js';
import { variantDoc } from '../src/diagram/export.js';
import { bundledIds, loadProfile } from '../src/loader/bundled.js';

const REGENERATE = 'run `npm run docs:diagrams` and commit docs/variants/';

describe('docs/variants', () => {
  it.each(bundledIds())('%s.md is the table of moves and the chart the builder makes now', (id) => {
    const path = join(VARIANT_DOCS, `${id}.md`);
    expect(existsSync(path), `docs/variants/${id}.md is missing: ${REGENERATE}`).toBe(true);
    expect(
      readFileSync(path, 'utf8') === variantDoc(loadProfile(id)),
      `docs/variants/${id}.md is stale: ${REGENERATE}`,
    ).toBe(true);
  });

  it('holds a page for bundled variants only', () => {
    const pages = existsSync(VARIANT_DOCS) ? readdirSync(VARIANT_DOCS).filter((f) => f.endsWith('.md')) : [];
    expect(
      pages.map((f) => f.slice(0, -'.md'.length)).sort(),
      `a page without a bundled profile: ${REGENERATE} (and remove it)`,
    ).toEqual(bundledIds());
  });
});
