/**
 * Every text a command prints for a person fits 100 columns (src/text/width.ts): each command's
 * --help and usage, the overview, and what the docs' command samples print (test/support/samples.ts,
 * which test/readme-blocks.test.ts holds to the commands' real output).
 */
import { describe, expect, it } from 'vitest';
import { COMMAND_NAMES, commandHelp, OVERVIEW, usageHint } from '../src/cli/usage.js';
import { COLUMNS, textWidth } from '../src/text/width.js';
import { baccarat } from './support/cli.js';
import { commandSamples } from './support/samples.js';

/**
 * A file's verdict (`<file>: valid (…)`) and a located problem (`<file>:<line>:<col>  /…`) stay one
 * line whatever their width: scripts, editors and grep read them line by line (docs/command-line.md).
 */
const FILE_LINE = /^\S+(: valid \(|:\d+:\d+ {2}\/)/;

/** The lines of a text wider than 100 columns, each with its width. */
const tooWide = (text: string) =>
  text
    .split('\n')
    .filter((l) => textWidth(l) > COLUMNS && !FILE_LINE.test(l))
    .map((l) => `${textWidth(l)}: ${l}`);

describe('100 columns', () => {
  it('hold the overview and every command help, as the command prints them', async () => {
    const helps = [
      await baccarat(['--help']),
      ...(await Promise.all(COMMAND_NAMES.map((c) => baccarat([c, '--help'])))),
    ];
    expect(helps.map((r) => r.code)).toEqual(helps.map(() => 0));
    expect(helps[0]!.out).toBe(`${OVERVIEW}\n`);
    expect(helps.flatMap((r) => tooWide(r.out))).toEqual([]);
  });

  it.each(COMMAND_NAMES)('hold the help and the usage of %s', (name) => {
    expect([...tooWide(commandHelp(name)), ...tooWide(usageHint(name))]).toEqual([]);
  });

  it('hold what every command sample of the docs prints', () => {
    const samples = commandSamples();
    expect(samples.length).toBeGreaterThan(10);
    const printed = samples.flatMap(({ page, sample }) => {
      // The fence, the command's lines (a line ending in \ goes on), then what it prints.
      const lines = sample.split('\n').slice(1, -1);
      let first = 0;
      while (lines[first]?.endsWith('\\')) first++;
      return tooWide(lines.slice(first + 1).join('\n')).map((l) => `${page}: ${l}`);
    });
    expect(printed).toEqual([]);
  });
});
