/**
 * The package's public surface as a user meets it: the entry points package.json `exports` names,
 * the names each exports, and each name's TSDoc with its examples, read from the declarations the
 * build wrote (they keep the TSDoc: what an editor shows), in a checkout's dist/ or in an installed
 * package. Read by test/entry-points.test.ts (every name documented) and
 * test/deep/installed-package.deep.ts (the examples type-checked against the packed package).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** One entry point: its name as imported, its source file (in a checkout), its declarations. */
export interface Entry {
  readonly name: string;
  readonly source: string;
  readonly file: string;
}

/** Each entry point of the package at `root` (a checkout, or node_modules/baccarat-spec). */
export function entriesOf(root = '.'): Entry[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { types: string; import: string }>;
  };
  return Object.entries(pkg.exports)
    .filter((e): e is [string, { types: string; import: string }] => typeof e[1] === 'object')
    .map(([sub, e]) => ({
      name: sub === '.' ? 'baccarat-spec' : `baccarat-spec/${sub.slice(2)}`,
      source: join(root, e.types.replace(/^\.\/dist\//, 'src/').replace(/\.d\.ts$/, '.ts')),
      file: join(root, e.types),
    }));
}

const text = (file: string): string => readFileSync(file, 'utf8');
const literal = (name: string) => name.replace(/\$/g, '\\$');

/**
 * The TSDoc of the declaration `name` exports from `file` (a .d.ts): the comment right before its
 * declaration there, or, where the file re-exports it (`export { name } from …`, or an imported
 * name exported again), that of the module it comes from; '' without one, undefined where no
 * declaration was found. Read without loading a compiler (a program over the declarations takes
 * seconds, this a few milliseconds).
 */
export function docOf(file: string, name: string, seen = 0): string | undefined {
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
export function namesOf(file: string): string[] {
  return [...text(file).matchAll(/^export (?:type )?\{([^}]*)\} from '[^']+';/gm)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((x) => x.trim().replace(/^type /, ''))
      .filter(Boolean),
  );
}

/** The text of each `@example` of a TSDoc comment, its ` * ` margins removed. */
export function examplesOf(doc: string | undefined): string[] {
  return (doc ?? '')
    .split(/^\s*\* @(?=\w)/m)
    .filter((t) => t.startsWith('example'))
    .map((t) => t.replace(/^\s*\*( |$)/gm, '').replace(/\*\/$/, ''));
}

/** The code of each fenced ```ts block of a text (an example, a page of docs/). */
export function tsBlocks(text: string): string[] {
  return [...text.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

/** Every name the entry points export, with its TSDoc and examples. */
export interface Exported {
  readonly entry: string;
  readonly name: string;
  /** The TSDoc where it is declared: '' without one, undefined where the declaration was not found. */
  readonly doc: string | undefined;
  readonly examples: string[];
}

export function exportedOf(entries: readonly Entry[]): Exported[] {
  return entries.flatMap((e) =>
    namesOf(e.file).map((name) => {
      const doc = docOf(e.file, name);
      return { entry: e.name, name, doc, examples: examplesOf(doc) };
    }),
  );
}
