/**
 * The table of moves (src/diagram/moves.ts): a procedure's rows in the order a session goes
 * through its phases, `baccarat show <profile> --moves` printing them within 100 columns, and each
 * variant's page opening with them (test/diagram-docs.test.ts holds the pages to the generator).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantDoc } from '../src/diagram/export.js';
import { moveRows, movesText } from '../src/diagram/moves.js';
import { Table } from '../src/driver/table.js';
import { loadProfile } from '../src/loader/bundled.js';
import { checkProfileText } from '../src/loader/load.js';
import type { GameEvent } from '../src/machines/context.js';
import type { Profile } from '../src/profile/types.js';
import { COLUMNS, textWidth } from '../src/text/width.js';
import { baccarat, refusedIn } from './support/cli.js';

/** The worked example of docs/adding-a-variant.md, as the page writes it: a club table whose croupier may cut. */
const CROUPIER_CUTS = /```yaml file=my-variants\/club-croupier-cuts\.yaml\n([\s\S]*?)```/.exec(
  readFileSync('docs/adding-a-variant.md', 'utf8'),
)![1]!;

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'baccarat-moves-'));
  writeFileSync(join(work, 'club-croupier-cuts.yaml'), CROUPIER_CUTS);
  writeFileSync(join(work, 'misspelt.yaml'), CROUPIER_CUTS.replace('phase: shuffling', 'phase: shufling'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const rows = (id: string) => moveRows(loadProfile(id).session.procedure);

describe('the rows of the table of moves', () => {
  it("holds Baccarat Banque's bid (BB-02.5) and the banker's shuffle that leads to the cut (BB-02.7)", () => {
    const banque = rows('baccarat-banque');
    expect(banque).toContainEqual({
      kind: 'cell',
      phase: 'choosing the banker',
      move: 'BID',
      who: 'anyone seated',
      condition: 'the fund is his to cover, he has announced no fund yet',
      effect: 'record the bid',
      rule: 'BB-02.5',
    });
    expect(banque).toContainEqual({
      kind: 'cell',
      phase: 'shuffling',
      move: 'SHUFFLE',
      who: 'the banker',
      condition: '',
      effect: 'record the shuffle → cutting',
      rule: 'BB-02.7',
    });
  });

  it('runs in the order a session goes: the opening, then each phase its entry, its cells, what ends it; the draws before the coup is over', () => {
    expect(rows('chemin-de-fer').map((r) => `${r.phase} | ${r.move} | ${r.rule}`)).toEqual([
      ' | the session opens | ',
      'opening the bank | BID | CF-02',
      'calling banco | on entering | ',
      'calling banco | BANCO | CF-03',
      'calling banco | CLOSE_BANCO | CF-04',
      'taking bets | BET | CF-05',
      'taking bets | PASS | CF-05',
      'taking bets | by itself | CF-05',
      'ready to deal | DEAL | CF-06',
      'drawing | DRAW | CF-08',
      'drawing | STAND | CF-08',
      'coup over | NEXT_COUP | CF-01',
      'coup over | NEXT_COUP | CF-02',
      'coup over | NEXT_COUP | CF-13',
      'coup over | PASS_BANK | CF-01',
      'coup over | PASS_BANK | CF-13',
    ]);
    const [opens, , enter, , , , , end] = rows('chemin-de-fer');
    expect([opens!.effect, enter!.effect, `${end!.who}: ${end!.condition} ${end!.effect}`]).toEqual([
      'the first seat banks → opening the bank',
      'announce the fund',
      'nobody: every punter has had a turn or the fund is covered → ready to deal',
    ]);
  });

  it("shows modern baccarat's own cells (RM-06) and names Baccarat Banque for the cells it takes from it", () => {
    const modern = rows('baccarat-modern');
    expect(modern.filter((r) => r.move === 'DECLINE_CARDS')).toEqual(
      ['taking bets', 'ready to deal'].map((phase) => ({
        kind: 'cell',
        phase,
        move: 'DECLINE_CARDS',
        who: 'the banco loser',
        condition: '',
        effect: 'the banco loser leaves the cards to the largest stake',
        rule: 'RM-06',
      })),
    );
    expect(modern.find((r) => r.move === 'BID')).toMatchObject({ rule: 'BB-02.5', from: 'baccarat-banque' });
    // A system's cells are its own: no preset to name.
    expect(rows('baccarat-banque').filter((r) => r.from !== undefined)).toEqual([]);
  });
});

describe('baccarat show --moves', () => {
  it("prints Punto Banco's table, each phase over its rows", async () => {
    const r = await baccarat(['show', 'punto-banco', '--moves']);
    expect(r).toEqual({
      code: 0,
      err: '',
      out: `Punto Banco (punto-banco): who may make each move, when, and what it does
The procedure punto-banco: the session opens at taking bets.

  move       who            condition                       effect                           rule
taking bets
  BET        anyone seated  the bet is allowed              record the bet                   PB-02.4
  DEAL       the croupier   every participant has bet       → dealing                        PB-02.5
drawing
  DRAW       the decider    the table leaves him the                                         PB-01.1
                            choice
  STAND      the decider    the table leaves him the                                         PB-01.1
                            choice
coup over
  NEXT_COUP  the croupier                                   the cards are gathered, open     PB-02.6
                                                            the next coup → taking bets
  by itself  nobody         the last coup is played         → session over                   PB-05.4
`,
    });
  });

  it('wraps every system within 100 columns, "→ a phase" kept whole', () => {
    const systems = ['baccarat-banque', 'baccarat-club', 'baccarat-domestic', 'baccarat-modern', 'chemin-de-fer'];
    const lines = systems.flatMap((id) => movesText(loadProfile(id)));
    expect(lines.filter((l) => textWidth(l) > COLUMNS)).toEqual([]);
    expect(lines.filter((l) => /→$/.test(l))).toEqual([]);
    expect(movesText(loadProfile('baccarat-modern'))).toContain(
      '  CLOSE_AUCTION  the bidders         a fund has been        the highest bid banks  BB-02.6',
    );
  });

  it("prints a house procedure's own cell where it put it, and the preset's cells with the preset's name", async () => {
    const r = await baccarat(['show', join(work, 'club-croupier-cuts.yaml'), '--moves']);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    const at = lines.indexOf('shuffling');
    expect(lines.slice(at, at + 10)).toEqual([
      'shuffling',
      '  on entering                                                the croupier shuffles',
      '  SHUFFLE        in order: the                               record the shuffle      RC-07',
      '                 croupier, then a                                                    (baccarat-club)',
      '                 punter, then the',
      '                 banker',
      '  CUT            the croupier                                record the cut          RC-07',
      '                                                             → ready to deal',
      '  CUT            a punter                                    record the cut          RC-07',
      '                                                             → ready to deal         (baccarat-club)',
    ]);
  });

  it('refuses a profile that does not load as show does, at the line and column of the fault', async () => {
    const misspelt = join(work, 'misspelt.yaml');
    const r = await refusedIn(work, ['show', misspelt, '--moves']);
    expect([r.code, r.err]).toEqual([
      1,
      `${misspelt}:10:48  /session/procedure/moves/0/phase  "shufling" is not a phase of this procedure (choosing the banker, taking bets, shuffling, ready to deal, checking the deal, keeping two of three, stakes may change, a natural to show, coup over, dealing, natural check, drawing, showdown, session over)\n`,
    ]);
  });
});

describe('the expansion show prints', () => {
  it("holds every cell of modern baccarat's procedure with the file that wrote it", async () => {
    const r = await baccarat(['show', 'baccarat-modern']);
    expect(r.code).toBe(0);
    const froms = [...r.out.matchAll(/^ {6}- id: (\S+)\n(?: {8}.*\n)*? {8}from: (\S+)$/gm)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    expect(froms).toEqual([
      'bid baccarat-banque',
      'close-the-auction baccarat-banque',
      'banker-shuffles baccarat-banque',
      'shuffle baccarat-banque',
      'cut baccarat-banque',
      'banco baccarat-banque',
      'close-banco baccarat-banque',
      'bet baccarat-banque',
      'pass baccarat-banque',
      'deal baccarat-banque',
      'draw baccarat-banque',
      'stand baccarat-banque',
      'last-coup baccarat-banque',
      'next-coup baccarat-banque',
      'exit baccarat-banque',
      // RM-01 with RC-17: modern keeps club baccarat's checked deal, written in its own file.
      'misdeal-to-the-banker baccarat-modern',
      'misdeal-to-a-side baccarat-modern',
      'confirm-the-deal baccarat-modern',
      'keep-two baccarat-modern',
      'withdraw baccarat-modern',
      'stake-anew baccarat-modern',
      'confirm-the-stakes baccarat-modern',
      'decline-the-cards baccarat-modern',
      'decline-the-cards-before-the-deal baccarat-modern',
    ]);
  });
});

describe("the worked example's croupier", () => {
  /** A club table of three at its shuffle: Boris banks, Vera and Ann pass their turns to bet. */
  const atTheShuffle = (profile: Profile) => {
    const t = new Table(profile, { participants: ['Ann', 'Boris', 'Vera'], shoe: { kind: 'seeded', seed: 1 } });
    const events: GameEvent[] = [
      { type: 'BID', participant: 'Boris', fund: 40 },
      { type: 'PASS', participant: 'Ann' },
      { type: 'PASS', participant: 'Vera' },
      { type: 'PASS', participant: 'Vera' },
      { type: 'PASS', participant: 'Ann' },
    ];
    for (const e of events) expect(t.apply(e).accepted).toBe(true);
    expect(t.state).toBe('shuffling');
    return t;
  };

  it('cuts by his own cell, CUT by: "croupier", where club baccarat leaves the cut to a punter (RC-07)', () => {
    const { profile } = checkProfileText(CROUPIER_CUTS, 'club-croupier-cuts.yaml');
    const house = atTheShuffle(profile!);
    expect(house.apply({ type: 'CUT', by: 'croupier' })).toEqual({ accepted: true });
    expect(house.state).toBe('ready to deal');
    expect(atTheShuffle(loadProfile('baccarat-club')).apply({ type: 'CUT', by: 'croupier' })).toEqual({
      accepted: false,
      reason: 'the croupier does not make CUT here: it is for a punter',
      rule: 'RC-07',
      failed: 'role',
      what: 'a punter',
    });
  });
});

describe("a variant's page", () => {
  it('opens with its table of moves, a row a cell, before its statechart', () => {
    const page = variantDoc(loadProfile('baccarat-banque'));
    const head = page.indexOf('## Who may make each move, when, and what it does\n');
    const row =
      '| choosing the banker | `BID` | anyone seated | the fund is his to cover, he has announced no fund yet | record the bid | BB-02.5 |\n';
    expect([head > 0, page.indexOf(row) > head, page.indexOf('## The statechart\n') > page.indexOf(row)]).toEqual([
      true,
      true,
      true,
    ]);
    expect(page).toContain('|  | *the session opens* |  |  | → choosing the banker |  |\n');
    expect(variantDoc(loadProfile('baccarat-modern'))).toContain(
      '| taking bets | `DECLINE_CARDS` | the banco loser |  | the banco loser leaves the cards to the largest stake | RM-06 |\n| taking bets | *by itself* |',
    );
  });
});
