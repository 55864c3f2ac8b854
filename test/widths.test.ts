/**
 * Every text a command prints for a person fits 100 columns (src/cards/width.ts): each command's
 * --help and usage, and the overview.
 */
import { describe, expect, it } from 'vitest';
import { COLUMNS, textWidth } from '../src/cards/width.js';
import { COMMAND_NAMES, commandHelp, OVERVIEW, usageHint } from '../src/cli/usage.js';
import { baccarat } from './support/cli.js';

/** The lines of a text wider than 100 columns, each with its width. */
const tooWide = (text: string) =>
  text
    .split('\n')
    .filter((l) => textWidth(l) > COLUMNS)
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
});
