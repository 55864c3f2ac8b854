/**
 * docs/variants/<id>.md is generated from each bundled profile: its table of moves (src/diagram/moves.ts)
 * and its chart; this fails while one is stale. In an installed package (node_modules/baccarat-spec)
 * `diagram --docs` writes nothing, and says why.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isCheckout, VARIANT_DOCS, writeVariantDocs } from '../src/cli/diagram.js';
import { inputOf, UsageError } from '../src/cli/io.js';
import { variantDoc } from '../src/diagram/export.js';
import { bundledIds, loadProfile, ROOT } from '../src/loader/bundled.js';

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

describe('diagram --docs in an installed package', () => {
  const work = mkdtempSync(join(tmpdir(), 'baccarat-installed-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('writes nothing into node_modules/baccarat-spec, and says why, exit 1', () => {
    const installed = join(work, 'node_modules', 'baccarat-spec');
    mkdirSync(installed, { recursive: true });
    const out: string[] = [];
    let error: unknown;
    try {
      writeVariantDocs({ out: (t) => out.push(t), err: () => {}, stdin: () => inputOf() }, installed);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UsageError);
    expect((error as UsageError).exitCode).toBe(1);
    expect((error as UsageError).message).toBe(
      `diagram --docs rewrites the variant pages of a checkout of baccarat-spec (docs/variants/); ${installed} is an installed package: nothing written (a chart on standard output: diagram <profile> --format mermaid|dot|json)`,
    );
    expect(readdirSync(installed)).toEqual([]);
    expect(out).toEqual([]);
  });

  it('knows a checkout (its sources and docs) from an installed package', () => {
    expect(isCheckout(ROOT)).toBe(true);
    expect(isCheckout(join(work, 'node_modules', 'baccarat-spec'))).toBe(false);
  });
});
