/**
 * The house in order (docs/design.md, "The order of the rooms"): every import of src/ — type imports,
 * re-exports, dynamic imports and the URLs of worker files included, since each ties two files as
 * surely as a value does — runs down the order the design gives; no files and no folders import each
 * other in a circle; no function passes 120 lines; the root holds no scratch files. The imports are
 * read by a real parser (Oxc, through vite's parseSync), not by patterns over the text.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url).pathname;
const SRC = join(ROOT, 'src');

/** The rooms of src/ from the bottom up, as docs/design.md lists them: `1. \`cards\` — …`. */
function orderOfRooms(): string[] {
  const design = readFileSync(join(ROOT, 'docs/design.md'), 'utf8');
  const section = design.split(/^## /m).find((s) => s.startsWith('The order of the rooms'));
  if (section === undefined) throw new Error('docs/design.md has no section "The order of the rooms"');
  return [...section.matchAll(/^\d+\. `([a-z-]+)`/gm)].map((m) => m[1]!);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|mts|js|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

interface Parsed {
  readonly file: string;
  readonly text: string;
  readonly program: unknown;
  /** The files of src/ this one names (relative to src/), with the line of each naming. */
  readonly imports: { readonly target: string; readonly line: number }[];
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

function parse(path: string): Parsed {
  const text = readFileSync(path, 'utf8');
  const file = relative(SRC, path);
  const lang = /\.m?ts$/.test(path) ? 'ts' : 'js';
  const r = parseSync(path, text, { lang, sourceType: 'module' });
  if (r.errors.length > 0) throw new Error(`${file}: ${r.errors[0]!.message}`);
  const named: { value: string; start: number }[] = [
    ...r.module.staticImports.map((i) => i.moduleRequest),
    ...r.module.staticExports.flatMap((e) => e.entries.flatMap((x) => (x.moduleRequest ? [x.moduleRequest] : []))),
    ...r.module.dynamicImports.flatMap((d) => {
      const m = /^\s*['"`]([^'"`]+)['"`]\s*$/.exec(text.slice(d.moduleRequest.start, d.moduleRequest.end));
      return m ? [{ value: m[1]!, start: d.start }] : [];
    }),
    // A worker started from a file of its own: new URL('./worker.js', import.meta.url).
    ...[...text.matchAll(/new URL\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*,\s*import\.meta\.url/g)].map((m) => ({
      value: m[1]!,
      start: m.index,
    })),
  ];
  const imports = named.flatMap(({ value, start }) => {
    if (!value.startsWith('.')) return [];
    const target = relative(SRC, resolve(dirname(path), value))
      .replace(/\.js$/, '.ts')
      .replace(/\.mjs$/, '.mts');
    return target.startsWith('..') ? [] : [{ target, line: lineAt(text, start) }];
  });
  return { file, text, program: r.program, imports };
}

const files = sourceFiles(SRC).map(parse);
const known = new Set(files.map((f) => f.file));
/** A named file as it stands in src/: a `.js` import of a `.js` file names itself. */
const fileOf = (target: string) =>
  known.has(target)
    ? target
    : ([target.replace(/\.ts$/, '.js'), target.replace(/\.mts$/, '.mjs')].find((t) => known.has(t)) ?? target);
const roomOf = (file: string) => (file.includes('/') ? file.split('/')[0]! : '');

/** Circles of a directed graph (strongly connected components of more than one node), Tarjan's way. */
function circles(nodes: readonly string[], next: (n: string) => readonly string[]): string[][] {
  let index = 0;
  const at = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (n: string) => {
    at.set(n, index);
    low.set(n, index++);
    stack.push(n);
    onStack.add(n);
    for (const m of next(n)) {
      if (!at.has(m)) {
        visit(m);
        low.set(n, Math.min(low.get(n)!, low.get(m)!));
      } else if (onStack.has(m)) low.set(n, Math.min(low.get(n)!, at.get(m)!));
    }
    if (low.get(n) === at.get(n)) {
      const component: string[] = [];
      let m: string;
      do {
        m = stack.pop()!;
        onStack.delete(m);
        component.push(m);
      } while (m !== n);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const n of nodes) if (!at.has(n)) visit(n);
  return found;
}

/** Every function of a program with its name (or the key it is bound to) and its first and last line. */
function functionsOf(f: Parsed): { name: string; from: number; to: number }[] {
  const out: { name: string; from: number; to: number }[] = [];
  const walk = (node: unknown, bound: string) => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const n of node) walk(n, bound);
      return;
    }
    const n = node as Record<string, unknown> & { type?: string; start?: number; end?: number };
    const keyName = (k: unknown) =>
      (k as { name?: string; value?: string } | null)?.name ?? (k as { value?: string } | null)?.value;
    let name = bound;
    if (n.type === 'VariableDeclarator') name = keyName(n.id) ?? bound;
    if (n.type === 'MethodDefinition' || n.type === 'Property' || n.type === 'PropertyDefinition')
      name = String(keyName(n.key) ?? bound);
    if (n.type === 'FunctionDeclaration' || n.type === 'FunctionExpression' || n.type === 'ArrowFunctionExpression') {
      const own = keyName(n.id) ?? name;
      out.push({ name: own || '(anonymous)', from: lineAt(f.text, n.start!), to: lineAt(f.text, n.end!) });
      name = own;
    }
    for (const [k, v] of Object.entries(n)) if (k !== 'type' && typeof v === 'object') walk(v, name);
  };
  walk(f.program, '');
  return out;
}

/** What the root of the repository holds: the project's folders, its configuration, its lockfile. */
const ROOT_FILES = [
  '.ci',
  '.gitignore',
  'README.md',
  'bench',
  'bin',
  'biome.jsonc',
  'cucumber.mjs',
  'docs',
  'examples',
  'fixtures',
  'package-lock.json',
  'package.json',
  'schemas',
  'scripts',
  'specs',
  'src',
  'test',
  'tsconfig.build.json',
  'tsconfig.json',
  'tsconfig.test.json',
  'vitest.config.ts',
  'vitest.deep.config.ts',
  'vitest.e2e.config.ts',
];

describe('the house in order', () => {
  const order = orderOfRooms();

  it('docs/design.md orders every room of src/, once', () => {
    const rooms = [...new Set(files.map((f) => roomOf(f.file)))].sort();
    expect([...order].sort()).toEqual(rooms);
    expect(new Set(order).size).toBe(order.length);
  });

  it('no file imports against the order: a room takes only from the rooms below it', () => {
    const against = files.flatMap((f) =>
      f.imports.flatMap(({ target, line }) => {
        const [from, to] = [roomOf(f.file), roomOf(fileOf(target))];
        return from !== to && order.indexOf(to) > order.indexOf(from) ? [`src/${f.file}:${line} -> src/${target}`] : [];
      }),
    );
    expect(against).toEqual([]);
  });

  it('no files import each other in a circle, type imports included', () => {
    const byFile = new Map(files.map((f) => [f.file, [...new Set(f.imports.map((i) => fileOf(i.target)))]]));
    expect(circles([...byFile.keys()], (n) => byFile.get(n) ?? [])).toEqual([]);
  });

  it('no rooms import each other in a circle', () => {
    const byRoom = new Map<string, Set<string>>();
    for (const f of files)
      for (const i of f.imports) {
        const [from, to] = [roomOf(f.file), roomOf(fileOf(i.target))];
        if (from !== to) byRoom.set(from, (byRoom.get(from) ?? new Set()).add(to));
      }
    expect(circles(order, (n) => [...(byRoom.get(n) ?? [])])).toEqual([]);
  });

  it('no function passes 120 lines, so each reads at once', () => {
    const long = files.flatMap((f) =>
      functionsOf(f)
        .filter((fn) => fn.to - fn.from + 1 > 120)
        .map((fn) => `src/${f.file}:${fn.from} ${fn.name} (${fn.to - fn.from + 1} lines)`),
    );
    expect(long).toEqual([]);
  });

  it('the root holds the project and its configuration, no scratch files', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
    const atRoot = [...new Set(tracked.filter(Boolean).map((p) => p.split('/')[0]!))].sort();
    expect(atRoot).toEqual(ROOT_FILES);
  });
});
