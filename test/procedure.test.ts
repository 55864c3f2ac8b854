/**
 * The session as data (session.procedure): the vocabulary the schema names is the one the machines
 * implement, a procedure written wrong is refused where it was written, a child procedure merges
 * over its preset by id, and a refusal names the rule and what of its cell failed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { parseCards } from '../src/cards/card.js';
import { compileRules } from '../src/core/rules.js';
import { Table, type TableOptions } from '../src/driver/table.js';
import { loadProfile, ROOT } from '../src/loader/bundled.js';
import { ruleIdsOf } from '../src/loader/catalogs.js';
import { checkProfileText } from '../src/loader/load.js';
import { presetNames } from '../src/loader/procedure.js';
import { bankActions } from '../src/machines/actions/bank.js';
import { checkActions } from '../src/machines/actions/checks.js';
import { coupActions } from '../src/machines/actions/coup.js';
import { endActions } from '../src/machines/actions/end.js';
import type { GameEvent } from '../src/machines/context.js';
import { CHECKS } from '../src/machines/procedure/checks.js';
import { ROLES } from '../src/machines/procedure/roles.js';
import { withMeta } from '../src/machines/states/names.js';
import { formatProblem } from '../src/profile/errors.js';
import { NEEDS_A_BANK, SESSION_PHASES } from '../src/profile/procedure.js';

const schema = JSON.parse(readFileSync(join(ROOT, 'schemas/profile.schema.json'), 'utf8'));
const names = (def: string) =>
  (schema.$defs[def].oneOf as { const?: string; required?: string[] }[]).map((x) => x.const ?? x.required![0]!);

/** A table of Anna, Boris and Vera (or `options`' seats and shoe) after `moves`, each of which it takes. */
function played(id: string, moves: readonly GameEvent[], options?: Partial<TableOptions>): Table {
  const t = new Table(loadProfile(id), {
    participants: ['Anna', 'Boris', 'Vera'],
    shoe: { kind: 'seeded', seed: 1 },
    ...options,
  });
  for (const e of moves) expect(t.apply(e), JSON.stringify(e)).toEqual({ accepted: true });
  return t;
}

/** Club baccarat to its shuffle: Anna banks 30, Boris and Vera stake 5 each. */
const CLUB_TO_THE_SHUFFLE: readonly GameEvent[] = [
  { type: 'BID', participant: 'Anna', fund: 30 },
  { type: 'CLOSE_AUCTION' },
  { type: 'BET', participant: 'Boris', bet: 'side', amount: 5 },
  { type: 'BET', participant: 'Vera', bet: 'side', amount: 5 },
];

describe('the vocabulary of procedures', () => {
  it('names in the schema exactly the roles and conditions the machines implement', () => {
    expect(names('procedureRole').sort()).toEqual(Object.keys(ROLES).sort());
    expect(names('procedureCheck').sort()).toEqual(Object.keys(CHECKS).sort());
  });

  it('names in the schema only effects the chart has, or the shoe gathers the cards by', () => {
    const profile = loadProfile('baccarat-club');
    const rules = compileRules(profile);
    const actions = new Set([
      ...Object.keys(bankActions(profile)),
      ...Object.keys(checkActions(profile)),
      ...Object.keys(coupActions(rules)),
      ...Object.keys(endActions(rules)),
      'the cards are gathered',
      'the first seat banks',
    ]);
    expect(names('procedureEffect').filter((e) => !actions.has(e))).toEqual([]);
  });

  it('has a preset for each system of the sources', () => {
    expect(presetNames()).toEqual([
      'baccarat-banque',
      'baccarat-club',
      'baccarat-domestic',
      'baccarat-modern',
      'chemin-de-fer',
      'punto-banco',
    ]);
  });
});

/** A house profile over Chemin de Fer whose procedure is written in `procedure` (YAML, indented 4). */
const over = (procedure: string) =>
  checkProfileText(
    `extends: chemin-de-fer\nid: house\nname: House\nsession:\n  procedure:\n${procedure}`,
    'house.yaml',
    join(ROOT, 'specs/profiles/house.yaml'),
  ).problems.map((p) => formatProblem(p));

describe('a procedure written wrong is refused where it was written', () => {
  it('a phase a cell names that the table does not have', () => {
    expect(
      over(
        '    extends: chemin-de-fer\n    moves:\n      - { id: deal, move: DEAL, phase: ready to deal, by: the banker, next: dealnig, rule: CF-06 }\n',
      ),
    ).toEqual([
      'house.yaml:8:77  /session/procedure/moves/0/next  "dealnig" is not a phase of this procedure (opening the bank, calling banco, taking bets, ready to deal, coup over, dealing, natural check, drawing, showdown, session over)',
    ]);
  });

  it('a cell removed that the preset does not have', () => {
    expect(over('    extends: chemin-de-fer\n    remove: [announce-bank]\n')).toEqual([
      'house.yaml:7:14  /session/procedure/remove/0  "announce-bank" is neither a cell nor a phase of "chemin-de-fer"',
    ]);
  });

  it('a cell or a phase written twice in a procedure that extends a preset, at the second', () => {
    const bet =
      '{ id: bet, move: BET, phase: taking bets, by: the player in turn, when: [the stake is within the cover], does: [accept the stake], rule: CF-05 }';
    const pass =
      '{ id: bet, move: PASS, phase: taking bets, by: the player in turn, when: [he may pass], does: [record the pass], rule: CF-05 }';
    expect(over(`    extends: chemin-de-fer\n    moves:\n      - ${bet}\n      - ${pass}\n`)).toEqual([
      `house.yaml:9:15  /session/procedure/moves/1/id  the cell "bet" is written twice in this procedure (also at line 8): one entry adds or replaces the preset's cell of this id`,
    ]);
    expect(
      over(
        '    extends: chemin-de-fer\n    phases:\n      - { phase: coup over, says: One. }\n      - { phase: coup over, says: Two. }\n',
      ),
    ).toEqual([
      `house.yaml:9:18  /session/procedure/phases/1/phase  the phase "coup over" is written twice in this procedure (also at line 8): one entry adds or replaces the preset's phase of this name`,
    ]);
  });

  it('a phase removed that the session still leads to, at the remove: where it starts, a next, the coup itself', () => {
    expect(over('    extends: chemin-de-fer\n    remove: [opening the bank]\n')).toEqual([
      'house.yaml:7:14  /session/procedure/remove/0  the phase "opening the bank" cannot be removed: the session starts there; the cell "bank-passes-on-a-loss" leads there; the cell "pass-the-bank" leads there',
    ]);
    expect(over('    extends: chemin-de-fer\n    remove: [coup over]\n')).toEqual([
      'house.yaml:7:14  /session/procedure/remove/0  the phase "coup over" cannot be removed: every coup ends there',
    ]);
  });

  it("a phase the coup leads to that the procedure lacks, where the procedure is written (here the parent's)", () => {
    const house = checkProfileText(
      'extends: chemin-de-fer\nid: house\nname: House\ndeal:\n  misdeals: true\n',
      'house.yaml',
      join(ROOT, 'specs/profiles/house.yaml'),
    );
    expect(house.problems.map((p) => formatProblem(p))).toEqual([
      'specs/profiles/chemin-de-fer.yaml:100:14  /session/procedure  the procedure has no phase "checking the deal", and the deal is checked there for misdeals (deal.misdeals): list it under phases (inherited from specs/profiles/chemin-de-fer.yaml: override it in house.yaml)',
    ]);
  });

  it("a cell in a phase where its move is never made: the coup's own phases, and the draw's", () => {
    expect(
      over(
        '    extends: chemin-de-fer\n    moves:\n      - { id: early, move: NEXT_COUP, phase: drawing, by: the croupier, rule: CF-13 }\n',
      ),
    ).toEqual([
      `house.yaml:8:46  /session/procedure/moves/0/phase  only DRAW and STAND are made at "drawing" (a hand's turn to draw): NEXT_COUP would never be`,
    ]);
    expect(
      over(
        '    extends: chemin-de-fer\n    moves:\n      - { id: show, move: NEXT_COUP, phase: showdown, by: the croupier, rule: CF-13 }\n',
      ),
    ).toEqual([
      `house.yaml:8:45  /session/procedure/moves/0/phase  "showdown" is the coup's own, where no move is made: a cell is made in a phase of the procedure`,
    ]);
    expect(
      over(
        '    extends: chemin-de-fer\n    moves:\n      - { id: draw, move: DRAW, phase: taking bets, by: the decider, rule: CF-08 }\n',
      ),
    ).toEqual([
      'house.yaml:8:40  /session/procedure/moves/0/phase  DRAW is made at "drawing" (a hand\'s turn to draw), never at "taking bets"',
    ]);
  });

  it('a phase the table does not have: a procedure names none of its own', () => {
    expect(
      over(
        '    extends: chemin-de-fer\n    phases:\n      - { phase: gathering, says: The cards are gathered. }\n    moves:\n      - { id: gather, move: NEXT_COUP, phase: gathering, by: the croupier, next: calling banco, rule: CF-13 }\n',
      ),
    ).toEqual([
      `house.yaml:8:18  /session/procedure/phases/0/phase  "gathering" is not a phase the table has (choosing the banker, opening the bank, shuffling, cutting, calling banco, taking bets, ready to deal, checking the deal, keeping two of three, stakes may change, a natural to show, coup over): a procedure says what happens in the table's phases, and names none of its own`,
    ]);
  });

  it('every phase a procedure may list is a state of the chart whose phase the table knows', () => {
    for (const phase of SESSION_PHASES) expect(withMeta({ [phase]: {} }), phase).toHaveProperty([phase, 'meta']);
  });

  it('a preset that does not exist', () => {
    expect(over('    extends: chemin-de-fre\n')).toEqual([
      'house.yaml:6:14  /session/procedure/extends  "chemin-de-fre" is not a procedure: the presets are baccarat-banque, baccarat-club, baccarat-domestic, baccarat-modern, chemin-de-fer, punto-banco',
    ]);
  });

  it('a condition the vocabulary does not have, with the ones it has', () => {
    const [first] = over(
      '    extends: chemin-de-fer\n    moves:\n      - { id: exit, move: EXIT, phase: coup over, by: the banker, when: [the banker wants to leave], rule: CF-13 }\n',
    );
    expect(first?.slice(0, 135)).toBe(
      'house.yaml:8:74  /session/procedure/moves/0/when/0  "the banker wants to leave" does not fit: must be either "the fund is his to cover"',
    );
  });
});

describe('a refusal names the rule of its cell and what failed', () => {
  const table = () => played('baccarat-banque', []);

  it('the condition (BB-02.5): one fund each', () => {
    const t = table();
    t.apply({ type: 'BID', participant: 'Anna', fund: 10 });
    expect(t.apply({ type: 'BID', participant: 'Anna', fund: 20 })).toEqual({
      accepted: false,
      reason: 'Anna has already announced a fund',
      rule: 'BB-02.5',
      failed: 'condition',
      what: 'he has announced no fund yet',
    });
  });

  it('the role (BB-02.7): the banker does not cut', () => {
    const t = played('baccarat-banque', [
      { type: 'BID', participant: 'Anna', fund: 10 },
      { type: 'CLOSE_AUCTION' },
      { type: 'SHUFFLE', by: 'Anna' },
    ]);
    expect(t.apply({ type: 'CUT', by: 'Anna' })).toEqual({
      accepted: false,
      reason: 'the banker does not cut: he chooses another participant to cut',
      rule: 'BB-02.7',
      failed: 'role',
      what: 'a punter',
    });
  });

  it('the phase (BB-03.2): no stake before the bank is formed', () => {
    expect(table().apply({ type: 'BET', participant: 'Boris', bet: 'side', amount: 5 })).toEqual({
      accepted: false,
      reason: 'bets open once the bank is formed and the cards are cut',
      rule: 'BB-03.2',
      failed: 'phase',
      what: 'BET is made at "taking bets"',
    });
  });
});

describe("an order of roles (RC-07: the croupier's shuffle, the punters', the banker's)", () => {
  it("refuses a punter's shuffle after the banker's, with the order in its reason, and counts the croupier's first", () => {
    const t = played('baccarat-club', [
      ...CLUB_TO_THE_SHUFFLE,
      { type: 'SHUFFLE', by: 'Boris' },
      { type: 'SHUFFLE', by: 'Anna' },
    ]);
    expect(t.context.bank!.shuffledBy).toEqual(['croupier', 'Boris', 'Anna']);
    expect(t.apply({ type: 'SHUFFLE', by: 'Vera' })).toEqual({
      accepted: false,
      reason: 'Vera cannot shuffle after Anna: the order is the croupier, then a punter, then the banker',
      rule: 'RC-07',
      failed: 'role',
      what: 'in order: the croupier, then a punter, then the banker',
    });
  });
});

describe('the croupier is a role, never a participant', () => {
  it('no one sits down as "croupier", in any case', () => {
    expect(
      () =>
        new Table(loadProfile('baccarat-club'), {
          participants: ['Anna', 'Croupier', 'Vera'],
          shoe: { kind: 'seeded', seed: 1 },
        }),
    ).toThrow('"Croupier" cannot be a name: "croupier" names the house\'s croupier, a role');
  });

  it("a croupier's move where no cell gives him one is refused for its role, and the table is unchanged", () => {
    const t = played('baccarat-club', CLUB_TO_THE_SHUFFLE);
    const before = JSON.stringify(t.context);
    expect(t.apply({ type: 'CUT', by: 'croupier' })).toEqual({
      accepted: false,
      reason: 'the croupier does not make CUT here: it is for a punter',
      rule: 'RC-07',
      failed: 'role',
      what: 'a punter',
    });
    expect(JSON.stringify(t.context)).toBe(before);
  });
});

describe('every cell cites a rule of its own catalog', () => {
  const catalogOf = (from: string) => {
    for (const dir of ['specs/rules', 'specs/rules/house']) {
      try {
        return readFileSync(join(ROOT, dir, `${from}.yaml`), 'utf8');
      } catch {}
    }
    return '';
  };
  it.each(['punto-banco', 'chemin-de-fer', 'baccarat-banque', 'baccarat-club', 'baccarat-modern', 'baccarat-domestic'])(
    '%s',
    (id) => {
      const { procedure } = loadProfile(id).session;
      const rules = [
        ...procedure.moves,
        ...procedure.phases.flatMap((p) => p.ends.map((e) => ({ ...e, from: p.from }))),
      ];
      const missing = rules
        .filter((c) => !catalogOf(c.from).includes(`- id: ${c.rule}\n`))
        .map((c) => `${c.from} ${c.rule}`);
      expect(missing).toEqual([]);
    },
  );
});

describe('a refusal speaks of the role of the seated, beside a cell for one person', () => {
  it('the banker calling banco at a table where the banco loser has a first right', () => {
    const t = played('baccarat-banque-first-right', [
      { type: 'BID', participant: 'Anna', fund: 10 },
      { type: 'CLOSE_AUCTION' },
      { type: 'SHUFFLE', by: 'Anna' },
      { type: 'CUT', by: 'Boris' },
    ]);
    expect(t.apply({ type: 'BANCO', participant: 'Anna' })).toEqual({
      accepted: false,
      reason: 'the banker cannot call banco against his own bank',
      rule: 'BB-03.6',
      failed: 'role',
      what: 'a punter',
    });
  });
});

describe("a move names its maker where its type says, or it is nobody's", () => {
  it('a stake naming its maker `by` (not `participant`) is refused, and takes no chips', () => {
    const t = played('chemin-de-fer', [{ type: 'BID', participant: 'Anna', fund: 50 }, { type: 'CLOSE_BANCO' }]);
    const before = JSON.stringify(t.context);
    const wrong = { type: 'BET', by: 'Boris', bet: 'stake', amount: 10 } as unknown as GameEvent;
    expect(t.apply(wrong)).toEqual({
      accepted: false,
      reason: 'BET names nobody: the move says who makes it',
      rule: 'CF-05',
      failed: 'role',
      what: 'the player in turn',
    });
    expect(t.apply({ type: 'BANCO' } as unknown as GameEvent)).toMatchObject({ accepted: false, failed: 'phase' });
    expect(JSON.stringify(t.context)).toBe(before);
  });
});

describe("the croupier's moves offered to whoever drives the table", () => {
  const atTheShuffle = (id: string) =>
    played(id, CLUB_TO_THE_SHUFFLE)
      .moves()
      .map((m) => m.label);

  it('offers his cut where a cell gives it to him alone, and never his place in the order of shuffles', () => {
    expect(atTheShuffle('baccarat-club-croupier-cut')).toEqual([
      'SHUFFLE Anna',
      'SHUFFLE Boris',
      'SHUFFLE Vera',
      'CUT Boris',
      'CUT Vera',
      'CUT croupier',
    ]);
    expect(atTheShuffle('baccarat-club')).toEqual([
      'SHUFFLE Anna',
      'SHUFFLE Boris',
      'SHUFFLE Vera',
      'CUT Boris',
      'CUT Vera',
    ]);
  });
});

describe('the bank passes only to a seat that can put one up (CF-02)', () => {
  it('a banker who has won every chip cannot pass the bank: nobody could put one up, and he keeps it', () => {
    // Boris's banco of 100 loses to Anna's natural 9: every chip is in her bank.
    const t = played(
      'chemin-de-fer',
      [
        { type: 'BID', participant: 'Anna', fund: 100 },
        { type: 'BANCO', participant: 'Boris' },
        { type: 'CLOSE_BANCO' },
        { type: 'DEAL' },
      ],
      {
        participants: ['Anna', 'Boris'],
        shoe: {
          kind: 'stacked',
          shuffles: [parseCards('KS 9H KH KD 2C 3C 4C 5C 6C 7C 8C 9C 2D 3D 4D 5D 6D 7D 8D 9D')],
        },
      },
    );
    expect(t.context.participants.map((p) => p.score)).toEqual([0, 0]);
    expect(t.apply({ type: 'PASS_BANK' })).toEqual({
      accepted: false,
      reason: 'no other seat has chips to put up a bank: the banker keeps it',
      rule: 'CF-13',
      failed: 'condition',
      what: 'another seat has chips to bank',
    });
    expect(t.apply({ type: 'NEXT_COUP' }).accepted).toBe(true);
    expect(t.context.bank?.banker).toBe('Anna');
  });
});

describe('what no document allows, no procedure can allow: the effects require it themselves', () => {
  /** Baccarat Banque with some of its cells replaced, Anna banking 10, at its bets. */
  function banque(cells: string): Table {
    const r = checkProfileText(
      `extends: baccarat-banque\nid: house\nname: House\nsession:\n  procedure:\n    extends: baccarat-banque\n    moves:\n${cells}`,
      'house.yaml',
      join(ROOT, 'specs/profiles/house.yaml'),
    );
    expect(r.problems).toEqual([]);
    const t = new Table(r.profile!, { participants: ['Anna', 'Boris', 'Vera'], shoe: { kind: 'seeded', seed: 1 } });
    for (const e of [
      { type: 'BID', participant: 'Anna', fund: 10 },
      { type: 'CLOSE_AUCTION' },
      { type: 'SHUFFLE', by: 'Anna' },
      { type: 'CUT', by: 'Boris' },
    ] as const)
      expect(t.apply(e)).toEqual({ accepted: true });
    return t;
  }
  const effect = (reason: string, rule: string, what: string) => ({
    accepted: false,
    reason,
    rule,
    failed: 'effect',
    what,
  });

  it('a BET cell open to anyone seated, without "the stake is within the cover": no stake of the banker, none of half a chip, none beyond his chips', () => {
    const t = banque(
      '      - { id: bet, move: BET, phase: taking bets, by: anyone seated, does: [accept the stake], rule: BB-03.2 }\n',
    );
    expect(t.apply({ type: 'CLOSE_BANCO' })).toEqual({ accepted: true });
    const before = t.snapshot;
    expect(t.apply({ type: 'BET', participant: 'Anna', bet: 'side', amount: 5 })).toEqual(
      effect('Anna holds the bank: the banker never stakes against his own bank', 'BB-03.2', 'accept the stake'),
    );
    // BB-03.3: an à cheval stake is halved between the sides; 1 chip cannot be.
    expect(t.apply({ type: 'BET', participant: 'Boris', bet: 'cheval', amount: 1 })).toEqual(
      effect('an à cheval stake is split equally between the sides: 1 is odd', 'BB-03.2', 'accept the stake'),
    );
    expect(t.apply({ type: 'BET', participant: 'Boris', bet: 'side', amount: 500 })).toEqual(
      effect('Boris has only 100 chips', 'BB-03.2', 'accept the stake'),
    );
    expect(t.snapshot).toBe(before);
    expect(t.apply({ type: 'BET', participant: 'Boris', bet: 'side', amount: 2 })).toEqual({ accepted: true });
  });

  it('a cell that gives a stake to the banker is refused where it is written', () => {
    const r = checkProfileText(
      'extends: baccarat-banque\nid: house\nname: House\nsession:\n  procedure:\n    extends: baccarat-banque\n    moves:\n      - { id: bet, move: BET, phase: taking bets, by: the banker, does: [accept the stake], rule: BB-03.2 }\n',
      'house.yaml',
      join(ROOT, 'specs/profiles/house.yaml'),
    );
    expect(r.problems.map((p) => formatProblem(p))).toEqual([
      `house.yaml:8:55  /session/procedure/moves/0/by  the banker never stakes against his own bank: "accept the stake" is a punter's, never the banker's`,
    ]);
  });

  it('a BANCO cell open to anyone seated: the banker calls no banco against his own bank', () => {
    const t = banque(
      '      - { id: banco, move: BANCO, phase: calling banco, by: anyone seated, does: [record the banco call], rule: BB-03.6 }\n',
    );
    expect(t.apply({ type: 'BANCO', participant: 'Anna' })).toEqual(
      effect(
        'Anna holds the bank: the banker never calls banco against his own bank',
        'BB-03.6',
        'record the banco call',
      ),
    );
    expect(t.apply({ type: 'BANCO', participant: 'Boris' })).toEqual({ accepted: true });
  });
});

describe('a table of predictions has no bank: the words that act on one are refused where they are written', () => {
  const pb = (procedure: string) =>
    checkProfileText(
      `extends: punto-banco\nid: house\nname: House\nsession:\n  procedure:\n    extends: punto-banco\n${procedure}`,
      'house.yaml',
      join(ROOT, 'specs/profiles/house.yaml'),
    ).problems.map((p) => formatProblem(p));

  it('a role, a move, or an effect at the start', () => {
    expect(
      pb(
        '    moves:\n      - { id: bet, move: BET, phase: taking bets, by: the banker, when: [the bet is allowed], does: [record the bet], rule: PB-02.4 }\n',
      ),
    ).toEqual([
      'house.yaml:8:55  /session/procedure/moves/0/by  predictions have no bank: the role "the banker" (cell "bet") acts on a bank, which this table does not have',
    ]);
    expect(
      pb(
        '    moves:\n      - { id: pass-the-bank, move: PASS_BANK, phase: coup over, by: anyone seated, rule: PB-02.6 }\n',
      ),
    ).toEqual([
      'house.yaml:8:36  /session/procedure/moves/0/move  predictions have no bank: the move PASS_BANK (cell "pass-the-bank") acts on a bank, which this table does not have',
    ]);
    expect(pb('    starts: { phase: taking bets, does: [the first seat banks] }\n')).toEqual([
      'house.yaml:7:42  /session/procedure/starts/does/0  predictions have no bank: the effect "the first seat banks" at the start acts on a bank, which this table does not have',
    ]);
  });

  it('names every role and condition that reads a bank the table of predictions does not have', () => {
    const t = played('punto-banco', []);
    const rules = compileRules(t.profile);
    const events: GameEvent[] = [
      { type: 'BID', participant: 'Anna', fund: 10 },
      { type: 'BANCO', participant: 'Anna' },
      { type: 'BET', participant: 'Anna', bet: 'punto', amount: 20 },
      { type: 'PASS', participant: 'Anna' },
      { type: 'WITHDRAW', participant: 'Anna' },
      { type: 'KEEP', by: 'Anna', hand: 'punto', card: 0 } as unknown as GameEvent,
      { type: 'MISDEAL', hand: 'punto' },
      { type: 'NEXT_COUP' },
    ];
    const readsABank = (f: (asked: Parameters<(typeof CHECKS)[string]>[0]) => unknown) =>
      events.some((event) => {
        try {
          f({ rules, ctx: t.context, event, state: 'taking bets' });
          return false;
        } catch (e) {
          return (e as Error).message === 'this session has no bank';
        }
      });
    const checks = Object.keys(CHECKS).filter((name) => readsABank((asked) => CHECKS[name]!(asked, 1)));
    const roles = Object.keys(ROLES).filter((name) => readsABank((asked) => ROLES[name]!(asked, 'Anna')));
    expect(checks.filter((c) => !(NEEDS_A_BANK.checks as readonly string[]).includes(c))).toEqual([]);
    expect(roles.filter((r) => !(NEEDS_A_BANK.roles as readonly string[]).includes(r))).toEqual([]);
    // The probe finds what it should: these read the bank whatever the move.
    expect(checks).toEqual(expect.arrayContaining(['he has not called yet', 'a fund has been announced']));
    expect(roles).toEqual(expect.arrayContaining(['the banker', 'the banco loser']));
  });
});

describe('what the fuzz of procedures found (test/procedure-fuzz.test.ts): each refused where it is written, or asked by its effect', () => {
  it('a cell or an end that leads to "drawing", which the coup gives each hand by itself', () => {
    expect(
      over(
        '    extends: chemin-de-fer\n    moves:\n      - { id: deal, move: DEAL, phase: ready to deal, by: the banker, next: drawing, rule: CF-06 }\n',
      ),
    ).toEqual([
      'house.yaml:8:77  /session/procedure/moves/0/next  nothing leads to "drawing": the coup gives each hand its turn to draw by itself, after the deal and the naturals (lead to "dealing" or "natural check")',
    ]);
  });

  it('a word of the hand whose turn it is to draw in a cell made elsewhere', () => {
    expect(
      over(
        '    extends: chemin-de-fer\n    moves:\n      - { id: announce-the-bank, move: BID, phase: opening the bank, by: the decider, when: [the fund is his to cover], does: [the banker puts up his bank], next: calling banco, rule: CF-02 }\n',
      ),
    ).toEqual([
      'house.yaml:8:74  /session/procedure/moves/0/by  the role "the decider" (cell "announce-the-bank") reads the hand whose turn it is to draw: a word of "drawing" only, not of "opening the bank"',
    ]);
  });

  it('a word of predictions at a table against a bank', () => {
    expect(
      over(
        '    extends: chemin-de-fer\n    moves:\n      - { id: deal, move: DEAL, phase: ready to deal, by: the banker, when: [every participant has bet], next: dealing, rule: CF-06 }\n',
      ),
    ).toEqual([
      'house.yaml:8:78  /session/procedure/moves/0/when/0  a table against a bank takes no predictions: the condition "every participant has bet" (cell "deal") reads a prediction',
    ]);
  });

  it("an auction closed with no bid, and a bid beyond the bidder's chips, where their cells leave out the condition", () => {
    const r = checkProfileText(
      'extends: baccarat-banque\nid: house\nname: House\nsession:\n  procedure:\n    extends: baccarat-banque\n    moves:\n      - { id: bid, move: BID, phase: choosing the banker, by: anyone seated, does: [record the bid], rule: BB-02.5 }\n      - { id: close-the-auction, move: CLOSE_AUCTION, phase: choosing the banker, by: the bidders, does: [the highest bid banks], next: shuffling, rule: BB-02.6 }\n',
      'house.yaml',
      join(ROOT, 'specs/profiles/house.yaml'),
    );
    expect(r.problems).toEqual([]);
    const t = new Table(r.profile!, { participants: ['Anna', 'Boris', 'Vera'], shoe: { kind: 'seeded', seed: 1 } });
    const before = t.snapshot;
    expect(t.apply({ type: 'CLOSE_AUCTION' })).toEqual({
      accepted: false,
      reason: 'nobody has announced a fund yet: no bid can bank',
      rule: 'BB-02.6',
      failed: 'effect',
      what: 'the highest bid banks',
    });
    expect(t.apply({ type: 'BID', participant: 'Anna', fund: 500 })).toEqual({
      accepted: false,
      reason: 'Anna cannot cover a fund of 500 with 100 chips',
      rule: 'BB-02.5',
      failed: 'effect',
      what: 'record the bid',
    });
    expect(t.snapshot).toBe(before);
  });
});

describe('the rule ids a procedure cites, held to the catalogs that count for it (a warning)', () => {
  it("warns at each cell that cites a rule of no catalog of its own table or its parents': another system's, or none", () => {
    const r = checkProfileText(
      [
        'extends: punto-banco',
        'id: house',
        'name: House',
        'session:',
        '  procedure:',
        '    extends: punto-banco',
        '    moves:',
        '      - { id: deal, move: DEAL, phase: taking bets, by: the croupier, when: [every participant has bet], next: dealing, rule: HOUSE-1 }',
        '      - { id: next-coup, move: NEXT_COUP, phase: coup over, by: the croupier, does: [the cards are gathered, open the next coup], next: taking bets, rule: CF-13 }',
        '',
      ].join('\n'),
      'house.yaml',
      join(ROOT, 'specs/profiles/house.yaml'),
    );
    expect(r.problems).toEqual([]);
    expect(r.warnings!.map((w) => formatProblem(w))).toEqual([
      `house.yaml:8:127  /session/procedure/moves/0/rule  "HOUSE-1" is in no rule catalog that counts here (specs/rules/punto-banco.yaml): a cell cites a rule of its own table's catalog or its parents'`,
      `house.yaml:9:156  /session/procedure/moves/1/rule  "CF-13" is in no rule catalog that counts here (specs/rules/punto-banco.yaml): a cell cites a rule of its own table's catalog or its parents'`,
    ]);
  });

  it('says that none was checked where no catalog counts (a profile of its own, its procedure whole)', () => {
    const procedure = structuredClone(loadProfile('punto-banco').session.procedure) as unknown as Record<
      string,
      unknown
    >;
    const strip = (xs: Record<string, unknown>[]) => xs.map(({ from: _from, ...rest }) => rest);
    const whole = {
      procedure: 'mine',
      starts: procedure.starts,
      phases: strip(procedure.phases as Record<string, unknown>[]),
      moves: strip(procedure.moves as Record<string, unknown>[]),
    };
    const text = readFileSync(join(ROOT, 'specs/profiles/punto-banco.yaml'), 'utf8')
      .replace(/^id: punto-banco$/m, 'id: mine')
      .replace(/^ {2}procedure: punto-banco .*$/m, `  procedure: ${JSON.stringify(whole)}`);
    const r = checkProfileText(text, 'mine.yaml', join(ROOT, 'specs/profiles/mine.yaml'));
    expect(r.problems).toEqual([]);
    expect(r.warnings!.map((w) => formatProblem(w))).toEqual([
      'mine.yaml:88:14  /session/procedure  no rule catalog counts for this profile (specs/rules/<id>.yaml or specs/rules/house/<id>.yaml of mine): the rule ids its procedure cites were not checked',
    ]);
  });
});

describe("the catalogs' rule ids, read off their text", () => {
  it('are the ids the YAML reader finds in every catalog under specs/rules', () => {
    const walk = (dir: string): string[] =>
      readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.yaml') ? [join(dir, e.name)] : [],
      );
    const files = walk('specs/rules');
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      const ids = (parseYaml(text) as { rules: { id: string }[] }).rules.map((r) => r.id);
      expect(ruleIdsOf(text), file).toEqual(ids);
    }
  });
});
