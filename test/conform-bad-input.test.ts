/**
 * `conform` refuses what it cannot run or write before anything runs, in one line: a feature path
 * that is empty, not a regular file (a device, a FIFO), or a folder holding none where a search
 * goes (not into node_modules or hidden folders) is a wrong command line (exit 2); an output file
 * (--report, --junit) that is a folder, a link, a device, read-only or in a folder that does not
 * exist is a failure to write (exit 1), as every command's output is. No folder is ever created. A
 * designer's failing scenarios are one line each, without cucumber's stacks; a tag naming no
 * catalog rule is a warning; a run that judges no scenario fails.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageHint } from '../src/cli/usage.js';
import { baccarat, type Ran, refusedIn } from './support/cli.js';

const GOOD = `Feature: my own scenario
  Background:
    Given the "punto-banco" profile

  Scenario: Nine beats eight
    When a coup is dealt from "4♣ 5♠ 4♥ 4♦ 5♥"
    Then banco wins
`;

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'baccarat-conform-bad-'));
  writeFileSync(join(work, 'good.feature'), GOOD);
  symlinkSync('/dev/zero', join(work, 'zero.feature'));
  symlinkSync('/dev/full', join(work, 'full.html'));
  symlinkSync('/dev/full', join(work, 'full.xml'));
  execFileSync('mkfifo', [join(work, 'fifo.feature')]);
  mkdirSync(join(work, 'dir.html'));
  mkdirSync(join(work, 'dir.xml'));
  mkdirSync(join(work, 'piped'));
  execFileSync('mkfifo', [join(work, 'piped', 'x.feature')]);
  // Features only where a search does not go: a package's (cucumber's own test data) and hidden ones.
  for (const folder of ['hidden/node_modules/pkg', 'hidden/.git', 'hidden/mine'])
    mkdirSync(join(work, folder), { recursive: true });
  writeFileSync(join(work, 'hidden/node_modules/pkg/theirs.feature'), GOOD);
  writeFileSync(join(work, 'hidden/.git/stray.feature'), GOOD);
  writeFileSync(join(work, 'hidden/mine/.#lock.feature'), GOOD);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const refused = (argv: string[]): Promise<Ran> => refusedIn(work, argv);

describe('conform: a wrong command line is refused before anything runs (exit 2)', () => {
  it.each([
    [['conform', 'zero.feature'], 'zero.feature: not a regular file or a folder: nothing ran'],
    [['conform', 'fifo.feature'], 'fifo.feature: not a regular file or a folder: nothing ran'],
    [['conform', 'piped'], 'piped/x.feature: not a regular file: nothing ran'],
    [['conform', ''], 'a feature path is empty (""): name a .feature file or a folder of them: nothing ran'],
    [
      ['conform', 'hidden'],
      'hidden: no .feature file in this folder (node_modules and hidden folders are not searched): nothing ran',
    ],
  ])('%j', async (argv, message) => {
    const r = await refused(argv);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`${message}\n${usageHint('conform')}\n`);
  });
});

describe('conform: an output file it may not write is a failure to write, for --report and --junit alike (exit 1)', () => {
  it.each([
    ['dir', 'is a folder: name a file'],
    ['full', 'is a symbolic link: name the file itself'],
    ['no/such/x', 'the folder no/such does not exist: create it first'],
    ['good.feature/x', 'cannot be read (a part of the path is not a folder)'],
  ])('%s', async (name, reason) => {
    for (const [option, extension] of [
      ['--report', 'html'],
      ['--junit', 'xml'],
    ]) {
      const path = `${name}.${extension}`;
      const r = await refused(['conform', 'good.feature', option!, path]);
      expect([r.code, r.err]).toEqual([1, `${option} ${path}: ${reason}: nothing ran\n`]);
    }
  });

  it('never creates the folder of a --report path, not even at the root of the file system', async () => {
    const r = await refused(['conform', 'good.feature', '--report', '/nonexistent-baccarat/dir/x.html']);
    expect([r.code, r.err]).toEqual([
      1,
      '--report /nonexistent-baccarat/dir/x.html: the folder /nonexistent-baccarat/dir does not exist: create it first: nothing ran\n',
    ]);
    expect(existsSync('/nonexistent-baccarat')).toBe(false);
  });
});

describe('conform: a report this user may not write (exit 1)', () => {
  const root = process.getuid?.() === 0;
  it.runIf(!root)('a folder the user may not write to', async () => {
    const ro = join(work, 'ro');
    mkdirSync(ro, { mode: 0o555 });
    try {
      const r = await refused(['conform', 'good.feature', '--report', 'ro/x.html']);
      expect(r.code).toBe(1);
      expect(r.err).toBe('--report ro/x.html: the folder ro cannot be written to (permission denied): nothing ran\n');
    } finally {
      rmSync(ro, { recursive: true, force: true });
    }
  });

  // Root may write anywhere, but not to an immutable file (where chattr works).
  const immutable = join(tmpdir(), `baccarat-immutable-${process.pid}.html`);
  writeFileSync(immutable, '');
  const canChattr = root && spawnSync('chattr', ['+i', immutable]).status === 0;
  it.runIf(canChattr)('an immutable file', async () => {
    try {
      const r = await refused(['conform', 'good.feature', '--report', immutable]);
      expect(r.code).toBe(1);
      expect(r.err).toBe(`--report ${immutable}: is read-only: it is not replaced: nothing ran\n`);
    } finally {
      spawnSync('chattr', ['-i', immutable]);
      rmSync(immutable, { force: true });
    }
  });
  if (!canChattr) rmSync(immutable, { force: true });
});

describe('conform: a run that judges no scenario fails (exit 1), saying so', () => {
  it('a folder whose only scenario of its own is @wip (those of node_modules and hidden folders are not run)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'baccarat-conform-none-'));
    try {
      for (const folder of ['node_modules/pkg', '.hidden']) mkdirSync(join(dir, folder), { recursive: true });
      // Scenarios that pass, where a search of the folder does not go: run, they would make it pass.
      writeFileSync(join(dir, 'node_modules/pkg/theirs.feature'), GOOD);
      writeFileSync(join(dir, '.hidden/stray.feature'), GOOD);
      writeFileSync(join(dir, 'wip.feature'), GOOD.replace('  Scenario:', '  @wip\n  Scenario:'));
      const r = await baccarat(['conform', '.'], { cwd: dir });
      expect(r).toEqual({
        code: 1,
        out: 'scenarios: 0 passed, 0 failed\n',
        err: 'nothing was judged: no scenario ran: the files hold none (a scenario tagged @wip is left out)\n',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('conform: no HTML report unless asked', () => {
  it('writes nothing in the folder it runs in: a file named reports there is left alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'baccarat-conform-reports-'));
    try {
      writeFileSync(join(dir, 'reports'), '');
      writeFileSync(join(dir, 'good.feature'), GOOD);
      const r = await baccarat(['conform', 'good.feature'], { cwd: dir });
      expect(r.code).toBe(0);
      expect(readdirSync(dir).sort()).toEqual(['good.feature', 'reports']);
      expect(readFileSync(join(dir, 'reports'), 'utf8')).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("conform <file.feature>: a designer's scenarios reported one line each", () => {
  it('a scenario without a profile fails in one line: file:line, name, the first line of the error; no stack', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'baccarat-conform-own-'));
    try {
      writeFileSync(
        join(dir, 'mine.feature'),
        `Feature: mine

  Scenario: No profile \u001b[31mhere
    When a coup is dealt from "4♣ 5♠ 4♥ 4♦ 5♥"
    Then banco wins

  @rule:ZZ-99
  Scenario: With a profile
    Given the "punto-banco" profile
    When a coup is dealt from "4♣ 5♠ 4♥ 4♦ 5♥"
    Then banco wins
`,
      );
      const r = await baccarat(['conform', 'mine.feature'], { cwd: dir });
      expect(r.code).toBe(1);
      const lines = r.out.split('\n');
      expect(lines[0]).toMatch(/^FAILED {2}mine\.feature:3: No profile \\x1b\[31mhere: \S/);
      expect(lines.slice(1)).toEqual([
        '        step: a coup is dealt from "4♣ 5♠ 4♥ 4♦ 5♥"',
        'scenarios: 1 passed, 1 failed',
        '',
      ]);
      expect(r.out + r.err).not.toMatch(/^ {4}at /m);
      expect(r.err).toBe(
        'warning: mine.feature:8: @rule:ZZ-99 on "With a profile" names no rule of the catalog (specs/rules/)\n',
      );

      const json = await baccarat(['conform', 'mine.feature', '--json'], { cwd: dir });
      expect(json.code).toBe(1);
      const failures = (JSON.parse(json.out) as { failures: { uri: string; line: number; message: string }[] })
        .failures;
      expect(failures.map((f) => [f.uri, f.line])).toEqual([['mine.feature', 3]]);
      expect(failures[0]!.message).not.toContain('\n');
      expect(json.err).toContain('@rule:ZZ-99');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a step no definition matches is named', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'baccarat-conform-own-'));
    try {
      writeFileSync(
        join(dir, 'u.feature'),
        'Feature: u\n  Scenario: Unknown step\n    Given the "punto-banco" profile\n    When the croupier sings\n',
      );
      const r = await baccarat(['conform', 'u.feature', '--quiet'], { cwd: dir });
      expect(r.code).toBe(1);
      expect(r.out.split('\n')[0]).toBe(
        'FAILED  u.feature:2: Unknown step: UNDEFINED: no step definition matches "the croupier sings"',
      );
      expect(r.err).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
