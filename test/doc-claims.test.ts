/**
 * What the front page and the pages in docs/ claim, held to what the command does: the commands
 * the tour lists, the exit statuses, the way they say to run the command, and their links (the
 * figures and limits claimed in prose that take long to count: test/deep/doc-claims.deep.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMAND_NAMES, OVERVIEW } from '../src/cli/usage.js';

const README = readFileSync('README.md', 'utf8');
const PAGES = [
  'README.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
  ...readdirSync('docs/variants').map((f) => `docs/variants/${f}`),
];

describe("the front page's tour of the commands", () => {
  it('lists every command', () => {
    const tour = README.slice(README.indexOf('## A tour of the commands'), README.indexOf('## Documentation'));
    const listed = [...tour.matchAll(/^\| `([a-z]+)[ `]/gm)].map((m) => m[1]);
    expect([...listed].sort()).toEqual([...COMMAND_NAMES].sort());
  });

  it('states the exit statuses as --help does', () => {
    const line = OVERVIEW.split('\n').find((l) => l.startsWith('Exit status: '))!;
    expect(README.replace(/\n/g, ' ')).toContain(line);
  });
});

describe('the way the pages run the command', () => {
  it('is node bin/baccarat.js in a checkout, which starts at once; npx baccarat only where the package is installed', () => {
    expect(README).toContain('run the command from the checkout with `node bin/baccarat.js <command>`');
    for (const page of PAGES.filter((p) => p !== 'docs/library.md')) {
      const npx = readFileSync(page, 'utf8')
        .split('\n')
        .filter(
          (l) =>
            l.includes('npx baccarat') && !l.startsWith('`npx baccarat` is for a project that installed the package'),
        );
      expect(npx, page).toEqual([]);
    }
  });
});

describe('the commands the pages give', () => {
  // What runs in a checkout: `node bin/baccarat.js <command>` (or `npx baccarat` where the package is
  // installed); a bare `baccarat <command>` is not on the PATH there.
  const pages = [...PAGES, ...readdirSync('examples/adapters').map((a) => `examples/adapters/${a}/README.md`)].filter(
    (p) => existsSync(p),
  );
  const bare = new RegExp(`(?<![\\w/.-])(?<!npx )baccarat (?:${COMMAND_NAMES.join('|')})\\b`, 'u');

  it.each(pages)('%s: every command in code is written as it runs from a checkout', (page) => {
    const text = readFileSync(page, 'utf8');
    // A code span may wrap at a line end: its words are one command all the same.
    const code = [...text.matchAll(/```[\s\S]*?```|`[^`]+`/g)].map((m) => m[0].replace(/\n/g, ' '));
    expect(code.filter((c) => bare.test(c))).toEqual([]);
  });
});

describe('the links of the front page and of docs/', () => {
  /** A heading's anchor as GitHub makes it. */
  const anchor = (heading: string) =>
    heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');

  it.each(PAGES)('%s: every relative link names a file that exists, and a heading of it', (page) => {
    const text = readFileSync(page, 'utf8').replace(/```[\s\S]*?```/g, '');
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target!)) continue;
      const [file, hash] = target!.split('#');
      const path = file ? resolve(dirname(page), file) : resolve(page);
      expect(existsSync(path), `${page}: ${target}`).toBe(true);
      if (hash) {
        const headings = readFileSync(path, 'utf8')
          .split('\n')
          .filter((l) => /^#{1,6} /.test(l))
          .map((l) => anchor(l.replace(/^#+ /, '')));
        expect(headings, `${page}: ${target}`).toContain(hash);
      }
    }
  });
});
