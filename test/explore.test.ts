/**
 * The explorer (src/explore/, docs/explore.md): the violations it finds on a table whose rules are
 * broken, with the shortest path it prints as a scenario; the six systems walked with none; each
 * invariant catching a deliberately broken state; the command's bad input.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCards } from '../src/cards/card.js';
import { Table } from '../src/driver/table.js';
import { coveredCells, featureFolderOf } from '../src/explore/coverage.js';
import { moveOfStep, violationScenario } from '../src/explore/gherkin.js';
import { chipsProblem, deadEndProblem, refusalProblem, stakeProblem } from '../src/explore/invariants.js';
import { shoesFor } from '../src/explore/shoes.js';
import { explore, stateKey } from '../src/explore/walk.js';
import { loadProfile } from '../src/loader/bundled.js';
import { loadProfileFile } from '../src/loader/load.js';
import type { GameEvent } from '../src/machines/context.js';
import { baccarat, refusedIn } from './support/cli.js';
import { scratchDir } from './support/temp.js';

const SMALL = 'fixtures/profiles/club-small-table.yaml';
const small = () => loadProfileFile(fileURLToPath(new URL(`../${SMALL}`, import.meta.url)), SMALL);

describe('the explorer finds what the rules get wrong', () => {
  it('a house table that seats too few: a misdeal to a tableau nobody holds is a dead end, and its shortest path a scenario', () => {
    const profile = small();
    const x = explore(profile, { participants: 2, coups: 1, maxStates: 150, shoes: [0], replays: 2 });
    expect(x.violations.map((v) => [v.invariant, v.message])).toEqual([
      ['deadEnd', 'no move is legal at "keeping two of three", and the session is not over'],
    ]);
    expect(
      violationScenario(x.violations[0]!, profile, SMALL, x.participants),
    ).toBe(`Scenario: no dead end: the shortest path to a violation
  Given the "fixtures/profiles/club-small-table.yaml" profile
  And the players "Anna, Boris" are seated counter-clockwise
  And the shoe is stacked with "A♠ A♥ 2♠ 3♠ 3♥ 3♦ 2♥ K♠ 5♠ 4♠ A♦ 6♠ 3♣ 2♦"
  When "Anna" announces a fund of 1
  And "Boris" bets 1 on the right tableau
  And "Boris" cuts
  And the dealer deals
  And a misdeal gives left an extra card
  # no dead end: no move is legal at "keeping two of three", and the session is not over
`);
  });

  it('a chart that takes a move no cell of its procedure gives: Chemin de Fer without its draw cell, whose draw table still leaves the punter a choice on 5', () => {
    const work = scratchDir('explore-');
    // The draw table (CF-08) leaves the choice, so the chart's turn takes DRAW; the table of moves no longer does.
    writeFileSync(
      join(work, 'no-draw.yaml'),
      'extends: chemin-de-fer\nid: no-draw-cell\nname: No draw cell\nsession:\n  procedure: { extends: chemin-de-fer, remove: [draw] }\n',
    );
    const profile = loadProfileFile(join(work, 'no-draw.yaml'), 'no-draw.yaml');
    const x = explore(profile, { participants: 2, coups: 1, maxStates: 1000, shoes: [3], replays: 1 });
    expect(x.violations.map((v) => [v.invariant, v.message])).toEqual([
      ['cell', 'the table took DRAW Boris at "turn of punter", but the procedure has no cell of DRAW at "drawing"'],
    ]);
    expect(x.violations[0]!.path).toEqual([
      { type: 'BID', participant: 'Anna', fund: 1 },
      { type: 'BANCO', participant: 'Boris' },
      { type: 'CLOSE_BANCO' },
      { type: 'DEAL' },
      { type: 'DRAW', by: 'Boris' },
    ]);
  });

  it('the order of the pack (a property of paths): a punter who shuffles after the cut, and a pack dealt uncut', () => {
    const work = scratchDir('explore-');
    const house = (name: string, parent: string, cell: string) => {
      writeFileSync(
        join(work, `${name}.yaml`),
        `extends: ${parent}\nid: ${name}\nname: ${name}\nsession:\n  procedure:\n    extends: ${parent}\n    moves:\n      - ${cell}\n`,
      );
      return loadProfileFile(join(work, `${name}.yaml`), `${name}.yaml`);
    };
    const late = house(
      'late-shuffle',
      'baccarat-banque',
      '{ id: late-shuffle, move: SHUFFLE, phase: calling banco, by: a punter, does: [record the shuffle], rule: BB-02.7 }',
    );
    const x = explore(late, { participants: 3, coups: 1, maxStates: 150, shoes: [0], replays: 0 });
    expect(x.violations.map((v) => [v.invariant, v.message])).toEqual([
      ['order', 'Boris shuffled a pack already cut: the cut comes after every shuffle'],
    ]);
    expect(x.violations[0]!.path).toEqual([
      { type: 'BID', participant: 'Anna', fund: 1 },
      { type: 'CLOSE_AUCTION' },
      { type: 'SHUFFLE', by: 'Anna' },
      { type: 'CUT', by: 'Boris' },
      { type: 'SHUFFLE', by: 'Boris' },
    ]);
    const early = house(
      'early-deal',
      'baccarat-club',
      '{ id: early-deal, move: DEAL, phase: shuffling, by: the banker, next: dealing, rule: RC-08 }',
    );
    const y = explore(early, { participants: 3, coups: 1, maxStates: 150, shoes: [0], replays: 0 });
    expect(y.violations.map((v) => [v.invariant, v.message])).toEqual([
      ['order', 'the pack was dealt uncut: a DEAL after a shuffle and before a CUT'],
    ]);
    expect(y.violations[0]!.path.at(-1)).toEqual({ type: 'DEAL' });
  });

  it('a house procedure whose croupier may cut: the croupier is tried as its maker, and his cut is walked', () => {
    const work = scratchDir('explore-');
    writeFileSync(
      join(work, 'croupier-cuts.yaml'),
      [
        'extends: baccarat-club',
        'id: croupier-cuts',
        'name: The croupier may cut',
        'session:',
        '  procedure:',
        '    extends: baccarat-club',
        '    moves:',
        '      - { id: croupier-cuts, move: CUT, phase: shuffling, by: the croupier, does: [record the cut], next: ready to deal, rule: RC-07 }',
        '',
      ].join('\n'),
    );
    const profile = loadProfileFile(join(work, 'croupier-cuts.yaml'), 'croupier-cuts.yaml');
    const x = explore(profile, { participants: 3, coups: 1, maxStates: 80, shoes: [0], replays: 1 });
    const matched = Object.fromEntries(x.cells.filter((c) => c.matched > 0).map((c) => [c.id, c.matched]));
    expect(matched).toEqual({
      bid: 102,
      'pass-the-auction': 81,
      'close-the-auction': 46,
      bet: 96,
      pass: 20,
      shuffle: 12,
      cut: 8,
      'croupier-cuts': 4,
    });
    expect(x.violations).toEqual([]);
  });

  it("the path on which it found the club's banker staking against his own bank after a misdeal (RC-17) now ends in a refusal", () => {
    // The walk found, before RC-17 was mended, the banker Anna holding a stake of 1 on the right
    // tableau against her own bank at the end of these moves (the scenario it printed is
    // specs/features/baccarat-club/club.feature's). The same path, played on the table.
    const t = new Table(small(), {
      participants: ['Anna', 'Boris'],
      shoe: { kind: 'stacked', shuffles: [parseCards('A♠ A♥ 2♠ 3♠ 3♥ 3♦ 2♥ K♠ 5♠ 4♠ A♦ 6♠ 3♣ 2♦')] },
    });
    const moves: GameEvent[] = [
      { type: 'BID', participant: 'Anna', fund: 1 },
      { type: 'PASS', participant: 'Boris' },
      { type: 'CUT', by: 'Boris' },
      { type: 'DEAL' },
      { type: 'MISDEAL', hand: 'banker' },
    ];
    expect(moves.map((m) => t.apply(m).accepted)).toEqual([true, true, true, true, true]);
    expect(t.apply({ type: 'BET', participant: 'Anna', bet: 'side', hand: 'right', amount: 1 })).toEqual({
      accepted: false,
      reason: 'the banker cannot stake against his own bank',
      rule: 'RC-17',
      failed: 'role',
      what: 'a punter',
    });
    expect(stakeProblem(t.context)).toBeUndefined();
  });
});

describe('the six systems explored', () => {
  // A thousand states each at most in npm test (test/deep/explore.deep.ts walks the larger bounds),
  // with the walk's counts: its states, the moves taken, the refused moves tried, the terminal
  // states and the records replayed, which a faster walk keeps as they were; every move taken
  // matched a cell (the sixth invariant), and the cells no move took are these, each with why and
  // the scenario of the system's own features that covers it (coverage.ts).
  const SHOE_LOW = 'not reached from this table (3 participants, 1 coup, 1 of 4 shoes)';
  const BOUND = 'beyond the bound (1000 states)';
  const walks: [string, number, number, number, number, number, string[][]][] = [
    // Punto Banco's draw table leaves nobody a choice (PB-01.1): its DRAW and STAND cells wait for a house table that does.
    [
      'punto-banco',
      586,
      585,
      9523,
      180,
      2,
      [
        ['draw', SHOE_LOW],
        ['stand', SHOE_LOW],
      ],
    ],
    // The low shoe gives the punters' hand no 5 to choose on (CF-08), and it is one short shoe:
    // after its first coup too few cards remain (CF-01's cells, tried first, take every end of coup).
    [
      'chemin-de-fer',
      170,
      212,
      2817,
      43,
      2,
      [
        [
          'draw',
          SHOE_LOW,
          "specs/features/chemin-de-fer/drawing.feature:66 On five the player of the punters' hand, the largest stake, chooses; his third card is face up",
        ],
        [
          'stand',
          SHOE_LOW,
          "specs/features/chemin-de-fer/drawing.feature:101 The banco caller plays the punters' hand and chooses on 5; he stands, and the banker must draw on 3",
        ],
        [
          'bank-passes-on-a-loss',
          SHOE_LOW,
          'specs/features/chemin-de-fer/bank_and_banco.feature:69 A banker who loses a coup passes the bank to his right and takes back what is left',
        ],
        [
          'next-coup',
          SHOE_LOW,
          'specs/features/chemin-de-fer/bank_and_banco.feature:117 A winning banker may keep the bank, grown by his winnings',
        ],
        [
          'pass-the-bank',
          SHOE_LOW,
          'specs/features/chemin-de-fer/bank_and_banco.feature:86 A banker who wins may pass the bank; his bank had grown by his winnings',
        ],
      ],
    ],
    [
      'baccarat-banque',
      1000,
      2339,
      23379,
      0,
      0,
      [
        [
          'last-coup',
          BOUND,
          'specs/features/baccarat-banque/end_of_bank.feature:71 Fewer than 9 cards before a new coup end the bank',
        ],
        [
          'next-coup',
          BOUND,
          "specs/features/baccarat-banque/seating_and_bank.feature:150 One banker's hand against a right and a left hand; a banker who loses keeps the bank",
        ],
        [
          'exit',
          BOUND,
          'specs/features/baccarat-banque/end_of_bank.feature:24 The banker leaves after a coup; the unplayed fund returns to him; the highest total wins',
        ],
      ],
    ],
    // RC-17 gives CONFIRM_DEAL in two phases: no scenario is named for the second (coverage.ts).
    [
      'baccarat-club',
      1000,
      4757,
      26205,
      0,
      0,
      [
        ['misdeal-to-the-banker', BOUND],
        ['misdeal-to-a-side', BOUND],
        ['confirm-the-deal', BOUND],
        [
          'keep-two',
          BOUND,
          'specs/features/baccarat-club/club.feature:512 A misdeal to a tableau: its holder looks at the three cards and keeps two',
        ],
        [
          'withdraw',
          BOUND,
          'specs/features/baccarat-club/club.feature:527 A misdeal to the banker: his three cards are baccara, he takes a fourth; punters may withdraw',
        ],
        [
          'stake-anew',
          BOUND,
          'specs/features/baccarat-club/club.feature:527 A misdeal to the banker: his three cards are baccara, he takes a fourth; punters may withdraw',
        ],
        ['confirm-the-stakes', BOUND],
        [
          'show-the-natural',
          BOUND,
          'specs/features/baccarat-club/club.feature:499 A holder who shows his natural 8 settles the coup at once',
        ],
        [
          'keep-quiet',
          BOUND,
          "specs/features/baccarat-club/club.feature:421 A holder who keeps a natural 8 quiet and stays on his two cards loses to the banker's three-card 8 and pays every loser",
        ],
        ['draw', BOUND],
        [
          'stand',
          BOUND,
          'specs/features/baccarat-club/club.feature:220 The first tableau draws, then the second, then the banker; ties return the stakes',
        ],
        ['next-coup', BOUND],
        [
          'exit',
          BOUND,
          "specs/features/baccarat-club/club.feature:77 A session is one bank: the banker's exit after a coup ends it, with no second auction",
        ],
      ],
    ],
    [
      'baccarat-modern',
      1000,
      2765,
      24200,
      0,
      0,
      [
        ['draw', BOUND],
        ['stand', BOUND],
        ['last-coup', BOUND],
        ['next-coup', BOUND],
        ['exit', BOUND],
        [
          'keep-two',
          BOUND,
          'specs/features/baccarat-modern/misdeals.feature:45 A misdeal to a tableau: the punter with the highest stake on it keeps two of the three',
        ],
        [
          'withdraw',
          BOUND,
          'specs/features/baccarat-modern/misdeals.feature:17 A misdeal to the banker: his extra card is set aside, he plays on his two, and the punters may change their stakes',
        ],
        [
          'stake-anew',
          BOUND,
          "specs/features/baccarat-modern/inherited.feature:54 An à cheval stake is neither tableau's highest, and a tableau nobody staked on is held by its side's first player",
        ],
        ['confirm-the-stakes', BOUND],
        ['decline-the-cards', BOUND],
        ['decline-the-cards-before-the-deal', BOUND],
      ],
    ],
    // Every punter stakes (RD-03): nobody may pass; on the low shoe no punter makes baccara (RD-15).
    [
      'baccarat-domestic',
      30,
      33,
      463,
      8,
      2,
      [
        ['pass', SHOE_LOW],
        ['bank-passes-on-baccara-and-reshuffles', SHOE_LOW],
        [
          'bank-passes-on-baccara',
          SHOE_LOW,
          'specs/features/baccarat-domestic/domestic.feature:211 After the coup that reshuffles the shoe the next is shuffled and cut anew, the banker last, before any bet',
        ],
        ['next-coup', SHOE_LOW],
      ],
    ],
  ];
  for (const [id, states, moves, refused, terminals, replayed, unreached] of walks) {
    it(`${id}: no invariant is violated in ${states} states`, () => {
      const profile = loadProfile(id);
      const x = explore(profile, { participants: 3, coups: 1, maxStates: 1000, shoes: [0], replays: 2 });
      expect(x.walks.map((w) => [w.states, w.moves, w.refused, w.terminals, w.replayed])).toEqual([
        [states, moves, refused, terminals, replayed],
      ]);
      expect(x.bounded).toBe(states === 1000);
      expect(x.violations.map((v) => `${v.invariant}: ${v.message}`)).toEqual([]);
      const cells = coveredCells(x.cells, profile, featureFolderOf(id));
      expect(
        cells.filter((c) => c.unreached).map((c) => [c.id, c.unreached, ...(c.covered ? [c.covered] : [])]),
      ).toEqual(unreached);
    });
  }
});

describe('the scenarios that cover a cell', () => {
  it("read a move in every step of the suite that makes that one move, in the steps' own words", () => {
    // Each step of src/steps/ whose body sends one event: its words, and the event's type.
    // (A prediction's BET is built by the World, which adds the profile's fixed stake.)
    const sends =
      /When\(\s*'([^']+)',\s*async function \([^)]*\)[^{]*\{\s*await this\.send\((?:\{ type: '(\w+)'[^}]*\}|this\.(prediction)\([^)]*\))\);\s*\},?\s*\);/g;
    const steps = ['bank', 'session'].flatMap((f) =>
      [
        ...readFileSync(fileURLToPath(new URL(`../src/steps/${f}.steps.ts`, import.meta.url)), 'utf8').matchAll(sends),
      ].map(([whole, words, type, prediction]) => [whole, words, prediction ? 'BET' : type]),
    );
    expect(steps.length).toBe(32);
    const against = moveOfStep(loadProfile('baccarat-club'));
    const predicting = moveOfStep(loadProfile('punto-banco'));
    for (const [, words, type] of steps) {
      const text = words!.replaceAll('{string}', '"Anna"').replaceAll('{int}', '5').replaceAll('{word}', 'right');
      expect([text, against(text) ?? predicting(text)]).toEqual([text, type]);
    }
    // A step that sets a table up, or checks it, makes no move.
    expect(against('a bank of 20 held by "Anna"')).toBeUndefined();
    expect(against('"Anna" has 50 chips')).toBeUndefined();
  });
});

describe("the explorer's shoes", () => {
  it('fit the shoe of every system at the widest table and the most coups (domestic: 2 decks, 5 hands, 3 coups)', () => {
    const names = ['Anna', 'Boris', 'Vera', 'Gleb', 'Dasha'];
    const domestic = new Table(loadProfile('baccarat-domestic'), {
      participants: names,
      shoe: { kind: 'seeded', seed: 1 },
    });
    const shoes = shoesFor(domestic.profile, 3);
    expect(shoes.map((s) => s.name)).toEqual([
      'low, naturals, tens',
      'naturals, tens, fives',
      'tens, fives, low',
      'fives, low, naturals',
    ]);
    // Seated on them, the table checks each shuffle against its decks (a third 3 of spades would be refused).
    for (const s of shoes)
      new Table(loadProfile('baccarat-domestic'), {
        participants: names,
        shoe: { kind: 'stacked', shuffles: s.shuffles.map((x) => [...x]) },
      });
  });
});

describe('each invariant catches a broken state', () => {
  const club = () =>
    new Table(loadProfile('baccarat-club'), {
      participants: ['Anna', 'Boris', 'Vera'],
      shoe: { kind: 'stacked', shuffles: [parseCards('2♠ A♠ 4♠ A♥ A♦ 2♣ 9♥ 6♦ 4♦ 9♣')] },
    });

  it('1. chips: a ledger that starts with more chips than the table holds', () => {
    const t = club();
    t.apply({ type: 'BID', participant: 'Anna', fund: 50 });
    t.apply({ type: 'CLOSE_AUCTION' });
    expect(chipsProblem(t, { start: { Anna: 100, Boris: 100, Vera: 100 }, cagnottes: 5 })).toBeUndefined();
    expect(chipsProblem(t, { start: { Anna: 100, Boris: 100, Vera: 100 }, cagnottes: 0 })).toBe(
      "the scores 250, the fund 45, the house's takes 0 make 295 chips, not the 300 the table started with",
    );
  });

  it('2. a refusal: a move refused with no reason, and one that changed the table', () => {
    const t = club();
    const before = t.snapshot;
    expect(refusalProblem(t, { accepted: false, reason: ' ' }, before, 0)).toBe('the move was refused with no reason');
    t.apply({ type: 'BID', participant: 'Anna', fund: 50 });
    expect(refusalProblem(t, { accepted: false, reason: 'no' }, before, 0)).toBe(
      'the move was refused ("no"), but it changed the table',
    );
  });

  it("3. a stake: the banker's own stake, however it came into the coup", () => {
    const t = club();
    t.apply({ type: 'BID', participant: 'Anna', fund: 50 });
    t.apply({ type: 'CLOSE_AUCTION' });
    const ctx = t.context;
    const broken = { ...ctx, coup: { ...ctx.coup, wagers: [{ participant: 'Anna', bet: 'cheval', stake: 5 }] } };
    expect(stakeProblem(ctx)).toBeUndefined();
    expect(stakeProblem(broken)).toBe('the banker Anna holds a stake of 5 on cheval against his own bank');
  });

  it('4. a dead end: a live table offered no move', () => {
    const t = club();
    expect(deadEndProblem(t, 3)).toBeUndefined();
    expect(deadEndProblem(t, 0)).toBe('no move is legal at "choosing the banker", and the session is not over');
  });

  it('5. records replay: a table that records another move than it plays is caught by the replay', () => {
    // A mutant table: it plays a punter's stake as a pass, and records the stake.
    class Mutant extends Table {
      override fork(at = this.snapshot): Table {
        return new Mutant(this.profile, { participants: ['Anna', 'Boris'], shoe: this.context.shoe.source }, at);
      }
      override apply(e: Parameters<Table['apply']>[0]) {
        if (e.type !== 'BET' || e.participant !== 'Boris' || !this.can({ type: 'PASS', participant: 'Boris' }))
          return super.apply(e);
        const verdict = super.apply({ type: 'PASS', participant: 'Boris' });
        const last = this.record?.moves.at(-1);
        if (last) this.record!.moves[this.record!.moves.length - 1] = { ...last, event: e };
        return verdict;
      }
    }
    const x = explore(small(), {
      participants: 2,
      coups: 1,
      maxStates: 150,
      shoes: [0],
      replays: 20,
      table: (p, o) => new Mutant(p, o),
    });
    expect(x.violations.find((v) => v.invariant === 'replay')?.message).toBe(
      'move 5 (BET Boris side 1 on right) is illegal: the fund is fully covered: no more bets (moves then: WITHDRAW Boris, CONFIRM_DEAL)',
    );
  });

  it('a fork is the same state as its parent, and moves on alone', () => {
    const t = club();
    const f = t.fork();
    // The very snapshot, not one XState restored from it (its nodes found again, its context walked).
    expect(f.snapshot).toBe(t.snapshot);
    expect(stateKey(f)).toBe(stateKey(t));
    f.apply({ type: 'BID', participant: 'Anna', fund: 50 });
    expect(stateKey(f)).not.toBe(stateKey(t));
    expect(t.context.bank?.bids).toEqual([]);
  });
});

describe('baccarat explore', () => {
  it('prints the counts and exits 0 where nothing is violated', async () => {
    const r = await baccarat(['explore', 'baccarat-domestic', '--participants', '2', '--max-states', '40']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^baccarat-domestic: 2 participants \(Anna, Boris\), 1 coup, 3 shoes$/m);
    expect(r.out).toMatch(/^no invariant is violated$/m);
    expect(r.out).toMatch(
      /^ {2}shoe low: 16 states, 16 moves, 242 refused, 4 terminal states, 4 records replayed, 8 cells matched$/m,
    );
    expect(r.out).toContain(
      [
        'cells matched: 8 of 12; not reached:',
        '  pass (PASS at "taking bets", RD-03): beyond the bound (40 states)',
        '  bank-passes-on-baccara-and-reshuffles (NEXT_COUP at "coup over", RD-06): beyond the bound (40',
        '    states)',
        '  reshuffle (NEXT_COUP at "coup over", RD-06): beyond the bound (40 states)',
        '  bank-passes-on-baccara (NEXT_COUP at "coup over", RD-15): beyond the bound (40 states); covered by',
        '    specs/features/baccarat-domestic/domestic.feature:211 After the coup that reshuffles the shoe',
        '    the next is shuffled and cut anew, the banker last, before any bet',
        'no invariant is violated',
      ].join('\n'),
    );
  });

  it('--json gives each cell, the moves taken by it, and for one not reached why and its scenario', async () => {
    const r = await baccarat(['explore', 'baccarat-domestic', '--participants', '2', '--max-states', '40', '--json']);
    expect(r.code).toBe(0);
    const x = JSON.parse(r.out);
    expect(x.walks[0].cells).toEqual({
      'banker-shuffles': 2,
      shuffle: 1,
      cut: 1,
      bet: 2,
      deal: 2,
      draw: 2,
      stand: 2,
      'next-coup': 4,
    });
    expect(x.cells.slice(-2)).toEqual([
      {
        id: 'bank-passes-on-baccara',
        move: 'NEXT_COUP',
        phase: 'coup over',
        rule: 'RD-15',
        matched: 0,
        unreached: 'beyond the bound (40 states)',
        covered:
          'specs/features/baccarat-domestic/domestic.feature:211 After the coup that reshuffles the shoe the next is shuffled and cut anew, the banker last, before any bet',
      },
      { id: 'next-coup', move: 'NEXT_COUP', phase: 'coup over', rule: 'RD-06', matched: 10 },
    ]);
  });

  it('refuses a wrong command line with a one-line reason, exit 2', async () => {
    const work = scratchDir('explore-');
    const cases: [string[], string][] = [
      [['explore'], 'explore needs a profile'],
      [['explore', 'punto-banco', '--participants', '6'], '--participants 6: give a whole number from 2 to 5'],
      [['explore', 'punto-banco', '--coups', '0'], '--coups 0: give a whole number from 1 to 3'],
      [
        ['explore', 'baccarat-banque', '--participants', '2'],
        '--participants 2: Baccarat Banque takes 3 to 11 participants, not 2',
      ],
    ];
    for (const [argv, message] of cases) {
      const r = await refusedIn(work, argv);
      expect(r.code).toBe(2);
      expect(r.err.split('\n')[0]).toBe(message);
    }
  });
});
