/**
 * docs/adding-a-variant.md is a walk-through a game designer follows: this test follows it too, in a
 * fresh folder. Each file block (```yaml file=…, ```gherkin file=…) is written; each `$ ` command
 * of a ```sh block is run with the project's command (in-process, through main), and its output
 * must read as the page shows it ("computed in …" stands for a time). A command marked "runs until
 * Ctrl-C" (the inspector's server) is started as a real process, read until its first line
 * appears, then stopped.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { baccarat } from './support/cli.js';

const ROOT = resolve('.');
const DOC = readFileSync('docs/adding-a-variant.md', 'utf8');
const BIN = join(ROOT, 'bin', 'baccarat.js');

interface Block {
  readonly lang: string;
  readonly file?: string;
  readonly body: string;
}

const blocks: Block[] = [...DOC.matchAll(/```(\w+)(?: file=(\S+))?\n([\s\S]*?)```/g)].map((m) => ({
  lang: m[1]!,
  ...(m[2] ? { file: m[2] } : {}),
  body: m[3]!,
}));

interface Command {
  readonly argv: string[];
  readonly expected: string[];
  readonly untilStopped: boolean;
}

function commandsOf(body: string): Command[] {
  const out: Command[] = [];
  for (const line of body.replace(/\n$/, '').split('\n')) {
    if (line.startsWith('$ ')) {
      const untilStopped = line.includes('# runs until Ctrl-C');
      const text = line.slice(2).replace(/#.*$/, '').trim();
      // node bin/baccarat.js <args>: split on spaces, keeping "quoted strings" whole.
      const words = [...text.matchAll(/"([^"]*)"|(\S+)/g)].map((w) => w[1] ?? w[2]!);
      expect(words.slice(0, 2)).toEqual(['node', 'bin/baccarat.js']);
      out.push({ argv: words.slice(2), expected: [], untilStopped });
    } else out.at(-1)?.expected.push(line);
  }
  return out;
}

const normalise = (lines: string[]) => lines.map((l) => (l.startsWith('computed in ') ? 'computed in …' : l));

describe('docs/adding-a-variant.md, followed step by step', () => {
  const dir = mkdtempSync(join(tmpdir(), 'baccarat-walkthrough-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // The YAML's $schema comment points at ../schemas: give the fresh folder the same neighbour.
  const work = join(dir, 'project');
  mkdirSync(work);

  it('has files to write and commands to run', () => {
    expect(blocks.filter((b) => b.file).map((b) => b.file)).toEqual([
      'my-variants/banco-4-percent.yaml',
      'my-variants/no-tie.yaml',
      'my-variants/banco-4-percent.feature',
      'my-variants/dragon-punto.yaml',
      'my-variants/dragon-punto.feature',
      'my-variants/club-croupier-cuts.yaml',
    ]);
    expect(blocks.filter((b) => b.lang === 'sh').length).toBeGreaterThanOrEqual(5);
  });

  for (const block of blocks) {
    if (block.file) {
      it(`writes ${block.file}`, () => {
        const path = join(work, block.file!);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, block.body);
      });
    }
    if (block.lang !== 'sh') continue;
    for (const cmd of commandsOf(block.body)) {
      it(`runs: baccarat ${cmd.argv.join(' ')}`, async () => {
        if (cmd.untilStopped) {
          const child = spawn(process.execPath, [BIN, ...cmd.argv], { cwd: work });
          const first = await new Promise<string>((done, fail) => {
            let out = '';
            const timer = setTimeout(() => fail(new Error(`no output in 20 s: ${out}`)), 20_000);
            child.stdout.on('data', (d: Buffer) => {
              out += d.toString();
              if (out.includes('\n')) {
                clearTimeout(timer);
                done(out.split('\n')[0]!);
              }
            });
            child.on('exit', (code) => fail(new Error(`exited ${code} before it started`)));
          });
          child.kill('SIGINT');
          expect(first).toBe(cmd.expected[0]);
          return;
        }
        // The designer's folder is the current one: relative profile paths are read from it.
        // (vitest runs each file in a process of its own, so changing folder here touches no other.)
        process.chdir(work);
        const r = await baccarat(cmd.argv, { cwd: work }).finally(() => process.chdir(ROOT));
        expect(r.err).toBe('');
        expect(r.code).toBe(0);
        // cucumber's own summary lines come before the project's closing line: compare the tail.
        const got = normalise(r.out.replace(/\n$/, '').split('\n'));
        expect(got.slice(-cmd.expected.length)).toEqual(cmd.expected);
      });
    }
  }
});
