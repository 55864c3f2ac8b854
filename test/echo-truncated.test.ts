/**
 * A user's text quoted in an error message is cut to its first 80 characters and its length: a
 * 5 MB --batch line, a long option or command, is not echoed back in full.
 */
import { describe, expect, it } from 'vitest';
import { excerpt } from '../src/cli/io.js';
import { loadProfile } from '../src/loader/bundled.js';
import { baccarat } from './support/cli.js';

describe('excerpt', () => {
  it('keeps a short text whole, cuts a long one to 80 characters and says its length', () => {
    expect(excerpt('4H 9C')).toBe('4H 9C');
    expect(excerpt('x'.repeat(80))).toBe('x'.repeat(80));
    expect(excerpt('x'.repeat(81))).toBe(`${'x'.repeat(80)}… (81 characters)`);
    // Characters, not UTF-16 units: a suit symbol is not cut in half.
    expect(excerpt('♠'.repeat(100))).toBe(`${'♠'.repeat(80)}… (100 characters)`);
    expect(excerpt('😀'.repeat(80))).toBe('😀'.repeat(80));
  });
});

describe('an echo of user input is truncated', () => {
  it('a 5 MB --batch line', async () => {
    const r = await baccarat(['play', 'punto-banco', '--batch'], {
      stdin: `4♣ 5♠ 4♥ 4♦ 5♥\n${'Z'.repeat(5_000_000)}\n`,
    });
    expect(r.code).toBe(1);
    // The first line is answered as it is read; the second is refused before it is held whole.
    expect(r.out.split('\n')).toHaveLength(2);
    expect(r.err).toBe(
      `line 2: longer than 65536 characters: "${'Z'.repeat(80)}…"; a line is one move or one card order\n`,
    );
  });

  it('a long unknown command or option', async () => {
    const long = 'q'.repeat(500);
    const command = await baccarat([long]);
    expect(command.code).toBe(2);
    expect(command.err.split('\n')[0]).toBe(
      `unknown command "${'q'.repeat(80)}… (500 characters)"; the commands are validate, show, play, conform, odds, par, count, merge, solve, simulate, inspect, diagram, session, replay, roads, vectors, explore, shuffles`,
    );
    const option = await baccarat(['play', 'punto-banco', `--${long}`]);
    expect(option.code).toBe(2);
    expect(option.err.split('\n')[0]).toBe(
      `unknown option --${'q'.repeat(78)}… (502 characters); the options are --cards, --decide, --json, --batch, --fund, --bet, --punters`,
    );
  });

  it('a long profile name that is neither a bundled id nor a file', () => {
    expect(() => loadProfile('Q'.repeat(300))).toThrow(
      `unknown profile "${'Q'.repeat(80)}… (300 characters)": neither a bundled profile (`,
    );
  });

  it('a long number', async () => {
    const r = await baccarat([
      'play',
      'baccarat-banque',
      '--cards',
      '9C 7H 2S 4C 6D 3C 4D 2H',
      '--fund',
      '9'.repeat(200),
    ]);
    expect(r.code).toBe(2);
    expect(r.err.split('\n')[0]).toBe(
      `--fund ${'9'.repeat(73)}… (207 characters): give a whole number of chips from 0 to 9007199254740991 (the largest whole number counted exactly)`,
    );
  });
});
