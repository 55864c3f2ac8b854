/**
 * The command line read strictly: validate refuses an option it does not have rather than reading
 * it as a file (`--` still allows a file named -x), `-n=5` is `-n 5`, and an empty number is quoted.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommandArgs, wholeNumber } from '../src/cli/args.js';
import { UsageError } from '../src/cli/io.js';
import { usageHint } from '../src/cli/usage.js';
import { baccarat } from './support/cli.js';

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'baccarat-args-'));
  // A house variant of its own id: a copy of a bundled profile would be warned of (a bundled id reused).
  writeFileSync(join(work, '-x.yaml'), 'extends: punto-banco\nid: dash-x\nname: Dash X\n');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('validate and its options', () => {
  it.each([
    [
      ['validate', '--json', 'x.yaml'],
      'unknown option --json: this command takes no options (put -- before a file whose name starts with -)',
    ],
    [
      ['validate', 'x.yaml', '--strict'],
      'unknown option --strict: this command takes no options (put -- before a file whose name starts with -)',
    ],
    [
      ['validate', '-q'],
      'unknown option -q: this command takes no options (put -- before a file whose name starts with -)',
    ],
  ])('%j is a wrong command line, exit 2, nothing read', async (argv, message) => {
    const r = await baccarat(argv, { cwd: work });
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toBe(`${message}\n${usageHint('validate')}\n`);
    expect(r.err).not.toMatch(/^ {4}at /m);
  });

  it('-- before a file whose name starts with -', async () => {
    const file = join(work, '-x.yaml');
    const r = await baccarat(['validate', '--', file]);
    expect(r.code).toBe(0);
    expect(r.out).toBe(`${file}: valid (dash-x: Dash X, extends punto-banco)\n`);
    expect(r.err).toBe('');
  });
});

describe('-n=5', () => {
  const options = { n: { type: 'string', short: 'n' }, seed: { type: 'string' } } as const;
  it('is read as -n 5, like --n=5', () => {
    expect(parseCommandArgs(['-n=5'], options).values).toEqual({ n: '5' });
    expect(parseCommandArgs(['-n=-5'], options).values).toEqual({ n: '-5' });
    expect(parseCommandArgs(['-n', '5', 'x'], options)).toEqual({ values: { n: '5' }, positionals: ['x'] });
  });

  it('given twice, either way, is refused naming both', () => {
    expect(() => parseCommandArgs(['-n=5', '-n', '6'], options)).toThrow(
      '-n is given twice (-n 5, then -n 6): give it once',
    );
  });

  it.each([
    [['simulate', 'punto-banco', '-n=x'], '-n x: give a whole number from 1 to 9,007,199,254,740,991'],
    [['simulate', 'punto-banco', '-n=-5'], '-n -5: give a whole number from 1 to 9,007,199,254,740,991'],
    [['simulate', 'punto-banco', '-n=0'], '-n 0: give a whole number from 1 to 9,007,199,254,740,991'],
  ])('%j: the value is checked as -n\'s, not as "=…"', async (argv, message) => {
    const r = await baccarat(argv, { cwd: work });
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toBe(`${message}\n${usageHint('simulate')}\n`);
  });
});

describe('a whole number left empty', () => {
  it('is quoted as "" (wholeNumber), not as nothing after the option ("--decks : give …")', () => {
    expect(() => wholeNumber('--decks', '', 1, 187, 'decks')).toThrow(
      new UsageError('--decks "": give a whole number of decks from 1 to 187'),
    );
  });
});
