/**
 * The package's public surface (src/entry/, one file per entry point of package.json `exports`):
 * every name it exports is documented where it is declared, with an example (`@example`, code in a
 * fenced block that imports from the package's own entry points), no entry point is large, and no
 * name means two things across them. The examples themselves are type-checked, against the packed
 * package, by test/deep/installed-package.deep.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Exported, entriesOf, exportedOf } from './public-surface.js';

// The declarations the build wrote (dist/ is fresh: test/setup/build.ts).
const entries = entriesOf();
const exported = exportedOf(entries);

describe('the entry points', () => {
  it('are the six of package.json, each with a source file under src/entry', () => {
    for (const e of entries) expect(existsSync(e.source), e.source).toBe(true);
    expect(entries.map((e) => e.name)).toEqual([
      'baccarat-spec',
      'baccarat-spec/odds',
      'baccarat-spec/simulate',
      'baccarat-spec/solve',
      'baccarat-spec/kit',
      'baccarat-spec/house',
    ]);
    for (const e of entries) expect(existsSync(e.file), e.file).toBe(true);
  });

  it('are each small: at most 17 names', () => {
    for (const e of entries) {
      const names = exported.filter((x) => x.entry === e.name).map((x) => x.name);
      expect(names.length, `${e.name}: ${names.join(', ')}`).toBeLessThanOrEqual(17);
      expect(names.length, e.name).toBeGreaterThan(0);
    }
  });

  it('give no name twice, and rename nothing (`as`)', () => {
    const names = exported.map((x) => x.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    for (const e of entries) expect(readFileSync(e.source, 'utf8'), e.source).not.toMatch(/\bas\s+\w+\s*[,}]/);
  });

  it('document every name with an example that imports it from its entry point', () => {
    expect(exported.filter((x) => x.doc === undefined).map((x) => x.name)).toEqual([]);
    const missing = exported.filter((x) => x.examples.length === 0).map((x) => `${x.entry}: ${x.name}`);
    expect(missing).toEqual([]);
    const unfenced = exported.filter((x) => !x.examples.some((t) => /```ts\n[\s\S]+```/.test(t)));
    expect(unfenced.map((x) => x.name)).toEqual([]);
    // The example shows the name as a user imports it: from the entry point that exports it.
    const imports = (x: Exported) =>
      x.examples.some((t) => new RegExp(`import (type )?\\{[^}]*\\b${x.name}\\b[^}]*\\} from '${x.entry}'`).test(t));
    expect(exported.filter((x) => !imports(x)).map((x) => `${x.entry}: ${x.name}`)).toEqual([]);
  });

  it("are listed in docs/library.md's table, each with exactly its names", () => {
    const page = readFileSync('docs/library.md', 'utf8');
    for (const e of entries) {
      const row = page.split('\n').find((l) => l.startsWith(`| \`${e.name}\` |`));
      expect(row, e.name).toBeDefined();
      const listed = [
        ...row!
          .split('|')
          .at(-2)!
          .matchAll(/`(\w+)`/g),
      ].map((m) => m[1]);
      const names = exported.filter((x) => x.entry === e.name).map((x) => x.name);
      expect([...listed].sort(), e.name).toEqual([...names].sort());
    }
  });

  it('leave the command line out: no formatter of its texts, no compiled profile', () => {
    const names = exported.map((x) => x.name);
    for (const internal of [
      'compileProfile',
      'CompiledProfile',
      'bestResponseText',
      'modelText',
      'formatProblem',
      'Game',
      'RecordingTable',
      'BuiltinEngine',
    ])
      expect(names).not.toContain(internal);
  });
});
