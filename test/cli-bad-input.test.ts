/**
 * Bad input on the command line: each is refused with one line that names the place and the
 * reason, the right exit status (2 a wrong command line, 1 a rule or validation failure, 70 a
 * bug), nothing on standard output, no stack trace, and no file written. Called in-process through
 * main(argv, io); a few runs of the real binary check the process's own exit code and --debug.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printable } from '../src/cli/io.js';
import { baccarat, type Ran, spawnBaccarat } from './support/cli.js';
import { listing } from './support/files.js';

const BANQUE = ['play', 'baccarat-banque', '--cards', '9C 7H 2S 4C 6D 3C 4D 2H'];
const PROJECT_REPORT = new URL('../reports/cucumber.html', import.meta.url).pathname;

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'baccarat-bad-input-'));
  writeFileSync(join(work, 'x.yaml'), 'id: x\n');
  mkdirSync(join(work, 'folder'));
  // A profile whose name would drive the terminal: an escape that turns the screen red, a NUL, a
  // right-to-left override.
  writeFileSync(join(work, 'evil.yaml'), 'extends: punto-banco\nid: evil\nname: "Evil\\e[31mRed\\0 \\u202e"\n');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const projectReport = () => (existsSync(PROJECT_REPORT) ? statSync(PROJECT_REPORT).mtimeMs : undefined);

/** Runs in the temporary directory and checks that nothing was written there or in the project's reports. */
async function refused(argv: string[]): Promise<Ran> {
  const before = [listing(work), projectReport()];
  const r = await baccarat(argv, { cwd: work });
  expect([listing(work), projectReport()]).toEqual(before);
  expect(r.out).toBe('');
  expect(r.err).not.toMatch(/^ {4}at /m);
  return r;
}

describe("a wrong command line: its one line, the command's usage, exit 2", () => {
  it.each([
    [['conform', 'x.yaml'], 'x.yaml: not a .feature file (conform runs Gherkin scenarios): nothing ran'],
    [['conform', 'nope.feature'], 'nope.feature: no such file or folder: nothing ran'],
    [['conform', '--json', 'nope.feature'], 'nope.feature: no such file or folder: nothing ran'],
    [
      ['conform', 'folder'],
      'folder: no .feature file in this folder (node_modules and hidden folders are not searched): nothing ran',
    ],
    [['conform', '--report', 'out.txt'], '--report out.txt: the report is an HTML file: name it <file>.html'],
    [
      ['conform', '--jsn'],
      'unknown option --jsn (did you mean --json?); the options are --json, --quiet, --report, --junit, --engine, --engine-timeout, --rules',
    ],
    [
      [...BANQUE, '--fund', '-5'],
      '--fund -5: give a whole number of chips from 0 to 9007199254740991 (the largest whole number counted exactly)',
    ],
    [
      [...BANQUE, '--fund=-5'],
      '--fund -5: give a whole number of chips from 0 to 9007199254740991 (the largest whole number counted exactly)',
    ],
    [
      [...BANQUE, '--fund', '1152921504606846976'],
      '--fund 1152921504606846976: give a whole number of chips from 0 to 9007199254740991 (the largest whole number counted exactly)',
    ],
    [
      [...BANQUE, '--fund', '1e3'],
      '--fund 1e3: give a whole number of chips from 0 to 9007199254740991 (the largest whole number counted exactly)',
    ],
    [[...BANQUE, '--fund', '10', '--fund', '12'], '--fund is given twice (--fund 10, then --fund 12): give it once'],
    [
      [...BANQUE, '--fund', '10', '--bet', 'right=5', '--bet', 'right=3'],
      '--bet right=5 and --bet right=3: right stakes once a coup (bets are taken in turn, one each); give one --bet right=<chips>',
    ],
    [
      [...BANQUE, '--fund', '10', '--bet', 'right=99999999999999999999'],
      '--bet right=99999999999999999999: give a whole number of chips from 1 to 9007199254740991 (the largest whole number counted exactly)',
    ],
    [
      [...BANQUE, '--fund', '10', '--bet', 'right=-2'],
      '--bet right=-2: give a whole number of chips from 1 to 9007199254740991 (the largest whole number counted exactly)',
    ],
    [
      [...BANQUE, '--fund', '10', '--bet', 'right=5', '--decide', 'banker=stand', '--decide', 'banker=draw'],
      '--decide banker=stand and --decide banker=draw: banker is decided twice; give one --decide for each hand',
    ],
    [
      ['play', 'punto-banco', '--cards', '4H 2S 9C AD 8D', '--decide', 'punto=draw', '--decide', 'punto=draw'],
      '--decide punto=draw and --decide punto=draw: punto is decided twice; give one --decide for each hand',
    ],
    [
      ['play', 'punto-banco', '--cards', '4H', '--cards', '5H'],
      '--cards is given twice (--cards 4H, then --cards 5H): give it once',
    ],
    [
      ['play', 'punto-banco', '--crads', '4H'],
      'unknown option --crads (did you mean --cards?); the options are --cards, --decide, --json, --batch, --fund, --bet, --punters',
    ],
    [['play', 'punto-banco', '--cards'], '--cards needs a value'],
    [['play', 'punto-banco', '--json=yes', '--cards', '4H'], '--json takes no value'],
    [['play', 'punto-banco', 'super-6', '--cards', '4H'], 'play takes one profile; 2 were given'],
    [['play', '--cards', '4H'], 'play needs a profile'],
    [
      ['play', 'baccarat-domestic', '--punters', '-3', '--cards', '4H'],
      '--punters -3: give a whole number from 1 to 33',
    ],
    // RD-01: no limit but the shoe's, and the answer says so.
    [
      ['play', 'baccarat-domestic', '--punters', '34', '--cards', '4H'],
      "--punters 34: give a whole number from 1 to 33: 104 cards can always deal a coup to at most 34 hands of up to 3 cards, the banker's included",
    ],
    // RD-01 in a simulation too: the whole table (test/whole-table.test.ts plays 33), no more.
    [['simulate', 'baccarat-domestic', '--punters', '34', '-n', '2'], '--punters 34: give a whole number from 1 to 33'],
    [['simulate', 'punto-banco', '-n', '-5'], '-n -5: give a whole number from 1 to 9,007,199,254,740,991'],
    [['simulate', 'punto-banco', '-n', '10', '--workers', '257'], '--workers 257: give a whole number from 1 to 256'],
    [['simulate', 'punto-banco', '-n', '10', '--workers', '-1'], '--workers -1: give a whole number from 1 to 256'],
    [['simulate', 'punto-banco', '-n', '10', '--seed', '-1'], '--seed -1: give a whole number from 0 to 4294967295'],
    [['simulate', 'punto-banco'], 'simulate needs -n <coups>'],
    [['inspect', '--port', '-1'], '--port -1: a port is a number from 0 (any free port) to 65535'],
    [['inspect', '--port=-1'], '--port -1: a port is a number from 0 (any free port) to 65535'],
    [['inspect', '--port', '70000'], '--port 70000: a port is a number from 0 (any free port) to 65535'],
    [
      ['odds', 'punto-banco', '--decks', '188'],
      '--decks 188: exact odds count at most 187 decks (beyond, the card orders of a four-card deal exceed 2^53, the most counted exactly); use baccarat simulate for a larger shoe',
    ],
    [['odds', 'punto-banco', '--decks', '-2'], '--decks -2: give a whole number of decks from 1 to 187'],
    [['odds', 'punto-banco', '--decks', '0'], '--decks 0: give a whole number of decks from 1 to 187'],
    [['diagram', 'punto-banco', '--format', 'png'], '--format png: choose mermaid, dot, json'],
    [['validate'], 'validate needs at least one profile file'],
    [['show'], 'show needs a profile: a bundled id or a YAML file'],
  ])('%j', async (argv, message) => {
    const r = await refused(argv);
    expect(r.code).toBe(2);
    const lines = r.err.trimEnd().split('\n');
    expect(lines[0]).toBe(message);
    // Then the command's usage alone (a long usage wrapped, indented under the first), and where to read more.
    expect(lines[1]).toMatch(new RegExp(`^usage: baccarat ${argv[0]} `));
    expect(lines.slice(2, -1).every((l) => l.startsWith('       '))).toBe(true);
    expect(lines.at(-1)).toBe(`see 'baccarat ${argv[0]} --help'`);
  });

  it.each([['constructor'], ['toString'], ['__proto__']])(
    'a word of every object, %s, is no command either',
    async (word) => {
      for (const argv of [[word], ['help', word]]) {
        const r = await refused(argv);
        expect(r.code).toBe(2);
        expect(r.err.startsWith(`unknown command "${word}"`)).toBe(true);
      }
    },
  );

  it('an unknown command: one line and a hint, a close one guessed', async () => {
    const r = await refused(['shwo', 'punto-banco']);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      'unknown command "shwo" (did you mean "show"?); the commands are validate, show, play, conform, odds, par, count, merge, solve, simulate, inspect, diagram, session, replay, roads, vectors, explore, shuffles\nsee \'baccarat --help\'\n',
    );
  });
});

describe('input the rules or the files refuse: one line each, exit 1', () => {
  it.each([
    [
      ['play', 'no-such-variant', '--cards', '4H'],
      /^unknown profile "no-such-variant": neither a bundled profile \(.*\) nor a file$/,
    ],
    [
      ['play', 'punto-banco', '--cards', '4H 2S 9C AD'],
      /^too few cards: the 4 given run out before the coup is finished \(punto must draw on 3 and there is no card left\)$/,
    ],
    [[...BANQUE, '--fund', '0', '--bet', 'right=5'], /^--fund 0: /],
    [['validate', 'no/such.yaml'], /^no\/such\.yaml:1:1 {2}\/ {2}cannot read the file/],
  ])('%j', async (argv, message) => {
    const r = await refused(argv);
    expect(r.code).toBe(1);
    expect(r.err.trimEnd().split('\n')).toHaveLength(1);
    expect(r.err.trimEnd()).toMatch(message);
  });

  it('validate a b c reports every file in its turn, and fails if any fails', async () => {
    const folder = join(work, 'folder');
    const r = await baccarat([
      'validate',
      'fixtures/invalid/missing-id.yaml',
      folder,
      'no/such.yaml',
      'specs/profiles/punto-banco.yaml',
    ]);
    expect(r.out).toBe('specs/profiles/punto-banco.yaml: valid (punto-banco: Punto Banco)\n');
    const lines = r.err.trimEnd().split('\n');
    expect(lines[0]).toBe('fixtures/invalid/missing-id.yaml:4:1  /  missing required key "id"');
    expect(lines[1]!.startsWith(folder)).toBe(true);
    expect(lines[2]).toMatch(/^no\/such\.yaml:1:1 {2}\/ {2}cannot read the file/);
    expect(lines).toHaveLength(3);
    expect(r.err).not.toMatch(/^ {4}at /m);
    // A folder the loader reports is a failed file (1); one it could not check at all is a bug (70).
    expect(r.code).toBe(lines[1]!.includes('internal error (a bug; please report it)') ? 70 : 1);
  });
});

describe('an internal error: one line saying it is a bug, exit 70; the trace only when asked', () => {
  const failing = {
    out: () => {
      throw new Error('the disk is full\nsecond line');
    },
  };

  it('without --debug', async () => {
    const r = await baccarat(['--version'], { io: failing });
    expect(r.code).toBe(70);
    expect(r.err).toBe(
      'baccarat: internal error (a bug; please report it): the disk is full; run with --debug for the trace\n',
    );
  });

  it.each([
    ['--debug anywhere on the line', ['play', '--debug', 'punto-banco', '--cards', '4H 2S 9C AD 8D'], {}],
    ['BACCARAT_DEBUG=1', ['play', 'punto-banco', '--cards', '4H 2S 9C AD 8D'], { BACCARAT_DEBUG: '1' }],
  ])('with the trace under %s', async (_, argv, env) => {
    const r = await baccarat(argv, { io: failing, env });
    expect(r.code).toBe(70);
    expect(r.err).toMatch(
      /^baccarat: internal error \(a bug; please report it\): the disk is full\nError: the disk is full\nsecond line\n {4}at /,
    );
  });
});

describe("a profile's control characters are shown escaped, never sent to the terminal", () => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for raw control characters in output
  const raw = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/;
  const evil = () => join(work, 'evil.yaml');
  const shown = 'Evil\\x1b[31mRed\\x00 \\u202e';

  it.each([
    ['validate', () => ['validate', evil()], 'out', (f: string) => `${f}: valid (evil: ${shown}, extends punto-banco)`],
    [
      'a play trace',
      () => ['play', evil(), '--cards', '4H 2S 9C AD 8D'],
      'out',
      () => `${shown}: one coup from 5 cards`,
    ],
    ['odds', () => ['odds', evil()], 'out', () => `${shown}: exact odds from a fresh shoe of 8 decks (416 cards)`],
    [
      'simulate',
      () => ['simulate', evil(), '-n', '10', '--seed', '1', '--workers', '1'],
      'out',
      () => `${shown}: 10 coups from seeded shoes of 8 decks, reshuffled after every coup`,
    ],
    [
      'an error',
      () => ['play', evil(), '--cards', '4H', '--bet', 'right=5'],
      'err',
      () => `--bet is for a bank's table: in ${shown} nobody stakes against a bank`,
    ],
  ] as const)('%s', async (_, argv, stream, first) => {
    const r = await baccarat([...argv()]);
    // validate's line wraps past 100 columns (the scratch folder's path is long): read with its breaks as blanks.
    const text = argv()[0] === 'validate' ? r[stream].replace(/\n {2}/g, ' ') : r[stream];
    expect(text.split('\n')[0]).toBe(first(evil()));
    expect(r.out + r.err).not.toMatch(raw);
  });

  it('printable() writes each control character as its escape, and leaves JSON valid and meaning the same', () => {
    expect(printable('a\x1b[2Jb\x00c\x7fd\u009be\u202ef\tg\nh')).toBe(
      'a\\x1b[2Jb\\x00c\\u007fd\\u009be\\u202ef\\x09g\\x0ah',
    );
    expect(printable('one\ttwo\nthree\r', { lines: true })).toBe('one\ttwo\nthree\\x0d');
    const value = { name: 'a\x1b\x00\x7f\u009b\u202e' };
    expect(JSON.parse(printable(JSON.stringify(value), { lines: true }))).toEqual(value);
  });

  it('show prints the name as YAML escapes it', async () => {
    const r = await baccarat(['show', evil()]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('name: "Evil\\e[31mRed\\0 \\u202e"\n');
    expect(r.out).not.toMatch(raw);
  });
});

describe('the real binary', () => {
  it('exits 70 for a bug, with one line; --debug and BACCARAT_DEBUG=1 add the trace', () => {
    // A fault injected where no input can reach: JSON.stringify fails on the coup's result.
    const preload = join(work, 'fault.mjs');
    writeFileSync(
      preload,
      `const stringify = JSON.stringify;
JSON.stringify = function (value, ...rest) {
  if (value && typeof value === 'object' && 'cardsUsed' in value) throw new Error('injected fault');
  return stringify.call(this, value, ...rest);
};\n`,
    );
    const argv = ['play', 'punto-banco', '--cards', '4H 2S 9C AD 8D', '--json'];
    const plain = spawnBaccarat(argv, { node: ['--import', preload] });
    expect(plain).toEqual({
      code: 70,
      out: '',
      err: 'baccarat: internal error (a bug; please report it): injected fault; run with --debug for the trace\n',
    });
    for (const r of [
      spawnBaccarat([...argv, '--debug'], { node: ['--import', preload] }),
      spawnBaccarat(argv, { node: ['--import', preload], env: { BACCARAT_DEBUG: '1' } }),
    ]) {
      expect(r.code).toBe(70);
      expect(r.err).toMatch(
        /^baccarat: internal error \(a bug; please report it\): injected fault\nError: injected fault\n {4}at /,
      );
    }
    rmSync(preload);
  });
});

describe("conform in the user's folder", () => {
  it("conform <file> writes no HTML report unless asked, answers --json, and leaves the project's report alone", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'baccarat-conform-'));
    try {
      writeFileSync(
        join(dir, 'mine.feature'),
        `Feature: my own scenario
  Background:
    Given the "punto-banco" profile

  Scenario: Nine beats eight
    When a coup is dealt from "4♣ 5♠ 4♥ 4♦ 5♥"
    Then the punto total is 8
    And the banco total is 9
    And banco wins
`,
      );
      const before = projectReport();
      // In-process, from the user's folder (vitest gives each file a process of its own).
      const ROOT = process.cwd();
      process.chdir(dir);
      const r = await baccarat(['conform', 'mine.feature', '--json'], { cwd: dir }).finally(() => process.chdir(ROOT));
      expect(r.code).toBe(0);
      // A designer's file tagging no rule: no rule nor variant of the catalog counted, no catalog held to.
      expect(JSON.parse(r.out)).toEqual({
        engine: 'baccarat-spec (built-in)',
        features: ['mine.feature'],
        rules: [],
        variants: [],
        scenarios: { passed: 1, failed: 0, notApplicable: 0 },
        failures: [],
        notApplicable: [],
        unknownTags: [],
        catalog: null,
        nothingJudged: null,
        success: true,
      });
      // No HTML report unless asked for (--report): nothing written, here or in the project.
      expect(readdirSync(dir)).toEqual(['mine.feature']);
      expect(projectReport()).toBe(before);
      // --report names a file in a folder that exists: conform creates no folder.
      mkdirSync(join(dir, 'out'));
      process.chdir(dir);
      const elsewhere = await baccarat(['conform', 'mine.feature', '--quiet', '--report', 'out/mine.html'], {
        cwd: dir,
      }).finally(() => process.chdir(ROOT));
      expect(elsewhere.code).toBe(0);
      expect(elsewhere.out).toContain('HTML report: out/mine.html\nscenarios: 1 passed, 0 failed\n');
      expect(existsSync(join(dir, 'out', 'mine.html'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a designer's first mistakes (issue 34): one clear answer each", () => {
  it('validate prints the first 20 problems of a profile and counts the rest', async () => {
    const file = join(work, 'many.yaml');
    writeFileSync(file, `extends: punto-banco\nid: many\nname: Many\nsources: [${Array(100).fill('0').join(', ')}]\n`);
    const r = await refused(['validate', file]);
    const lines = r.err.split('\n');
    expect([r.code, lines.length]).toEqual([1, 22]);
    expect(lines.slice(18)).toEqual([
      `${file}:4:62  /sources/17  0 must be object`,
      `${file}:4:65  /sources/18  0 must be object`,
      `${file}: … and 81 more problems of the same kind`,
      '',
    ]);
  });

  it.each([
    ['odds', 'my-variants/house.yaml'],
    ['par', 'my-variants/house.yaml'],
    ['count', 'my-variants/house.yaml', '--bet', 'tie'],
  ])('%s of a profile path that names no file says so, as validate does', async (...argv) => {
    const r = await refused(argv);
    expect([r.code, r.err]).toEqual([1, 'my-variants/house.yaml:1:1  /  cannot read the file: no such file\n']);
  });

  it('a bundled id mistyped is answered with the id it most likely meant', async () => {
    // show: the command that loads least besides the profile (odds, par and count load the same way).
    const r = await refused(['show', 'punto-bnaco']);
    expect([r.code, r.err]).toEqual([
      1,
      'unknown profile "punto-bnaco": neither a bundled profile nor a file; did you mean punto-banco?\n',
    ]);
  });

  it("validate warns of a bet no one can make and of a bundled profile's id, and exits 0", async () => {
    const file = join(work, 'forgotten.yaml');
    writeFileSync(
      file,
      [
        'extends: punto-banco',
        'id: punto-banco',
        'name: Punto Banco with a pair bet',
        'bets:',
        '  - { id: punto, name: Punto, settle: [{ when: { outcome: punto }, pays: "1:1" }, { when: { outcome: tie }, result: push }] }',
        '  - { id: banco, name: Banco, settle: [{ when: { outcome: banco }, pays: "1:1", commission: 5 }, { when: { outcome: tie }, result: push }] }',
        '  - { id: tie, name: Tie, settle: [{ when: { outcome: tie }, pays: "8:1" }] }',
        '  - { id: punto-pair, name: Punto Pair, settle: [{ when: { hand: punto, pair: rank }, pays: "11:1" }] }',
        '',
      ].join('\n'),
    );
    const r = await baccarat(['validate', file]);
    expect([r.code, r.out]).toEqual([
      0,
      `${file}: valid (punto-banco: Punto Banco with a pair bet, extends punto-banco)\n`,
    ]);
    expect(r.err.split('\n')).toEqual([
      `${file}:8:11  /bets/3/id  warning: the bet "punto-pair" can never be made: neither session.betting.on nor session.betting.sideBets names it (a side bet is offered where sideBets lists it)`,
      `${file}:2:5  /id  warning: "punto-banco" is the id of a bundled profile: a command, an extends or a record naming it means the bundled one; give this profile an id of its own`,
      '',
    ]);
  });
});

describe('an empty name, a policy for another profile: one line each', () => {
  const work = mkdtempSync(join(tmpdir(), 'baccarat-empty-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const first = async (argv: string[]) => {
    const r = await baccarat(argv, { cwd: work });
    expect(r.out).toBe('');
    return [r.code, r.err.split('\n')[0]];
  };

  it.each([
    [['replay', ''], 1, 'the name of the record is empty (""): name a record file'],
    [['odds', ''], 1, 'the profile\'s name is empty (""): give a bundled profile\'s id or a profile file'],
    [
      ['par', '', '--bet', 'tie'],
      1,
      'the profile\'s name is empty (""): give a bundled profile\'s id or a profile file',
    ],
    [['session', 'punto-banco', '--shoe-file', ''], 2, '--shoe-file needs a path: an empty one names nothing'],
    [['odds', 'punto-banco', '--policy', ''], 2, '--policy needs a path: an empty one names nothing'],
    [['roads', '--profile', '', '--seed', '1'], 2, '--profile needs a profile: an empty one names nothing'],
  ])('%j: %i, %s', async (argv, code, line) => {
    expect(await first(argv)).toEqual([code, line]);
  });

  it('a policy for another profile is that one problem, not one a table cell besides', async () => {
    const policy = new URL('../fixtures/policies/chemin-de-fer-free-banker.yaml', import.meta.url).pathname;
    const r = await baccarat(['odds', 'chemin-de-fer', '--policy', policy], { cwd: work });
    expect([r.code, r.err]).toEqual([
      1,
      `${policy}:7:10  /profile  this policy is for "chemin-de-fer-free-banker", not for chemin-de-fer\n`,
    ]);
  });
});
