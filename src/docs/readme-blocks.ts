/**
 * The generated blocks of the README and of the pages in docs/ (src/docs/pages.ts), each between
 * its markers: the conformance table (from `baccarat conform --json`) and every command sample
 * (`$ node bin/baccarat.js …` followed by what that command prints). `npm run docs:readme` rewrites
 * them; test/readme-blocks.test.ts fails while one is stale. The house-edge table has its own
 * (src/docs/write-edges.ts); the benchmark block is measured, not generated.
 */
import { scenariosLine, variantTable } from '../cli/conform.js';
import { mainCaptured } from '../cli/main.js';
import type { ConformanceReport } from '../conformance/run.js';
import { blockOf, replaceBlock } from '../house/table.js';
import { ROOT } from '../loader/bundled.js';
import { SERVING_COMMANDS, servingOutput } from './server-sample.js';

export const CONFORMANCE_START = '<!-- conformance:start -->';
export const CONFORMANCE_END = '<!-- conformance:end -->';
export const SAMPLE_START = '<!-- sample:start -->';
export const SAMPLE_END = '<!-- sample:end -->';

/** The conformance block: what `baccarat conform --json` reports, as `conform` prints it. */
export async function conformanceBlock(): Promise<string> {
  // In this process (main, as bin/baccarat.js calls it), in the checkout's folder.
  const r = await mainCaptured(['conform', '--json'], { cwd: ROOT });
  let report: Pick<ConformanceReport, 'variants' | 'scenarios'>;
  try {
    report = JSON.parse(r.out) as ConformanceReport;
  } catch {
    throw new Error(
      `baccarat conform --json printed no report (exit ${r.code}): ${r.err.split('\n').slice(-3).join(' ')}`,
    );
  }
  return ['```', ...variantTable(report.variants), '', scenariosLine(report.scenarios), '```'].join('\n');
}

/** Figures a command measures rather than computes: a sample shows them as measured, not as a number. */
const MEASURED: readonly [RegExp, string][] = [[/computed in [0-9.]+ ms/g, 'computed in … ms']];

/** The words of a shell command line: double quotes group, a backslash at a line's end joins lines. */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"') quoted = false;
      else word = (word ?? '') + ch;
    } else if (ch === '"') {
      quoted = true;
      word ??= '';
    } else if (ch === '#' && word === undefined)
      break; // a comment to the end of the line
    else if (/\s/.test(ch)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else word = (word ?? '') + ch;
  }
  if (quoted) throw new Error(`an unclosed quote in: ${line}`);
  if (word !== undefined) words.push(word);
  return words;
}

/**
 * A sample: a ```sh block whose first line is `$ node bin/baccarat.js <args>` (continued by lines
 * ending in a backslash), then what the command prints, standard output then standard error (a
 * command that serves, `inspect`: what it prints once it listens, src/docs/server-sample.ts).
 * `$ npx baccarat <args>`, the installed package's way, is read the same.
 */
export async function regenerateSample(body: string): Promise<string> {
  const lines = body.split('\n');
  if (lines[0] !== '```sh' || lines.at(-1) !== '```') throw new Error(`a sample is one \`\`\`sh block: ${lines[0]}`);
  let n = 1;
  while (lines[n]!.endsWith('\\')) n++;
  const command = lines.slice(1, n + 1);
  const joined = command.map((l) => l.replace(/\\$/, '')).join(' ');
  const words = shellWords(joined.replace(/^\$\s*/, ''));
  const ours =
    (words[0] === 'node' && words[1] === 'bin/baccarat.js') || (words[0] === 'npx' && words[1] === 'baccarat');
  if (!joined.startsWith('$ ') || !ours)
    throw new Error(`a sample starts with "$ node bin/baccarat.js": ${command[0]}`);
  const args = words.slice(2);
  // In this process, in the checkout's folder; a command that serves until stopped in its own (server-sample.ts).
  const printed = SERVING_COMMANDS.includes(args[0]!)
    ? await servingOutput(args)
    : await mainCaptured(args, { cwd: ROOT }).then((r) => r.out + r.err);
  const output = MEASURED.reduce((text, [pattern, shown]) => text.replace(pattern, shown), printed.trimEnd());
  return ['```sh', ...command, ...(output ? output.split('\n') : []), '```'].join('\n');
}

/** Every sample block of a text, in order. */
export function samplesOf(text: string): string[] {
  const out: string[] = [];
  for (let at = text.indexOf(SAMPLE_START); at >= 0; at = text.indexOf(SAMPLE_START, at + 1)) {
    out.push(blockOf(text.slice(at), SAMPLE_START, SAMPLE_END));
  }
  return out;
}

/** A page with its conformance table regenerated. */
export async function regenerateConformance(text: string): Promise<string> {
  return replaceBlock(text, CONFORMANCE_START, CONFORMANCE_END, await conformanceBlock());
}

/** A page with every sample regenerated. */
export async function regenerateSamples(text: string): Promise<string> {
  let out = text;
  let from = 0;
  for (;;) {
    const at = out.indexOf(SAMPLE_START, from);
    if (at < 0) break;
    const end = out.indexOf(SAMPLE_END, at);
    if (end < 0) throw new Error(`${SAMPLE_START} without ${SAMPLE_END}`);
    const head = out.slice(0, at);
    const block = replaceBlock(
      out.slice(at, end + SAMPLE_END.length),
      SAMPLE_START,
      SAMPLE_END,
      await regenerateSample(blockOf(out.slice(at), SAMPLE_START, SAMPLE_END)),
    );
    out = head + block + out.slice(end + SAMPLE_END.length);
    from = head.length + block.length;
  }
  return out;
}
