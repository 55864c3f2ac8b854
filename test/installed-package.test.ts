/** What the command writes where the package is installed (node_modules/baccarat-spec), not a checkout. */
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isCheckout, writeVariantDocs } from '../src/cli/diagram.js';
import { inputOf, UsageError } from '../src/cli/io.js';
import { ROOT } from '../src/loader/bundled.js';

const work = mkdtempSync(join(tmpdir(), 'baccarat-installed-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('diagram --docs in an installed package', () => {
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
