/**
 * Comments and documents that name a file of the repository name one that is there: a path written
 * from the repository's root (src/…, test/…, docs/…, specs/…) in a comment of src/, test/, bench/,
 * scripts/ or a root config, or anywhere in docs/ and README.md, must exist. Code strings are not
 * read (the CLI tests name missing files on purpose); paths with a placeholder (`<id>`, `*`, `${…}`)
 * stop at it and are checked up to there.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

const walk = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );

/** A path from the repository's root: a top folder, then at least one name, ending on a letter or digit. */
const PATH = /(?<![\w./-])((?:src|test|bench|scripts|docs|specs|schemas|fixtures|examples|bin)\/[\w./-]*\w)/g;
/** The comments of a source file: line comments and block comments. */
const COMMENT = /\/\/[^\n]*|\/\*[\s\S]*?\*\//g;

/** Every path named where a reader follows it, with the file that names it. */
function namedPaths(file: string, text: string): string[] {
  const read = file.endsWith('.md') ? text : (text.match(COMMENT) ?? []).join('\n');
  return [...read.matchAll(PATH)].map((m) => m[1]!);
}

describe('paths named in comments and documents', () => {
  it('finds the paths a comment names and none in code strings', () => {
    // Hand-made: one path in a line comment, one in a block comment, one in a string (not read).
    // The missing path is put together so that this file's own source names no missing file.
    const missing = ['docs', 'missing.md'].join('/');
    const text = `// see src/core/settle.ts\n/* and test/support/cli.ts, */ const f = '${missing}';`;
    expect(namedPaths('x.ts', text)).toEqual(['src/core/settle.ts', 'test/support/cli.ts']);
    // A placeholder ends the path where it stands: docs/variants/<id>.md is read as docs/variants.
    expect(namedPaths('x.md', 'see docs/variants/<id>.md and `src/odds/*.ts`')).toEqual(['docs/variants', 'src/odds']);
  });

  it('names only files and folders that exist', () => {
    const files = [
      ...['src', 'test', 'bench', 'scripts', 'docs'].flatMap(walk),
      ...readdirSync(ROOT).filter((f) => /\.(ts|mjs|md)$/.test(f)),
    ].filter((f) => /\.(ts|mjs|md)$/.test(f));
    const stale = files.flatMap((f) =>
      namedPaths(f, readFileSync(join(ROOT, f), 'utf8'))
        .filter((p) => !existsSync(join(ROOT, p)))
        .map((p) => `${f}: ${p}`),
    );
    expect(stale).toEqual([]);
  });
});
