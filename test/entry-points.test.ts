/**
 * The package's public surface (src/entry/, one file per entry point of package.json `exports`):
 * every name it exports is documented where it is declared, with an example (`@example`, code in a
 * fenced block that imports from the package's own entry points), no entry point is large, and no
 * name means two things across them. The examples themselves are type-checked, against the packed
 * package, by test/installed-package.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  exports: Record<string, string | { types: string; import: string }>;
};
/** Each entry point's subpath ('baccarat-spec', 'baccarat-spec/odds', …) and its source file. */
const entries = Object.entries(pkg.exports)
  .filter((e): e is [string, { types: string; import: string }] => typeof e[1] === 'object')
  .map(([sub, e]) => ({
    name: sub === '.' ? 'baccarat-spec' : `baccarat-spec/${sub.slice(2)}`,
    source: e.types.replace(/^\.\/dist\//, 'src/').replace(/\.d\.ts$/, '.ts'),
    // The declarations the build wrote (dist/ is fresh: test/setup/build.ts): they keep the TSDoc, and
    // a program over them is read in a fraction of the time the sources take.
    file: e.types.replace(/^\.\//, ''),
  }));

/** A module's declarations, from the file the build wrote beside its JavaScript. */
const text = (file: string): string => readFileSync(file, 'utf8');
const literal = (name: string) => name.replace(/\$/g, '\\$');

/**
 * The TSDoc of the declaration `name` exports from `file` (a .d.ts): the comment right before its
 * declaration there, or, where the file re-exports it (`export { name } from …`, or an imported
 * name exported again), that of the module it comes from. Read from the declarations tsc wrote
 * (they keep the TSDoc), which is what an editor shows a user, without loading a compiler.
 */
function docOf(file: string, name: string, seen = 0): string | undefined {
  if (seen > 8) return undefined;
  const src = text(file);
  const n = literal(name);
  const declared = new RegExp(
    `^export (?:declare )?(?:abstract )?(?:function|class|const|let|enum|interface|type) ${n}\\b`,
    'm',
  ).exec(src);
  if (declared) {
    const before = src.slice(0, declared.index).trimEnd();
    return before.endsWith('*/') ? before.slice(before.lastIndexOf('/**')) : '';
  }
  const from = (list: RegExp) => {
    const m = list.exec(src);
    return m ? join(dirname(file), m[1]!.replace(/\.js$/, '.d.ts')) : undefined;
  };
  const listed = `\\{[^}]*\\b(?:type )?${n}\\b[^}]*\\}`;
  const next =
    from(new RegExp(`^export (?:type )?${listed} from '([^']+)'`, 'm')) ??
    from(new RegExp(`^import (?:type )?${listed} from '([^']+)'`, 'm'));
  return next === undefined ? undefined : docOf(next, name, seen + 1);
}

/** The names an entry file exports (its `export { … } from` lines). */
function namesOf(file: string): string[] {
  return [...text(file).matchAll(/^export (?:type )?\{([^}]*)\} from '[^']+';/gm)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((x) => x.trim().replace(/^type /, ''))
      .filter(Boolean),
  );
}

interface Exported {
  readonly entry: string;
  readonly name: string;
  /** The TSDoc where it is declared: '' without one, undefined where the declaration was not found. */
  readonly doc: string | undefined;
  readonly examples: string[];
}

const exported: Exported[] = entries.flatMap((e) =>
  namesOf(e.file).map((name) => {
    const doc = docOf(e.file, name);
    const examples = (doc ?? '')
      .split(/^\s*\* @(?=\w)/m)
      .filter((t) => t.startsWith('example'))
      .map((t) => t.replace(/^\s*\*( |$)/gm, '').replace(/\*\/$/, ''));
    return { entry: e.name, name, doc, examples };
  }),
);

describe('the entry points', () => {
  it('are the five of package.json, each with a source file under src/entry', () => {
    for (const e of entries) expect(existsSync(e.source), e.source).toBe(true);
    expect(entries.map((e) => e.name)).toEqual([
      'baccarat-spec',
      'baccarat-spec/odds',
      'baccarat-spec/simulate',
      'baccarat-spec/solve',
      'baccarat-spec/kit',
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
