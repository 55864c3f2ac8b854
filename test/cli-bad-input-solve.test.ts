/**
 * Bad input to `baccarat solve` for a banker against two tableaux (best responses): one line naming
 * the option and the reason, exit 2 for a wrong command line and 1 for what the profile or the files
 * refuse, nothing on standard output, no file written. Every case is refused before a coup is
 * walked. Called in-process through main(argv, io).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baccarat, type Ran, refusedIn } from './support/cli.js';

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'baccarat-bad-solve-'));
  // A three-hand profile given as a file: no bundled plain policy to fall back on.
  writeFileSync(join(work, 'my-banque.yaml'), 'extends: baccarat-banque\nid: my-banque\nname: My Banque\n');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const refused = (argv: string[]): Promise<Ran> => refusedIn(work, argv);

const OUT = () => ['--out', join(work, 'p.yaml')];

describe('solve, a wrong command line: one line, the usage, exit 2', () => {
  it.each([
    [['solve', 'baccarat-banque', '--responder', 'punter'], '--responder punter: give banker or sides'],
    [
      ['solve', 'baccarat-banque', '--stakes', 'right=-1'],
      "--stakes right=-1: give each side's chips as <side>=<whole number>, separated by commas (right=5,left=3), each from 0 to 9007199254740991",
    ],
    [
      ['solve', 'baccarat-banque', '--stakes', 'right=5;left=3'],
      "--stakes right=5;left=3: give each side's chips as <side>=<whole number>, separated by commas (right=5,left=3), each from 0 to 9007199254740991",
    ],
    [
      ['solve', 'baccarat-banque', '--stakes', 'right=1,right=2'],
      '--stakes right=1,right=2: right is staked twice; give each side once',
    ],
    [
      ['solve', 'baccarat-banque', '--stakes', 'right=0,left=0'],
      '--stakes right=0,left=0: nothing is staked; the banker answers stakes of at least one chip',
    ],
    [
      ['solve', 'baccarat-banque', '--responder', 'sides', '--stakes', 'right=2'],
      "--stakes weighs the sides for the banker's response; each side answers per unit of its own bet: leave it out with --responder sides",
    ],
    [
      ['solve', 'baccarat-banque', '--decks', 'infinite'],
      "--decks infinite: Baccarat Banque's best responses are counted from a finite shoe, cards drawn without replacement; give a number of decks",
    ],
    [
      ['solve', 'baccarat-banque', '--sees', 'cards'],
      '--sees: Baccarat Banque has 3 hands: solve gives a best response there (--policy, --responder, --stakes, --bet); --sees is for the equilibrium of a two-hand profile',
    ],
    [
      ['solve', 'baccarat-banque', '--commission', '5'],
      '--commission: Baccarat Banque has 3 hands: solve gives a best response there (--policy, --responder, --stakes, --bet); --commission is for the equilibrium of a two-hand profile',
    ],
    [
      ['solve', 'chemin-de-fer', '--policy', 'fixtures/policies/chemin-de-fer.yaml'],
      '--policy: Chemin de Fer has two hands: solve finds the equilibrium of its choices; --policy is for a best response in a banker against two tableaux (baccarat-banque)',
    ],
    [['solve', 'baccarat-banque', '--policy', ''], '--policy needs a path: an empty one names nothing'],
  ])('%j', async (argv, message) => {
    const r = await refused([...argv, ...OUT()]);
    expect(r.code).toBe(2);
    const lines = r.err.trimEnd().split('\n');
    expect(lines[0]).toBe(message);
    expect(lines[1]).toMatch(/^usage: baccarat solve /);
    expect(lines.at(-1)).toBe("see 'baccarat solve --help'");
  });
});

describe('solve, what the profile or the files refuse: one line, exit 1, nothing written', () => {
  it.each([
    // RM-09: the house's share makes the banker's result other than minus the stakes'.
    [
      ['solve', 'baccarat-modern'],
      /^Modern baccarat: the house keeps 5 % of the banker's winnings; his best response is computed where his result is minus the stakes' \(Baccarat Banque\); the sides' best response to him is \(solve --responder sides\)$/,
    ],
    [
      ['solve', 'baccarat-banque', '--stakes', 'middle=1'],
      /^a stake on "middle": the sides of Baccarat Banque are right, left$/,
    ],
    [
      ['solve', 'baccarat-banque', '--bet', 'nope'],
      /^Baccarat Banque: no bet "nope" backs one side; bets that do: .*side.*$/,
    ],
    [['solve', 'baccarat-banque', '--policy', 'no/such.yaml'], /^no\/such\.yaml:1:1 .*cannot read the policy/],
    [
      ['solve', 'baccarat-banque', '--policy', 'fixtures/policies/chemin-de-fer.yaml'],
      /^fixtures\/policies\/chemin-de-fer\.yaml:\d+:\d+ .*this policy is for "chemin-de-fer", not for baccarat-banque/,
    ],
    [
      ['solve', '{work}/my-banque.yaml'],
      /^My Banque: a best response answers the others' policy: give --policy <file> saying how each choice is decided \(schemas\/policy\.schema\.json\)$/,
    ],
  ])('%j', async (argv, message) => {
    const r = await refused([...argv.map((a) => a.replace('{work}', work)), ...OUT()]);
    expect(r.code).toBe(1);
    expect(r.err.trimEnd()).toMatch(message);
    expect(r.err.trimEnd().split('\n')[0]).toMatch(message);
  });
});

describe('solve --help', () => {
  it('gives both usages and the best-response options', async () => {
    const r = await baccarat(['solve', '--help']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^usage: baccarat solve <profile> \[--decks N\|infinite\]/);
    expect(r.out).toContain(
      [
        '       baccarat solve <three-hand profile> [--policy <file>] [--responder banker|sides]',
        '                      [--stakes <side>=N,…] [--bet <id>] [--decks N] [--json] [--out <policy.yaml>]\n',
      ].join('\n'),
    );
    for (const option of ['--policy <file>', '--responder banker|sides', '--stakes <side>=N,…', '--bet <id>'])
      expect(r.out).toContain(`  ${option}`);
  });
});
