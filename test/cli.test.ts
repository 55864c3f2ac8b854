/**
 * `baccarat play`, `validate` and the command line, called in-process through main(argv, io).
 * (test/cli-bad-input.test.ts holds the refusals of bad input and the few runs of the real binary.)
 */
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { baccarat } from './support/cli.js';

describe('baccarat play', () => {
  it('plays the worked example of 001 as JSON', async () => {
    const r = await baccarat(['play', 'punto-banco', '--cards', '4H 2S 9C AD 8D', '--json']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({
      hands: { punto: { cards: ['4H', '9C', '8D'], total: 1 }, banco: { cards: ['2S', 'AD'], total: 3 } },
      winner: 'banco',
      natural: false,
      cardsUsed: 5,
    });
  });

  it('reads suit symbols and 10, and reports a natural', async () => {
    const r = await baccarat(['play', 'punto-banco', '--cards', '10♠ 4♣ 9♥ 5♦ 2♣', '--json']);
    expect(JSON.parse(r.out)).toMatchObject({
      hands: { punto: { cards: ['TS', '9H'], total: 9 }, banco: { cards: ['4C', '5D'], total: 9 } },
      winner: 'tie',
      natural: true,
      cardsUsed: 4,
    });
  });

  it('prints a readable trace without --json', async () => {
    const r = await baccarat(['play', 'punto-banco', '--cards', '4H 2S 9C AD 8D']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('punto     3: draws 8♦ (the table)');
    expect(r.out).toContain('banco     3: stands (the table)');
    expect(r.out).toContain('result    Banco wins 3 to 1');
  });

  it('plays one coup per line with --batch', async () => {
    const r = await baccarat(['play', 'punto-banco', '--batch'], { stdin: '4H 2S 9C AD 8D\n\n8H 8S KD KC\n' });
    expect(r.code).toBe(0);
    const lines = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { winner: string });
    expect(lines.map((l) => l.winner)).toEqual(['banco', 'tie']);
  });

  it.each([
    [
      ['4H 2S 9C AD'],
      'too few cards: the 4 given run out before the coup is finished (punto must draw on 3 and there is no card left)',
    ],
    [['4H 2S 9X AD 8D'], '"9X" is not a card'],
    [['9C 9C 9C 9C 9C 9C 9C 9C 9C'], '9C appears 9 times, but a shoe of 8 decks holds only 8'],
  ])('refuses %j with a message, a non-zero exit and nothing on stdout', async ([cards], message) => {
    const r = await baccarat(['play', 'punto-banco', '--cards', cards!, '--json']);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toContain(message);
  });

  it('ends --batch at a bad line, naming it: the answers before it stand', async () => {
    const r = await baccarat(['play', 'punto-banco', '--batch'], { stdin: '4H 2S 9C AD 8D\n8H 8S KD\n8H 8S KD KC\n' });
    expect(r.code).toBe(1);
    expect((JSON.parse(r.out) as { winner: string }).winner).toBe('banco');
    expect(r.err).toBe(
      'line 2: too few cards: the 3 given run out before the coup is finished (the deal alone needs 4)\n',
    );
  });

  it('refuses a --decide the table forbids', async () => {
    const r = await baccarat(['play', 'punto-banco', '--cards', '4H 2S 9C AD 8D', '--decide', 'punto=stand']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('--decide punto=stand is not allowed: punto on 3 must draw');
  });

  it('names the bundled profiles when the profile is unknown', async () => {
    const r = await baccarat(['play', 'no-such-variant', '--cards', '4H']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /unknown profile "no-such-variant": neither a bundled profile \(.*punto-banco.*\) nor a file/,
    );
  });

  it('asks for a decision where a profile leaves a choice', async () => {
    const base = ['play', 'fixtures/profiles/punto-choice-on-five.yaml', '--cards', '3C 7S 2H KD 2H 3D'];
    const missing = await baccarat(base);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain(
      'punto on 5 is a choice for the largest stake on punto: say --decide punto=draw or --decide punto=stand',
    );
    const decided = await baccarat([...base, '--decide', 'punto=draw', '--json']);
    expect(decided.code).toBe(0);
    expect(JSON.parse(decided.out)).toMatchObject({
      hands: { punto: { cards: ['3C', '2H', '2H'], total: 7 } },
      winner: 'tie',
    });
  });
});

describe("baccarat play on a bank's table", () => {
  const example = [
    'play',
    'baccarat-banque',
    '--cards',
    '9C 7H 2S 4C 6D 3C 4D 2H',
    '--fund',
    '10',
    '--bet',
    'right=5',
    '--bet',
    'left=3',
  ];

  it('plays the worked example BB-08.1', async () => {
    const r = await baccarat([...example, '--decide', 'banker=stand', '--json']);
    expect(r.err).toBe('');
    expect(JSON.parse(r.out)).toMatchObject({
      hands: {
        right: { cards: ['9C', '4C', '4D'], total: 7 },
        left: { cards: ['7H', '6D', '2H'], total: 5 },
        banker: { cards: ['2S', '3C'], total: 5 },
      },
      sides: { right: { result: 'win' }, left: { result: 'push' } },
      fund: 5,
    });
  });

  it('names who must decide a choice the coup reaches without --decide', async () => {
    const r = await baccarat(example);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe('banker on 5 is a choice for the banker: say --decide banker=draw or --decide banker=stand\n');
  });

  it('refuses a --decide the rules forbid: standing on 3', async () => {
    const r = await baccarat([...example, '--decide', 'banker=stand', '--decide', 'right=stand']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('--decide right=stand is not allowed: right on 3 must draw');
  });

  it("splits an à cheval stake and asks the side's active player on 5", async () => {
    const base = [
      'play',
      'baccarat-banque',
      '--cards',
      '2S AS KD 3H 4H QC 7D 9C',
      '--fund',
      '10',
      '--bet',
      'right=5',
      '--bet',
      'cheval=4',
      '--decide',
      'banker=stand',
    ];
    expect((await baccarat(base)).err).toContain("right on 5 is a choice for right's active player");
    const r = await baccarat([...base, '--decide', 'right=draw', '--decide', 'left=stand', '--json']);
    expect(JSON.parse(r.out)).toMatchObject({
      bets: [
        { bettor: 'right', bet: 'side', side: 'right', stake: 5 },
        { bettor: 'cheval', bet: 'cheval', side: 'right', stake: 2 },
        { bettor: 'cheval', bet: 'cheval', side: 'left', stake: 2 },
      ],
      sides: { right: { result: 'win' }, left: { result: 'win' } },
      fund: 1,
    });
  });

  it('cuts a stake to the cover and says so', async () => {
    const r = await baccarat([
      'play',
      'baccarat-banque',
      '--cards',
      '9C 7H 2S 4C 6D 3C 4D 2H',
      '--fund',
      '10',
      '--bet',
      'right=8',
      '--bet',
      'left=3',
      '--decide',
      'banker=stand',
    ]);
    expect(r.out).toContain('stake     left 2 on left (cut from 3 to the cover)');
  });

  it('asks for the fund, and keeps --bet to bank tables', async () => {
    expect(
      (await baccarat(['play', 'baccarat-banque', '--cards', '9C 7H 2S 4C 6D 3C', '--bet', 'right=5'])).err,
    ).toContain('give --fund <chips>');
    expect((await baccarat(['play', 'punto-banco', '--cards', '9C 7H 2S 4C', '--bet', 'right=5'])).err).toContain(
      "--bet is for a bank's table",
    );
  });
});

describe('baccarat play chemin-de-fer', () => {
  it("plays a coup with the punter's and the banker's choices", async () => {
    const r = await baccarat([
      'play',
      'chemin-de-fer',
      '--cards',
      '3S 2S 2H AD 9C 2C',
      '--decide',
      'punter=draw',
      '--decide',
      'banker=stand',
      '--json',
    ]);
    expect(r.err).toBe('');
    expect(JSON.parse(r.out)).toMatchObject({
      hands: { punter: { cards: ['3S', '2H', '9C'], total: 4 }, banker: { cards: ['2S', 'AD'], total: 3 } },
      winner: 'punter',
    });
  });

  it('names the choice a coup reaches without --decide', async () => {
    const r = await baccarat(['play', 'chemin-de-fer', '--cards', '3S 2S 2H AD 9C 2C']);
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      'punter on 5 is a choice for the largest stake on punter: say --decide punter=draw or --decide punter=stand',
    );
  });

  it("refuses a --decide the banker's table forbids", async () => {
    const r = await baccarat(['play', 'chemin-de-fer', '--cards', 'AS 2S KH 2D 7H 2C', '--decide', 'banker=stand']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('--decide banker=stand is not allowed: banker on 4 must draw');
  });

  it('reports a tie as "tie"', async () => {
    const r = await baccarat(['play', 'chemin-de-fer', '--cards', '3S 4S 3H 2D', '--json']);
    expect(JSON.parse(r.out)).toMatchObject({ winner: 'tie', natural: false });
  });
});

describe('baccarat validate', () => {
  it('accepts the bundled profile', async () => {
    const r = await baccarat(['validate', 'specs/profiles/punto-banco.yaml']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('valid (punto-banco: Punto Banco)');
  });

  it('prints every problem as file:line:col  pointer  message and exits 1', async () => {
    const r = await baccarat(['validate', 'specs/profiles/punto-banco.yaml', 'fixtures/invalid/missing-id.yaml']);
    expect(r.code).toBe(1);
    expect(r.err).toBe('fixtures/invalid/missing-id.yaml:4:1  /  missing required key "id"\n');
  });

  it('says a missing file cannot be read', async () => {
    const r = await baccarat(['validate', 'no/such.yaml']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^no\/such\.yaml:1:1 {2}\/ {2}cannot read the file/);
  });
});

describe('the command line', () => {
  const COMMANDS = ['validate', 'show', 'play', 'conform', 'odds', 'simulate', 'inspect', 'diagram'];

  it.each(
    COMMANDS.flatMap((c) => [
      [c, '--help'],
      [c, '-h'],
    ]),
  )("baccarat %s %s prints that command's help and exits 0", async (command, flag) => {
    const r = await baccarat([command!, flag!]);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out.startsWith(`usage: baccarat ${command} `)).toBe(true);
    // Its own usage, not the whole manual.
    for (const other of COMMANDS.filter((c) => c !== command)) expect(r.out).not.toContain(`baccarat ${other} `);
  });

  it('reads --help after the profile and other options too, and as "baccarat help <command>"', async () => {
    expect((await baccarat(['play', 'punto-banco', '--cards', '4H', '--help'])).out).toMatch(
      /^usage: baccarat play <profile> --cards/,
    );
    expect((await baccarat(['validate', '--help'])).out).toContain('file:line:col  /json/pointer  message');
    expect((await baccarat(['help', 'simulate'])).out).toMatch(/^usage: baccarat simulate <profile> -n <coups>/);
  });

  it('prints the overview with --help, and on stderr with exit 2 when no command is given', async () => {
    const help = await baccarat(['--help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('baccarat <command> --help');
    expect(help.out).toContain(
      'Exit status: 0 ok, 1 a rule or validation failure, 2 a wrong command line,\n70 an internal error (a bug).',
    );
    const none = await baccarat([]);
    expect(none.code).toBe(2);
    expect(none.out).toBe('');
    expect(none.err).toContain('baccarat validate <profile.yaml…>');
  });

  it.each([['--version'], ['-V']])('%s prints the version of package.json', async (flag) => {
    const r = await baccarat([flag!]);
    expect(r).toEqual({ code: 0, out: 'baccarat 0.1.0\n', err: '' });
  });

  it('rejects an unknown command in one line with a hint, and guesses a close one', async () => {
    const r = await baccarat(['deal']);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toBe(
      'unknown command "deal"; the commands are validate, show, play, conform, odds, par, count, merge, solve, simulate, inspect, diagram, session, replay, roads, vectors, explore, shuffles\nsee \'baccarat --help\'\n',
    );
    expect((await baccarat(['simulte'])).err).toMatch(/^unknown command "simulte" \(did you mean "simulate"\?\);/);
  });
});

describe('baccarat show', () => {
  it('prints a house variant resolved: its parent merged in', async () => {
    const r = await baccarat(['show', 'super-6']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^# super-6, resolved: parents merged in, defaults filled\nid: super-6\n/);
    expect(r.out).toContain('decks: 8');
  });
});

describe('baccarat simulate at the edges', () => {
  it("keeps a frequency's interval within 0 to 100 % however few the coups (Wilson's interval of 1 in 5: 3.62 % to 62.45 %)", async () => {
    const r = await baccarat(['simulate', 'punto-banco', '-n', '5', '--seed', '1', '--workers', '1']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('punto        1   20.0000 %  3.6224 % to 62.4465 %');
    expect(r.out).toContain('tie          0    0.0000 %  0.0000 % to 43.4482 %');
  });
  it('prints no interval for a single coup, and null in JSON', async () => {
    const text = await baccarat(['simulate', 'punto-banco', '-n', '1', '--seed', '1', '--workers', '1']);
    expect(text.code).toBe(0);
    expect(text.out).not.toContain('NaN');
    expect(text.out).toContain('Punto Banco: 1 coup from seeded shoes');
    expect(text.out).toMatch(/^banco +1 +100\.0000 % {2}—$/m);
    expect(text.out).toContain('— a single coup has no confidence interval: simulate at least 2 coups for one');
    const json = JSON.parse(
      (await baccarat(['simulate', 'punto-banco', '-n', '1', '--seed', '1', '--workers', '1', '--json'])).out,
    ) as {
      outcomes: Record<string, { count: number; ci95: unknown }>;
      bets: Record<string, { ci95: unknown }>;
    };
    expect(json.outcomes.banco).toEqual({ count: 1, frequency: 1, ci95: null });
    expect(Object.values(json.bets).map((b) => b.ci95)).toEqual([null, null, null]);
  });

  it('says that --workers beyond -n plays one stream per coup, naming what was typed', async () => {
    const r = await baccarat(['simulate', 'punto-banco', '-n', '10', '--seed', '3', '--workers', '256', '--json']);
    expect(r.code).toBe(0);
    expect(r.err.split('\n')[0]).toBe(
      'note: --workers 256: 10 seeded streams, one per coup (-n 10): a stream with no coup to deal would change nothing',
    );
  });

  it("plays --workers 256 as 256 streams on the machine's threads: the same coups, said on stderr", async () => {
    const threads = availableParallelism();
    const args = ['simulate', 'punto-banco', '-n', '512', '--seed', '3', '--json'];
    const many = await baccarat([...args, '--workers', '256']);
    expect(many.code).toBe(0);
    expect(many.err).toBe(
      threads < 256
        ? `note: 256 seeded streams played on ${threads} thread${threads > 1 ? 's' : ''}, as many as this machine runs at once (the result is that of 256 workers)\n`
        : '',
    );
    expect(JSON.parse(many.out)).toMatchObject({ coups: 512, workers: 256, threads: Math.min(threads, 256) });
    // That the streams fix the result, not the threads that play them: test/deep/simulate.deep.ts.
  });
});
