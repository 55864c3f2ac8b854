/**
 * `baccarat solve`: the classical results it must reproduce where they are public, the policy it
 * writes (valid against the schema, read by odds --policy), and what it says of profiles it does not
 * solve. Called in-process through main(argv, io).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { compileProfile } from '../src/core/compile.js';
import { fraction, fractionText } from '../src/core/fraction.js';
import { loadPolicyFile } from '../src/core/policy.js';
import { loadProfile } from '../src/loader/bundled.js';
import { exactOdds } from '../src/odds/exact.js';
import { payoffOf, solveBilinear, TooLarge } from '../src/solve/equilibrium.js';
import { buildGame } from '../src/solve/game.js';
import { solveProfile } from '../src/solve/solve.js';
import { baccarat } from './support/cli.js';
import { listing } from './support/files.js';

const FREE = 'chemin-de-fer-free-banker';

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'baccarat-solve-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface SolveJson {
  model: {
    decks: number | 'infinite';
    replacement: boolean;
    sees: string;
    commission: string;
    zeroSum: boolean;
    text: string;
  };
  size: { punter: number; banker: number; pureStrategies: string };
  strategies: {
    punter: { total: number; cards?: number[]; draw: string }[];
    banker: { total: number; third?: number | 'stood'; draw: string }[];
  };
  value: { punter: string; banker: string; game?: string };
  policy: string | null;
}

async function solveJson(args: string[]): Promise<SolveJson> {
  const r = await baccarat(['solve', ...args, '--json']);
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.out) as SolveJson;
}

describe('the classical results', () => {
  it('Kemeny and Snell (1957): with replacement, each side seeing its total, the punter draws on 5 with probability 9/11', async () => {
    const s = await solveJson([FREE, '--decks', 'infinite', '--sees', 'totals', '--commission', '0']);
    expect(s.model.replacement).toBe(true);
    expect(s.model.zeroSum).toBe(true);
    // Mixing, he is indifferent: drawing is worth exactly what standing is.
    expect(s.strategies.punter).toEqual([
      { hand: 'punter', total: 5, draw: '9/11', decided: 'equilibrium', gain: '0' },
    ]);
    // Ethier and Gámez (2013), abstract: under this model baccara is a 2 x 2^88 matrix game.
    expect(s.size.pureStrategies).toBe('2 x 2^88');
    // The model is stated in the output.
    const text = await baccarat(['solve', FREE, '--decks', 'infinite', '--commission', '0']);
    expect(text.out).toContain(
      [
        'model: cards drawn with replacement (each rank 1/13); the punter sees his total; the banker sees his',
        "  total and the punter's third card (or that he stood); no commission: a zero-sum game",
      ].join('\n'),
    );
    expect(text.out).toContain('punter on 5  draws with probability 9/11 (81.8182 %)');
  });

  it('Ethier and Gámez (2013): the banker seeing his cards makes a 2 x 2^484 game, both seeing their cards a 2^5 x 2^484 game', async () => {
    // The counts do not depend on the shoe: solved here with replacement, the quickest.
    const b2 = await solveJson([FREE, '--decks', 'infinite', '--sees', 'banker-cards', '--commission', '0']);
    expect(b2.size.pureStrategies).toBe('2 x 2^484');
    const b3 = await solveJson([FREE, '--decks', 'infinite', '--sees', 'cards']);
    expect(b3.size.pureStrategies).toBe('2^5 x 2^484');
    expect(b3.strategies.punter.map((d) => d.cards!.join('+')).sort()).toEqual(['0+5', '1+4', '2+3', '6+9', '7+8']);
  });

  it("with the house's 5 % the game is bimatrix: each party's expectation, no single value", async () => {
    const s = await solveJson([FREE, '--decks', 'infinite']);
    expect(s.model.commission).toBe('1/20');
    expect(s.model.zeroSum).toBe(false);
    expect(s.model.text).toContain(
      "the house takes 5 % of the banker's winnings: a bimatrix game (not zero-sum): one Nash equilibrium",
    );
    expect(s.value.game).toBeUndefined();
  });
});

describe('the policy solve writes', () => {
  it('validates against the policy schema, and odds --policy reads it: the textbook equilibrium played from a 6-deck shoe', async () => {
    const file = join(work, 'textbook.yaml');
    expect((await baccarat(['solve', FREE, '--decks', 'infinite', '--commission', '0', '--out', file])).code).toBe(0);
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    const validate = ajv.compile(JSON.parse(readFileSync('schemas/policy.schema.json', 'utf8')));
    expect(validate(parse(readFileSync(file, 'utf8'))), JSON.stringify(validate.errors)).toBe(true);
    const odds = await baccarat(['odds', FREE, '--policy', file]);
    expect(odds.err).toBe('');
    expect(odds.code).toBe(0);
    expect(odds.out).toContain(`choices decided by ${file}`);
  });

  it("the game solve builds agrees with the exact odds: a policy's value is the stake's expected net, to the last digit", async () => {
    // Two enumerations of the same coups (src/solve/game.ts, src/odds/exact.ts): the textbook
    // equilibrium played from 6 decks, valued by each.
    const file = join(work, 'agree.yaml');
    expect((await baccarat(['solve', FREE, '--decks', 'infinite', '--commission', '0', '--out', file])).code).toBe(0);
    const game = buildGame(loadProfile(FREE), { decks: 6, sees: 'totals', commission: fraction(0n) });
    const chance = loadPolicyFile(file, game.compiled).drawChance;
    const value = payoffOf(
      game.punterPayoff,
      game.punter.map((s) => chance.get(s.cell)!),
      game.banker.map((s) => chance.get(s.cell)!),
    );
    const odds = exactOdds(loadProfile(FREE), {
      decks: 6,
      policy: loadPolicyFile(file, compileProfile(loadProfile(FREE), 6)),
    });
    expect(fractionText(value)).toBe(fractionText(odds.bets.find((b) => b.id === 'stake')!.ev));
    const x = game.punter.map((s) => chance.get(s.cell)!);
    const y = game.banker.map((s) => chance.get(s.cell)!);
    for (const [o, outcome] of game.outcomes.entries()) {
      const count = odds.outcomes[o]!.count;
      expect(fractionText(payoffOf(outcome.probability, x, y))).toBe(
        fractionText(fraction(count.num, count.den * odds.total)),
      );
    }
  });

  it('holds a mixing probability as a fraction', async () => {
    const file = join(work, 'ks.yaml');
    expect((await baccarat(['solve', FREE, '--decks', 'infinite', '--commission', '0', '--out', file])).code).toBe(0);
    expect(
      (parse(readFileSync(file, 'utf8')) as { choices: { punter: Record<string, unknown> } }).choices.punter,
    ).toEqual({ 5: '9/11' });
  });

  it('is refused, nothing written, where a party plays two hands of one total differently', async () => {
    const file = join(work, 'by-cards.yaml');
    const r = await baccarat([
      'solve',
      FREE,
      '--decks',
      'infinite',
      '--sees',
      'cards',
      '--commission',
      '0',
      '--out',
      file,
    ]);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(
      /^.*by-cards\.yaml: not written: the punter plays his 5 by its cards \(.*\), which a policy keyed by totals cannot hold; solve --sees totals gives one\n$/,
    );
    expect(existsSync(file)).toBe(false);
  });
});

describe('profiles solve does not play as a game', () => {
  it("a profile whose choices are the banker's alone gets his optimal draws", async () => {
    const file = join(work, 'banker-alone.yaml');
    writeFileSync(
      file,
      'extends: chemin-de-fer\nid: banker-alone\nname: Banker alone\nsources: [{ document: a test, language: en }]\ndrawing:\n  turns:\n    - { hand: punter, decidedBy: largest-stake, table: { 0-5: draw, 6-7: stand } }\n    - hand: banker\n      decidedBy: banker\n      against: punter\n      table:\n        0-2: draw\n        3: { stood: draw, 0-7: draw, 8: stand, 9: choice }\n        4: { stood: draw, 0-1: stand, 2-7: draw, 8-9: stand }\n        5: { stood: draw, 0-3: stand, 4: choice, 5-7: draw, 8-9: stand }\n        6: { stood: stand, 0-5: stand, 6-7: draw, 8-9: stand }\n        7: stand\n',
    );
    const r = await baccarat(['solve', file]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Banker alone: the banker alone chooses: his optimal draws (a one-player optimisation)');
    expect(r.out).toContain('1 x 2^2 pure strategies');
  });

  it.each([['punto-banco', 'Punto Banco: nothing to solve: every draw is decided by the table (no choice in it)']])(
    '%s: one line, exit 1',
    async (id, message) => {
      const r = await baccarat(['solve', id]);
      expect(r).toEqual({ code: 1, out: '', err: `${message}\n` });
    },
  );

  it("three hands: the library's equilibrium solver points at the best responses (the command gives them: test/deep/solve-banque.deep.ts)", () => {
    expect(() => solveProfile(loadProfile('baccarat-banque'))).toThrow(
      'Baccarat Banque has 3 hands: solve finds the equilibrium of a punter against the banker (two hands); for three hands, baccarat solve gives best responses (bestResponseOfBanker, bestResponseOfSides; docs/solving.md, "Baccarat Banque: best responses")',
    );
  });

  it('the solver on a textbook game: matching pennies, each side mixing one half', () => {
    // The punter wins 1 when both draw or both stand, loses 1 otherwise: (2x - 1)(2y - 1).
    const f = (n: bigint) => fraction(n);
    const punter = { a: f(1n), b: [f(-2n)], c: [f(-2n)], D: [new Map([[0, f(4n)]])] };
    const banker = { a: f(-1n), b: [f(2n)], c: [f(2n)], D: [new Map([[0, f(-4n)]])] };
    const e = solveBilinear(punter, banker, { punter: 1, banker: 1 });
    expect([e.x, e.y]).toEqual([[fraction(1n, 2n)], [fraction(1n, 2n)]]);
  });

  it('a game too large to search says how large and what would make it solvable', () => {
    // Six punter sets and forty banker sets, every one contested (each gain straddles 0).
    const half = fraction(-1n, 2n);
    const one = fraction(1n);
    const punter = {
      a: fraction(0n),
      b: Array(6).fill(half),
      c: Array(40).fill(fraction(0n)),
      D: Array.from({ length: 6 }, () => new Map([[0, one]])),
    };
    const banker = {
      a: fraction(0n),
      b: Array(6).fill(fraction(0n)),
      c: Array(40).fill(half),
      D: Array.from(
        { length: 6 },
        (_, i) => new Map(i === 0 ? Array.from({ length: 40 }, (_, j) => [j, one] as const) : []),
      ),
    };
    expect(() => solveBilinear(punter, banker, { punter: 6, banker: 40 })).toThrow(TooLarge);
    expect(() => solveBilinear(punter, banker, { punter: 6, banker: 40 })).toThrow(
      /^the punter has 6 information sets and the banker 40 \(2\^6 x 2\^40 pure strategies\); once dominated draws are set aside 6 of the punter's and 40 of the banker's stay contested: .* supports to try, more than the 2e\+6 solve tries; let the deciders see less \(--sees totals\) or give the table fewer choices$/,
    );
  });
});

describe('bad input: one line, the right exit status, nothing written', () => {
  it.each([
    [[FREE, '--decks', '0'], 2, '--decks 0: give a whole number of decks from 1 to 187'],
    [
      [FREE, '--decks', '999'],
      2,
      '--decks 999: solve counts at most 187 decks exactly; --decks infinite is the limit of a large shoe (cards drawn with replacement)',
    ],
    [[FREE, '--decks', 'infinity'], 2, '--decks infinity: give a whole number of decks from 1 to 187'],
    [[FREE, '--sees', 'everything'], 2, '--sees everything: give totals, cards or banker-cards'],
    [
      [FREE, '--commission', '101'],
      2,
      "--commission 101: give the house's percentage of the banker's winnings, from 0 to 100 with at most two decimals (5, 2.5)",
    ],
    [
      [FREE, '--commission', '-1'],
      2,
      "--commission -1: give the house's percentage of the banker's winnings, from 0 to 100 with at most two decimals (5, 2.5)",
    ],
    [
      [FREE, '--commission', '5.125'],
      2,
      "--commission 5.125: give the house's percentage of the banker's winnings, from 0 to 100 with at most two decimals (5, 2.5)",
    ],
    [[], 2, 'solve needs a profile'],
    [[FREE, 'chemin-de-fer'], 2, 'solve takes one profile; 2 were given'],
    [[FREE, '--out', ''], 2, '--out needs a path: an empty one names nothing'],
    [
      [FREE, '--jsn'],
      2,
      'unknown option --jsn (did you mean --json?); the options are --decks, --sees, --commission, --policy, --responder, --stakes, --bet, --json, --out',
    ],
    [['no-such-profile'], 1, 'no-such-profile'],
  ])('solve %j', async (args, code, message) => {
    const before = listing(work);
    // Each asks for a policy file too: a refused command writes none.
    const r = await baccarat(['solve', ...(args.includes('--out') ? args : [...args, '--out', 'refused.yaml'])], {
      cwd: work,
    });
    expect(listing(work)).toEqual(before);
    expect(r.code).toBe(code);
    expect(r.out).toBe('');
    expect(r.err.split('\n')[0]).toContain(message);
    expect(r.err).not.toMatch(/^ {4}at /m);
  });

  it('a policy that cannot be written: exit 1, the reason, nothing half-written', async () => {
    const r = await baccarat(['solve', FREE, '--decks', 'infinite', '--out', join(work, 'no-folder', 'p.yaml')]);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe(
      `--out ${join(work, 'no-folder', 'p.yaml')}: the folder ${join(work, 'no-folder')} does not exist: create it first\n`,
    );
  });
});
