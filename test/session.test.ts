/**
 * Whole sessions scripted through standard input, one move per line in the words the session
 * offers them, for every bundled profile: the standings are literals from the documents' rules and
 * the features that quote them (001's ten-coup series with its shared first place; 000/003's bank
 * ending on the banker's exit and on bankruptcy; Chemin de Fer's bank passed on; 002's three forms).
 * Each session's record is then replayed and checked, so record and replay round-trip.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputOf } from '../src/cli/io.js';
import { baccarat } from './support/cli.js';
import { listing } from './support/files.js';

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'baccarat-session-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * Document 001's series (specs/features/punto-banco/series.feature): each coup's predictions of
 * Ann (the dealer, who may sit a coup out: '-'), Boris and Vera.
 */
const PREDICTIONS = [
  ['banco', 'punto', 'banco'],
  ['-', 'punto', 'banco'],
  ['tie', 'banco', 'punto'],
  ['punto', 'banco', 'banco'],
  ['-', 'tie', 'punto'],
  ['banco', 'banco', 'punto'],
  ['tie', 'punto', 'banco'],
  ['punto', 'punto', 'tie'],
  ['banco', 'tie', 'tie'],
  ['punto', 'punto', 'banco'],
];
const bets = (coup: string[]) =>
  coup.flatMap((bet, i) => (bet === '-' ? [] : [`BET ${['Ann', 'Boris', 'Vera'][i]} ${bet}`]));
/** The table deals by itself once everyone has predicted; where the dealer sits out, DEAL is said. */
const SERIES = PREDICTIONS.flatMap((coup) => [...bets(coup), ...(coup.includes('-') ? ['DEAL'] : [])]).join('\n');
/** Where side bets stay open until the deal (house variants), every coup is dealt by a DEAL line. */
const SERIES_DEALT = PREDICTIONS.flatMap((coup) => [...bets(coup), 'DEAL']).join('\n');
const SERIES_ARGS = ['--players', 'Ann,Boris,Vera', '--shoe-file', 'fixtures/shoes/punto-banco-series.yaml'];

/** 000/003 (end_of_bank.feature): Anna banks 10; right 3♠ 4♥ = 7, left 4♠ 3♥ = 7, banker 2♠ 3♣ = 5 stands. */
const BANK_CARDS = ['--players', 'Anna,Boris,Vera,Gleb', '--cards', '3S 4S 2S 4H 3H 3C 5S 5H 5D 5C 6S 6H 6D 6C 7S'];
const BANK_OPENING = 'BID Anna 10\nCLOSE_AUCTION\nSHUFFLE Anna\nCUT Boris\nCLOSE_BANCO\n';

/** The standings block of a session's output. */
const standings = (out: string) => out.slice(out.indexOf('session over')).trimEnd();

async function session(profile: string, args: string[], stdin: string, name = profile, roundTrip = true) {
  const record = join(work, `${name}.json`);
  const r = await baccarat(['session', profile, ...args, '--record', record], { stdin });
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  if (!roundTrip) return r;
  // The record it wrote replays through the chart with the same results.
  const check = await baccarat(['replay', record, '--check']);
  expect(check.err).toBe('');
  expect(check.code).toBe(0);
  expect(check.out).toContain(standings(r.out));
  return r;
}

describe('001: the ten-coup home series, ranked with shared places (PB-02.3, PB-05.4)', () => {
  it('punto-banco: Ann and Boris share first place with 198, Vera third with 157', async () => {
    const r = await session('punto-banco', SERIES_ARGS, SERIES);
    expect(standings(r.out)).toBe(
      [
        'session over after 10 coups',
        'standings',
        '   1. Ann    198',
        '   1. Boris  198',
        '   3. Vera   157',
        'winners: Ann and Boris',
      ].join('\n'),
    );
    expect(r.out).toContain('coup 4: punto 4♥ 9♣ 8♦ = 1; banco 2♠ A♦ = 3');
  });

  // The house variants play the same series; only their tariffs differ.
  it.each([
    ['punto-banco-6-decks', 198, 198, 157, SERIES], // the same payouts from six decks
    ['punto-banco-tie-9', 218, 218, 177, SERIES], // each tie predicted pays 9:1, +180 instead of +160
    ['super-6', 200, 200, 160, SERIES], // no commission: each of the banco wins (none on 6) pays +20, not +19
    // With side bets on the table the deal is called: nobody predicts them here.
    ['punto-banco-pairs', 198, 198, 157, SERIES_DEALT],
    ['dragon-bonus', 198, 198, 157, SERIES_DEALT],
    ['big-small', 198, 198, 157, SERIES_DEALT],
    ['perfect-pairs', 198, 198, 157, SERIES_DEALT],
    ['ez-baccarat', 200, 200, 160, SERIES_DEALT], // no commission; no three-card banco 7 in this shoe
  ])('%s: Ann %i, Boris %i, Vera %i', async (id, ann, boris, vera, script) => {
    // The round trip of the series is 001's own test above: these check the tariffs.
    const r = await session(id, SERIES_ARGS, script, id, false);
    const shared = ann === boris;
    expect(standings(r.out)).toContain(`1. Ann    ${ann}\n   ${shared ? 1 : 2}. Boris  ${boris}\n   3. Vera   ${vera}`);
  });
});

describe('000/003: a bank to its end (BB-07.1, BB-07.3, BB-07.4, BB-06.6)', () => {
  it("on the banker's exit: the unplayed fund returns to him; the highest total wins", async () => {
    const r = await session(
      'baccarat-banque',
      BANK_CARDS,
      `${BANK_OPENING}BET Boris side 4\nPASS Vera\nBET Gleb side 2\nSTAND Anna\nEXIT\n`,
      'exit',
    );
    expect(standings(r.out)).toBe(
      [
        'session over after 1 coup: the banker left the bank',
        'standings',
        '   1. Boris  104',
        '   2. Gleb   102',
        '   3. Vera   100',
        '   4. Anna   94',
        'winner: Boris',
      ].join('\n'),
    );
  });

  it('on bankruptcy: a fund that falls to 0 ends the bank', async () => {
    const r = await session(
      'baccarat-banque',
      BANK_CARDS,
      `${BANK_OPENING}BET Boris side 6\nPASS Vera\nBET Gleb side 4\nSTAND Anna\n`,
      'broke',
    );
    expect(standings(r.out)).toBe(
      [
        'session over after 1 coup: the bank is broke',
        'standings',
        '   1. Boris  106',
        '   2. Gleb   104',
        '   3. Vera   100',
        '   4. Anna   90',
        'winner: Boris',
      ].join('\n'),
    );
  });
});

describe('Chemin de Fer: the bank passes round the table (CF-02, CF-13, CF-01)', () => {
  it('Ann wins a coup, passes the bank with 119; Bob banks until the stop card', async () => {
    const script =
      'BID Ann 20\nCLOSE_BANCO\nBET Bob stake 10\nBET Cid stake 10\nPASS_BANK\nBID Bob 10\nCLOSE_BANCO\nBET Cid stake 10\nNEXT_COUP\n';
    const r = await session(
      'chemin-de-fer',
      ['--players', 'Ann,Bob,Cid', '--cards', '4S KS 3D 9H 5S 5H 5D 5C 6S 6H 6D 6C'],
      script,
    );
    expect(r.out).toContain('fund      39 (house 1)');
    expect(standings(r.out)).toBe(
      [
        'session over after 2 coups: too few cards remained',
        'standings',
        '   1. Ann  119',
        '   2. Bob  90',
        '   2. Cid  90',
        'winner: Ann',
      ].join('\n'),
    );
  });
});

describe('002: each form of the game', () => {
  it("the domestic game: the banker's natural takes every stake (RD-11)", async () => {
    // The second coup cannot be dealt from the 11 cards: the session ends with the shoe. Too few
    // remain for every hand, so the cards are gathered and shuffled anew, the banker last (RD-06).
    const script =
      'SHUFFLE Anna\nCUT Boris\nBET Boris stake 4\nBET Vera stake 3\nBET Gleb stake 2\nSHUFFLE Anna\nCUT Boris\nBET Boris stake 1\nBET Vera stake 1\nBET Gleb stake 1\n';
    for (const id of ['baccarat-domestic', 'baccarat-domestic-tens']) {
      const r = await session(
        id,
        ['--players', 'Anna,Boris,Vera,Gleb', '--cards', '2S 4S 3D 9S 3H AH 4D KH 9D 9H 3C'],
        script,
        id,
      );
      expect(standings(r.out)).toBe(
        [
          'session over after 1 coup: the shoe ran out of cards',
          'standings',
          '   1. Anna   9',
          '   2. Gleb   -2',
          '   3. Vera   -3',
          '   4. Boris  -4',
          'winner: Anna',
        ].join('\n'),
      );
    }
  });

  it("the domestic game under --auto: every punter stakes the table's smallest stake, 1, every coup (RD-03)", async () => {
    const r = await baccarat([
      'session',
      'baccarat-domestic',
      '--players',
      'Ann,Boris,Vera',
      '--seed',
      '11',
      '--auto',
      'plain',
      '--json',
    ]);
    expect(r.err).toBe('');
    const record = JSON.parse(r.out) as {
      moves: { event: { type: string; participant?: string; amount?: number }; coup: number }[];
      coups: unknown[];
    };
    expect(record.moves.filter((m) => m.event.type === 'PASS')).toEqual([]);
    const stakes = record.moves.filter((m) => m.event.type === 'BET');
    // Ten coups, two punters each (the bank may pass, so who stakes varies): twenty stakes of 1.
    expect(record.coups).toHaveLength(10);
    expect(stakes).toHaveLength(20);
    expect(new Set(stakes.map((m) => m.event.amount))).toEqual(new Set([1]));
  });

  // Club baccarat: Ann banks 100 and pays the 10 % cagnotte (fund 90, RC-05); coup 1: right loses
  // Boris's 10, Vera's à cheval is returned (one side wins, one loses), Gleb's 5 wins on a natural 8:
  // fund 95; coup 2: Boris's 5 and Gleb's 29 win: fund 61, which Ann takes back when she leaves.
  it('club baccarat: a bank with the cagnotte, à cheval and a natural 8 kept quiet', async () => {
    const script =
      'BID Ann 100\nCLOSE_AUCTION\nBET Boris side 10\nBET Vera cheval 10\nBET Gleb side 5\nCUT Boris\nCONFIRM_DEAL\nSHOW_NATURAL Gleb\nNEXT_COUP\nBET Boris side 5\nPASS Vera\nBET Gleb side 29\nCUT Vera\nCONFIRM_DEAL\nKEEP_QUIET Gleb\nSTAND Vera\nSTAND Gleb\nDRAW Ann\nEXIT\n';
    const r = await session('baccarat-club', ['--players', 'Ann,Boris,Vera,Gleb', '--seed', '7'], script, 'club');
    expect(standings(r.out)).toBe(
      [
        'session over after 2 coups: the banker left the bank',
        'cagnotte  10 to the house, from the bank of 100 Ann put up (the fund was 90)',
        'standings',
        '   1. Gleb   134',
        '   2. Vera   100',
        '   3. Boris  95',
        '   4. Ann    61',
        'winner: Gleb',
      ].join('\n'),
    );
    // RC-05's other percentage (baccarat-club-cagnotte-5): 5 of the bank of 100, once; Ann takes back 5 more.
    const r5 = await session(
      'baccarat-club-cagnotte-5',
      ['--players', 'Ann,Boris,Vera,Gleb', '--seed', '7'],
      script,
      'club-5',
    );
    expect(standings(r5.out)).toContain('cagnotte  5 to the house, from the bank of 100 Ann put up (the fund was 95)');
    expect(standings(r5.out)).toContain('4. Ann    66');
    // The club's red chip read as 25 (baccarat-club-25): Gleb's 29 cannot be made, 25 can.
    const r25 = await session(
      'baccarat-club-25',
      ['--players', 'Ann,Boris,Vera,Gleb', '--seed', '7'],
      script.replace('side 29', 'side 25'),
      'club-25',
    );
    expect(standings(r25.out)).toContain('1. Gleb   130');
    expect(standings(r25.out)).toContain('4. Ann    65');
  });

  // Modern baccarat: 5 % of every win to the house, rounded down (Vera's 20 wins 19); Vera's banco
  // of the whole fund (65) loses to the banker's natural 8 and the house takes 3 of the 65.
  it('modern baccarat: a stake on the other tableau, a banco lost, the house share', async () => {
    const script =
      'BID Ann 100\nCLOSE_AUCTION\nSHUFFLE Boris\nSHUFFLE Ann\nCUT Boris\nCLOSE_BANCO\nBET Boris side 10\nBET Vera side 20 on left\nBET Gleb side 5\nCONFIRM_DEAL\nDRAW Ann\nNEXT_COUP\nBANCO Vera\nCLOSE_BANCO\nCONFIRM_DEAL\nEXIT\n';
    const r = await session('baccarat-modern', ['--players', 'Ann,Boris,Vera,Gleb', '--seed', '7'], script, 'modern');
    expect(r.out).toContain('settled   Boris side win +10; Vera side win +19; Gleb side win +5');
    expect(standings(r.out)).toBe(
      [
        'session over after 2 coups: the banker left the bank',
        'standings',
        '   1. Ann    127',
        '   2. Boris  110',
        '   3. Gleb   105',
        '   4. Vera   54',
        'winner: Ann',
      ].join('\n'),
    );
  });
});

describe('a scripted session that stops early, and one that is refused', () => {
  it('input that ends mid-series leaves a whole record of what was played, which replays', async () => {
    const record = join(work, 'interrupted.json');
    const r = await baccarat(['session', 'punto-banco', ...SERIES_ARGS, '--record', record], {
      stdin: SERIES.split('\n').slice(0, 11).join('\n'),
    });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /^the input ended at coup 4 \("taking bets"\), before the session's end; .*interrupted\.json holds the 16 moves played\n$/,
    );
    const kept = JSON.parse(readFileSync(record, 'utf8')) as { coups: unknown[]; end?: unknown };
    expect(kept.coups).toHaveLength(3);
    expect(kept.end).toBeUndefined();
    const replay = await baccarat(['replay', record, '--check']);
    expect(replay.code).toBe(0);
    expect(replay.out).toContain('under way: 3 coups finished, 16 moves');
  });

  it('a refused line names its line and the reason, and ends the session', async () => {
    const r = await baccarat(['session', 'punto-banco', ...SERIES_ARGS], { stdin: 'BET Ann banco\nDRAW Ann\n' });
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      "line 2: DRAW Ann: refused: Punto Banco leaves no draw to anyone's choice: the draw table decides every third card (moves now: BET Boris punto, BET Boris banco, BET Boris tie, BET Vera punto, BET Vera banco, BET Vera tie)\n",
    );
  });

  it('--json prints the record at the end instead of the progress', async () => {
    const r = await baccarat(['session', 'punto-banco', ...SERIES_ARGS, '--json'], { stdin: SERIES });
    expect(r.code).toBe(0);
    const record = JSON.parse(r.out) as { format: string; coups: unknown[]; end: { winners: string[] } };
    expect(record.format).toBe('baccarat-record');
    expect(record.coups).toHaveLength(10);
    expect(record.end.winners).toEqual(['Ann', 'Boris']);
  });
});

describe('on a terminal', () => {
  it('shows the table as the person asked sees it, numbers the moves, and asks again after a refusal', async () => {
    const { runSession } = await import('../src/cli/session.js');
    const { loadProfile } = await import('../src/loader/bundled.js');
    const prompts: string[] = [];
    const answers = [
      'BID Anna 10',
      '4',
      'SHUFFLE Anna',
      'CUT Boris',
      'CLOSE_BANCO',
      'BET Boris side 4',
      'PASS Vera',
      'BET Gleb side 2',
      'DRAW Boris',
      '2',
      'EXIT',
    ];
    let out = '';
    let err = '';
    const code = await runSession(
      {
        profile: loadProfile('baccarat-banque'),
        participants: ['Anna', 'Boris', 'Vera', 'Gleb'],
        shoe: {
          kind: 'stacked',
          shuffles: [['3S', '4S', '2S', '4H', '3H', '3C', '5S', '5H', '5D', '5C', '6S', '6H', '6D', '6C', '7S']],
        },
        json: false,
        interactive: true,
        profileArg: 'baccarat-banque',
      },
      { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`), stdin: () => inputOf() },
      async (prompt) => {
        prompts.push(prompt);
        return answers.shift();
      },
    );
    expect(code).toBe(0);
    expect(prompts[0]).toBe(
      [
        'coup 1 · choosing the banker · Anna or Boris or Vera or Gleb to move',
        '  scores    Anna 100, Boris 100, Vera 100, Gleb 100',
        '   1. BID Anna <chips, at least 1> Anna announces a fund — the fund is his to cover, he has',
        '                                   announced no fund yet (BB-02.5)',
        '   2. BID Boris <chips, at least 1> Boris announces a fund — the fund is his to cover, he has',
        '                                   announced no fund yet (BB-02.5)',
        '   3. BID Vera <chips, at least 1> Vera announces a fund — the fund is his to cover, he has',
        '                                   announced no fund yet (BB-02.5)',
        '   4. BID Gleb <chips, at least 1> Gleb announces a fund — the fund is his to cover, he has',
        '                                   announced no fund yet (BB-02.5)',
        '> ',
      ].join('\n'),
    );
    // The banker sees his own cards and not the sides' (BB-04.5); the draw table leaves him free on 5.
    expect(prompts[8]).toContain(
      'coup 1 · turn of banker · Anna to move (the table as Anna sees it)\n  right ▒▒ ▒▒; left ▒▒ ▒▒; banker 2♠ 3♣ = 5\n  banker on 5: the draw table leaves it to Anna to draw or stand\n',
    );
    expect(prompts[8]).toContain('   2. STAND Anna                   Anna stands — the decider may choose\n');
    // "4" was the closing of the auction; "DRAW Boris" was refused with the chart's reason and asked again.
    expect(err).toBe('refused: right on 7 must stand: the draw table leaves no choice\n');
    expect(prompts[9]).toBe(prompts[8]);
    expect(out).toContain('   1. Boris  104');
  });
});

describe('a session that cannot start is refused: one line, nothing written', () => {
  it.each([
    [['session', 'punto-banco', '--players', 'Ann'], 1, 'Punto Banco takes 2 to 8 participants, not 1'],
    [['session', 'punto-banco', '--players', 'Ann,Ann'], 1, 'participant "Ann" is named twice'],
    [
      ['session', 'punto-banco', '--players', 'Ann,,Vera'],
      2,
      '--players: name 2 is empty; write the names separated by commas, e.g. --players "Ann,Boris,Vera"',
    ],
    [
      ['session', 'punto-banco', '--players', 'Ann,table'],
      2,
      '--players: "table" cannot be a name: "table" names the table\'s own moves',
    ],
    [['session', 'punto-banco', '--seed', '1', '--cards', '4H 2S'], 2, 'give one shoe: --seed or --cards, not both'],
    [['session', 'punto-banco', '--seed', '-1'], 2, '--seed -1: give a whole number from 0 to 4294967295'],
    [
      ['session', 'punto-banco', '--cards', '4H 2X'],
      1,
      '--cards: "2X" is not a card: write a rank (A 2-9 T J Q K, or 10) and a suit (S H D C or ♠ ♥ ♦ ♣), e.g. 4H or 4♥',
    ],
    [['session', 'punto-banco', '--shoe-file', 'nope.yaml'], 1, 'nope.yaml: cannot read the stacked shoes'],
    [
      ['session', 'punto-banco', '--coups', '5'],
      2,
      '--coups bounds a session played by --auto: give --auto <policy> too',
    ],
    [['session', 'punto-bianco'], 1, 'unknown profile "punto-bianco": neither a bundled profile'],
    [['session'], 2, 'session needs a profile'],
    [
      ['session', 'punto-banco', '--seed', '1', '--record', 'no/such/folder/game.json'],
      1,
      '--record no/such/folder/game.json: the folder no/such/folder does not exist: create it first',
    ],
  ])('%j', async (argv, code, message) => {
    const before = listing(work);
    const r = await baccarat(argv, { cwd: work });
    expect(r.code).toBe(code);
    expect(r.out).toBe('');
    expect(r.err.split('\n')[0]).toContain(message);
    expect(listing(work)).toEqual(before);
  });
});
