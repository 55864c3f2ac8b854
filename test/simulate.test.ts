/**
 * `baccarat simulate`: seeded, reproducible, on worker threads, by the kernel or the chart; short
 * runs for the wiring (the chart against the kernel: 200 coups here; the two engines are compared at
 * length in test/deep/kernel-conformance.deep.ts). Millions of coups held to the exact odds are in
 * test/deep/simulate.deep.ts. Worker threads are started by punto-banco's tests alone (--workers 2,
 * the kernel and the chart): under vitest each thread loads the TypeScript sources anew through tsx,
 * a second of work each, so the other profiles' runs play one stream in this thread (--workers 1).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { inputOf } from '../src/cli/io.js';
import { simulateCommand } from '../src/cli/simulate.js';
import { baccarat, type Ran } from './support/cli.js';

interface Json {
  profile: string;
  punters?: number;
  policy?: string;
  coups: number;
  seed: number;
  workers: number;
  engine: string;
  outcomes: Record<string, { count: number; frequency: number; ci95: [number, number] }>;
  bets: Record<string, { perUnit: number; ci95: [number, number] }>;
  sides?: Record<string, Record<'win' | 'lose' | 'equal', { count: number; frequency: number }>>;
  facts?: Record<string, { count: number; frequency: number; ci95: [number, number] }>;
}

describe('baccarat simulate punto-banco', () => {
  const args = ['simulate', 'punto-banco', '-n', '4000', '--seed', '2026', '--workers', '2', '--json'];
  let first: Ran;
  let json: Json;
  beforeAll(async () => {
    first = await baccarat(args);
    json = JSON.parse(first.out) as Json;
  });

  it('gives the same result for the same seed and worker count', async () => {
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    expect((await baccarat(args)).out).toBe(first.out);
    expect(json).toMatchObject({ coups: 4_000, seed: 2026, workers: 2, engine: 'kernel' });
    expect(Object.values(json.outcomes).reduce((a, o) => a + o.count, 0)).toBe(4_000);
  });

  // On this thread; the chart on worker threads is test:deep's (test/deep/simulate.deep.ts).
  it('plays the very same coups through the chart with --statechart', async () => {
    const small = ['simulate', 'punto-banco', '-n', '200', '--seed', '5', '--workers', '1', '--json'];
    const kernel = JSON.parse((await baccarat(small)).out) as Json;
    const chart = JSON.parse((await baccarat([...small, '--statechart'])).out) as Json;
    expect(chart.engine).toBe('statechart');
    expect(chart.outcomes).toEqual(kernel.outcomes);
    expect(chart.bets).toEqual(kernel.bets);
  });

  it('prints frequencies and results per unit for reading, without a progress bar when piped', async () => {
    const r = await baccarat(['simulate', 'punto-banco', '-n', '4000', '--seed', '1', '--workers', '1']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Punto Banco: 4,000 coups from seeded shoes of 8 decks, reshuffled after every coup');
    expect(r.out).toMatch(/^banco +[\d,]+ +\d+\.\d{4} %/m);
    expect(r.out).toMatch(/^tie +-0\.\d{6} /m);
    expect(r.out).not.toContain('\r');
  });
});

describe('baccarat simulate baccarat-domestic: a hand for each punter', () => {
  let run: Ran;
  let json: Json;
  beforeAll(async () => {
    run = await baccarat(['simulate', 'baccarat-domestic', '-n', '20000', '--seed', '4', '--workers', '1', '--json']);
    json = JSON.parse(run.out) as Json;
  });

  it('seats three punters by default and plays the choices under the bundled policy', () => {
    expect(run.err).toBe('');
    expect(json).toMatchObject({
      profile: 'baccarat-domestic',
      punters: 3,
      coups: 20_000,
      policy: 'fixtures/policies/baccarat-domestic.yaml',
    });
    expect(Object.keys(json.bets)).toEqual(['stake on punter-1', 'stake on punter-2', 'stake on punter-3']);
    expect(Object.keys(json.outcomes)).toHaveLength(27);
    for (const side of Object.values(json.sides!))
      expect(side.win.count + side.lose.count + side.equal.count).toBe(20_000);
    // RD-15: the bank passes when a punter makes baccara and the banker does not.
    expect(json.facts!['bank passing on baccara']!.frequency).toBeGreaterThan(0.1);
  });

  it('seats --punters N', async () => {
    const five = JSON.parse(
      (
        await baccarat([
          'simulate',
          'baccarat-domestic-tens',
          '-n',
          '20000',
          '--seed',
          '1',
          '--workers',
          '1',
          '--punters',
          '5',
          '--json',
        ])
      ).out,
    ) as Json;
    expect(five.punters).toBe(5);
    expect(Object.keys(five.bets)).toEqual([1, 2, 3, 4, 5].map((k) => `stake on punter-${k}`));
  });

  it('plays the very same coups through the chart with --statechart', async () => {
    const small = [
      'simulate',
      'baccarat-domestic',
      '-n',
      '200',
      '--seed',
      '5',
      '--workers',
      '1',
      '--punters',
      '4',
      '--json',
    ];
    const kernel = JSON.parse((await baccarat(small)).out) as Json;
    const chart = JSON.parse((await baccarat([...small, '--statechart'])).out) as Json;
    expect(chart.engine).toBe('statechart');
    expect(chart.outcomes).toEqual(kernel.outcomes);
    expect(chart.facts).toEqual(kernel.facts);
    expect(chart.bets).toEqual(kernel.bets);
  });

  it("prints each side's results rather than every one of their combinations", async () => {
    const r = await baccarat(['simulate', 'baccarat-domestic', '-n', '10000', '--seed', '1', '--workers', '1']);
    expect(r.out).toContain('3 punters against the banker');
    expect(r.out).toMatch(/^punter-2 equal +[\d,]+ +\d+\.\d{4} %/m);
    expect(r.out).toMatch(/^bank passing on baccara +[\d,]+ /m);
  });
});

describe('baccarat simulate baccarat-club', () => {
  const args = ['simulate', 'baccarat-club', '-n', '20000', '--seed', '11', '--workers', '1', '--json'];
  let json: Json;
  beforeAll(async () => {
    json = JSON.parse((await baccarat(args)).out) as Json;
  });

  it('counts the penalties and settles a punter who does not hold the cards apart', () => {
    expect(json).toMatchObject({
      profile: 'baccarat-club',
      coups: 20_000,
      policy: 'fixtures/policies/baccarat-club.yaml',
    });
    expect(json.punters).toBeUndefined();
    expect(Object.keys(json.bets)).toEqual([
      'side on right',
      'side on left',
      'cheval',
      'side on right, not the holder',
      'side on left, not the holder',
    ]);
    for (const side of ['right', 'left']) {
      // RC-15: the holder drew on 6 (one time in ten under the policy) and his tableau lost.
      expect(json.facts![`penalty on ${side}`]!.count).toBeGreaterThan(0);
      // Reimbursed on those coups, a punter beside the holder does better than the holder's own stake.
      expect(json.bets[`side on ${side}, not the holder`]!.perUnit).toBeGreaterThan(
        json.bets[`side on ${side}`]!.perUnit,
      );
    }
  });

  it('plays the very same coups through the chart with --statechart', async () => {
    const small = ['simulate', 'baccarat-club', '-n', '200', '--seed', '5', '--workers', '1', '--json'];
    const kernel = JSON.parse((await baccarat(small)).out) as Json;
    const chart = JSON.parse((await baccarat([...small, '--statechart'])).out) as Json;
    expect(chart.outcomes).toEqual(kernel.outcomes);
    expect(chart.facts).toEqual(kernel.facts);
    expect(chart.bets).toEqual(kernel.bets);
  });
});

describe('the progress bar', () => {
  const run = async (json: boolean) => {
    const drawn: string[] = [];
    const out: string[] = [];
    const terminal = { isTTY: true, write: (s: string) => drawn.push(s) };
    const io = { out: (s: string) => out.push(s), err: (s: string) => out.push(s), stdin: () => inputOf() };
    const argv = ['punto-banco', '-n', '50000', '--seed', '1', '--workers', '1', ...(json ? ['--json'] : [])];
    expect(await simulateCommand(argv, io, terminal)).toBe(0);
    return { drawn: drawn.join(''), out: out.join('') };
  };

  it('shows the rate and the time left on a terminal, and clears itself', async () => {
    const { drawn, out } = await run(false);
    // The bar is drawn at least once, when the last coup is done; the rate is whatever the machine
    // gives: "2.41 million" or "812,504" coups a second.
    expect(drawn).toMatch(
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the progress line ends with the terminal's erase-line sequence
      /\r\[[#.]{30}\] +\d+ % +(\d+\.\d{2} million|[\d,]+) coups\/s +(\d+ s|\d+ min \d+ s|…) left\x1b\[K/,
    );
    expect(drawn).toContain('\r[##############################] 100 %');
    expect(drawn.endsWith('\r\x1b[K')).toBe(true);
    expect(out).not.toContain('\r');
  });

  it('stays silent with --json', async () => {
    expect((await run(true)).drawn).toBe('');
  });
});

describe('baccarat simulate refuses', () => {
  it.each([
    [['-n', '0'], '-n 0: give a whole number from 1 to'],
    [['-n', 'many'], '-n many: give a whole number from 1 to'],
    [['-n', '1.5'], '-n 1.5: give a whole number from 1 to'],
    [['-n', '1000_'], '-n 1000_: a _ goes only between two digits, one at a time (1_000_000)'],
    [['-n', '1__000'], '-n 1__000: a _ goes only between two digits, one at a time (1_000_000)'],
    [[], 'simulate needs -n <coups>'],
    [['-n', '10', '--workers', '0'], '--workers 0: give a whole number from 1 to 256'],
    [['-n', '10', '--seed=-1'], '--seed -1: give a whole number from 0 to 4294967295'],
  ])('%j with a usage message and exit 2', async (args, message) => {
    const r = await baccarat(['simulate', 'punto-banco', ...args]);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain(message);
  });

  it.each([
    [
      ['baccarat-banque', '--punters', '3'],
      '--punters is for a game where each punter holds a hand: Baccarat Banque has none',
    ],
    [['baccarat-domestic', '--punters', '0'], '--punters 0: give a whole number from 1 to 33'],
    [['baccarat-domestic', '--punters', '34'], '--punters 34: give a whole number from 1 to 33'],
  ])('%j with a usage message and exit 2', async (args, message) => {
    const r = await baccarat(['simulate', ...args, '-n', '10']);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain(message);
  });

  it('a profile with choices and no policy, naming them', async () => {
    const r = await baccarat(['simulate', 'fixtures/profiles/punto-choice-on-five.yaml', '-n', '1000']);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toContain('leaves draws to a choice (punto on 5): give --policy <file>');
  });

  it('a policy that fails its schema, at its place in the file', async () => {
    const r = await baccarat([
      'simulate',
      'fixtures/profiles/punto-choice-on-five.yaml',
      '-n',
      '1000',
      '--policy',
      'fixtures/policies/invalid/unknown-key.yaml',
    ]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('fixtures/policies/invalid/unknown-key.yaml:2:1  /choice  unknown key "choice"');
  });
});
