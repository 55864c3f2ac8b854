/**
 * `baccarat roads` and `session --roads` (src/cli/roads.ts): the three sources of results, the three
 * forms, the file written through safe-write, and every bad input refused in one located line. The
 * expected roads are worked by hand in the comments; the rules' worked examples are the scenarios
 * (specs/features/roads/), the roads against the oracle test/roads.test.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProfile } from '../src/loader/bundled.js';
import { profileHash } from '../src/profile/hash.js';
import { baccarat, refusedIn } from './support/cli.js';
import { scratchDir } from './support/temp.js';

const SERIES = 'fixtures/records/punto-banco-series.json';

describe('baccarat roads', () => {
  it('draws the roads of a results string as text', async () => {
    // B, P, B: three runs of one. The Big Eye Boy starts at column 3 row 1: columns 2 and 1 of one
    // length, red. A next Banco (column 3 row 2): columns 2 and 1 stop one row above, blue, blue;
    // a next Punto opens column 4: red, red. The Cockroach Pig needs a fourth column.
    const r = await baccarat(['roads', '--results', 'B P B']);
    expect(r).toEqual({
      code: 0,
      err: '',
      out: `${[
        'B Banco, P Punto, T tie; b, p a Banco, a Punto pair; on the Big Road / a tie, /2 two',
        'Big Eye Boy, Small Road, Cockroach Pig: ● red, ○ blue',
        '',
        'Bead Plate (3 coups)',
        'B\nP\nB\n.\n.\n.',
        '',
        'Big Road',
        'B P B\n. . .\n. . .\n. . .\n. . .\n. . .',
        '',
        'Big Eye Boy',
        '●\n.\n.\n.\n.\n.',
        '',
        'Small Road',
        '.\n.\n.\n.\n.\n.',
        '',
        'Cockroach Pig',
        '.\n.\n.\n.\n.\n.',
        '',
        'Next Banco: Big Eye Boy blue, Small Road blue, Cockroach Pig -',
        'Next Punto: Big Eye Boy red, Small Road red, Cockroach Pig -',
      ].join('\n')}\n`,
    });
  });

  it("counts in a page's coups the tie that rides on its last entry", async () => {
    // B, P thirty times, then a tie: 60 Big Road columns (a cell and a mark of a tie wide, 33 a page);
    // the tie of coup 61 rides on coup 60's entry, on the second page (ROAD-05).
    const r = await baccarat(['roads', '--results', `${'BP'.repeat(30)}T`]);
    expect(r.out.split('\n').filter((l) => l.startsWith('Big Road,'))).toEqual([
      'Big Road, columns 1–33 of 60 (coups 1–33)',
      'Big Road, columns 34–60 of 60 (coups 34–61)',
    ]);
  });

  it('prints a road wider than 100 columns in pages, each titled with its columns and coups', async () => {
    // 120 coups B, P, B, P, …: 120 Big Road columns of one cell, 50 a page (a cell and a blank each,
    // the last blank dropped: 99 columns). The Big Eye Boy starts at coup 3 (column 3 row 1), red at
    // every coup: 118 reds, one run, six down its first column and 112 along the bottom row (the
    // dragon tail), 113 columns, the first page's 55 entries coups 3 to 57. The Small Road starts at
    // coup 4 (117 reds, 112 columns), the Cockroach Pig at coup 5 (116, 111).
    const r = await baccarat(['roads', '--results', 'BP'.repeat(60)]);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines.slice(2).filter((l) => /^[A-Z][a-z]/.test(l) && !l.startsWith('Next'))).toEqual([
      'Bead Plate (120 coups)',
      'Big Road, columns 1–50 of 120 (coups 1–50)',
      'Big Road, columns 51–100 of 120 (coups 51–100)',
      'Big Road, columns 101–120 of 120 (coups 101–120)',
      'Big Eye Boy, columns 1–50 of 113 (coups 3–57)',
      'Big Eye Boy, columns 51–100 of 113 (coups 58–107)',
      'Big Eye Boy, columns 101–113 of 113 (coups 108–120)',
      'Small Road, columns 1–50 of 112 (coups 4–58)',
      'Small Road, columns 51–100 of 112 (coups 59–108)',
      'Small Road, columns 101–112 of 112 (coups 109–120)',
      'Cockroach Pig, columns 1–50 of 111 (coups 5–59)',
      'Cockroach Pig, columns 51–100 of 111 (coups 60–109)',
      'Cockroach Pig, columns 101–111 of 111 (coups 110–120)',
    ]);
    // The second page starts at coup 51, a Banco.
    const page = lines.indexOf('Big Road, columns 51–100 of 120 (coups 51–100)');
    expect(lines.slice(page + 1, page + 3)).toEqual([`${'B P '.repeat(24)}B P`, `${'. '.repeat(49)}.`]);
    expect(Math.max(...lines.map((l) => l.length))).toBe(99);
  });

  it("reads a record's coups as the chart settled them, with their pairs (--json)", async () => {
    // The series: B, P, T, B, P, B, B (both pairs), P, T, P (Punto pair): eight coups won in runs
    // B | P | B | P | BB | PP; the ties marked on coups 2 and 8.
    const r = await baccarat(['roads', SERIES, '--json']);
    expect(r.code).toBe(0);
    const roads = JSON.parse(r.out) as {
      coups: number;
      bigRoad: { entries: { coup: number; ties: number; logicalColumn: number; logicalRow: number }[] };
    };
    expect(roads.coups).toBe(10);
    expect(roads.bigRoad.entries.map((e) => [e.coup, e.logicalColumn, e.logicalRow, e.ties])).toEqual([
      [1, 0, 0, 0],
      [2, 1, 0, 1],
      [4, 2, 0, 0],
      [5, 3, 0, 0],
      [6, 4, 0, 0],
      [7, 4, 1, 0],
      [8, 5, 0, 1],
      [10, 5, 1, 0],
    ]);
    expect(roads.bigRoad.entries[5]).toMatchObject({ bankerPair: true, puntoPair: true });
  });

  it('draws the picture (--svg) and writes it where --out says', async () => {
    const work = scratchDir('roads-');
    const r = await baccarat(['roads', join(process.cwd(), SERIES), '--svg', '--out', 'roads.svg'], { cwd: work });
    expect(r).toEqual({ code: 0, out: '', err: '' });
    const svg = readFileSync(join(work, 'roads.svg'), 'utf8');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    // Ten beads, eight Big Road circles, two ties and one Banco and two Punto pair dots on the Big Road.
    expect(svg.match(/data-road="bead-plate"/g)).toHaveLength(10);
    expect(svg.match(/data-road="big-road"/g)).toHaveLength(8);
    expect(svg.match(/data-ties="1"/g)).toHaveLength(2);
  });

  it('plays a seeded shoe of a profile, the same as session --roads', async () => {
    const roads = await baccarat(['roads', '--profile', 'punto-banco', '--seed', '7']);
    const session = await baccarat(['session', 'punto-banco', '--auto', 'plain', '--seed', '7', '--roads']);
    expect(roads.code).toBe(0);
    expect(session.code).toBe(0);
    expect(roads.out).toMatch(/^B Banco, P Punto.*\n.*\n\nBead Plate \(10 coups\)/);
    expect(session.out.endsWith(roads.out)).toBe(true);
  });

  it.each([
    [
      ['roads', '--results', 'BPX'],
      1,
      '--results BPX: character 3: "X" is not a result (B, P, T) nor a pair mark (b, p)',
    ],
    [
      ['roads', '--results', 'pB'],
      1,
      '--results pB: character 1: the pair mark "p" follows a result (B, P or T), not the start',
    ],
    [
      ['roads', join(process.cwd(), 'fixtures/records/baccarat-banque-shoe.json')],
      1,
      'baccarat-banque: 3 hands (right, left, banker), each side against the banker, so a coup has no one result; roads are drawn for a two-hand game',
    ],
    [
      ['roads', '--profile', 'baccarat-domestic', '--seed', '1'],
      1,
      "--profile baccarat-domestic: baccarat-domestic: each punter's hand",
    ],
    [['roads', '--results', 'B', '--json', '--svg'], 2, '--json, --svg: give one output form'],
    [['roads', '--results', 'B', '--seed', '3'], 2, '--seed is for a shoe played here: give --profile <id> too'],
    [['roads', '--profile', 'punto-banco'], 2, '--profile plays a seeded shoe: give --seed N too'],
    [
      ['roads', '--profile', 'punto-banco', '--seed', '1', '--players', 'Ann'],
      1,
      '--players: Punto Banco takes 2 to 8 participants, not 1',
    ],
    [['roads'], 2, 'roads needs a game record, --results "<results>" or --profile <id>'],
    [['session', 'baccarat-club', '--auto', 'plain', '--roads'], 1, '--roads: baccarat-club: 3 hands'],
  ])('refuses %j in one located line', async (argv, code, message) => {
    const r = await refusedIn(scratchDir('roads-'), argv);
    expect(r.code).toBe(code);
    expect(r.err.split('\n')[0]).toContain(message);
  });

  it('reads --results - from standard input, naming the line of a bad mark', async () => {
    const good = await baccarat(['roads', '--results', '-', '--json'], { stdin: 'B P\nPp\n' });
    expect((JSON.parse(good.out) as { coups: number }).coups).toBe(3);
    const bad = await baccarat(['roads', '--results', '-'], { stdin: 'BP\nBB y\n' });
    expect(bad).toEqual({
      code: 1,
      out: '',
      err: '--results - (line 2): character 4: "y" is not a result (B, P, T) nor a pair mark (b, p)\n',
    });
  });

  it('refuses a line of --results - longer than a line is read, in its own words', async () => {
    const r = await baccarat(['roads', '--results', '-'], { stdin: `BP\n${'B'.repeat(100_000)}\n` });
    expect(r).toEqual({
      code: 1,
      out: '',
      err: `--results - (line 2): longer than 65536 characters: "${'B'.repeat(80)}…"; a long shoe goes on several lines, split anywhere between coups\n`,
    });
  });

  it('never writes --out over its input', async () => {
    const work = scratchDir('roads-');
    const r = await baccarat(['roads', join(process.cwd(), SERIES), '--out', join(process.cwd(), SERIES)], {
      cwd: work,
    });
    expect(r.code).toBe(1);
    expect(r.err).toContain(`--out ${join(process.cwd(), SERIES)}: is the input`);
  });
});

describe('baccarat roads of a record', () => {
  /**
   * A record of a profile file of one's own, and another profile: child.yaml changes nothing of Punto
   * Banco, so the series' moves, labelled with child's id and hash, are a record made from it.
   */
  function childRecord(work: string): void {
    writeFileSync(join(work, 'child.yaml'), 'extends: punto-banco\nid: child\nname: Child\n');
    writeFileSync(join(work, 'other.yaml'), 'extends: punto-banco\nid: other\nname: Other\n');
    const record = JSON.parse(readFileSync(SERIES, 'utf8')) as { profile: { id: string; hash: string } };
    record.profile = { id: 'child', hash: profileHash(loadProfile(join(work, 'child.yaml'))) };
    writeFileSync(join(work, 'g.json'), JSON.stringify(record));
  }

  it('draws a record made from a profile file, given with --profile, and refuses it without or with another', async () => {
    const work = scratchDir('roads-');
    childRecord(work);
    const [g, child, other] = ['g.json', 'child.yaml', 'other.yaml'].map((f) => join(work, f));
    // The series' coups (each replayed and held to the record), down the Bead Plate's columns: B, P, Tb, …
    const r = await baccarat(['roads', g!, '--profile', child!], { cwd: work });
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out.split('\n').slice(3, 7)).toEqual(['Bead Plate (10 coups)', 'B   Bbp', 'P   P', 'Tb  T']);
    const without = await refusedIn(work, ['roads', g!]);
    expect([without.code, without.err]).toEqual([
      1,
      `${g}: the record names the profile "child", which is not a bundled profile: give its file with --profile <file>\n`,
    ]);
    const another = await refusedIn(work, ['roads', g!, '--profile', other!]);
    expect([another.code, another.err]).toEqual([
      1,
      `--profile ${other}: its id is "other", but ${g} was made from "child"\n`,
    ]);
  });

  it('holds each coup to its cards: an edited outcome, or a record relabelled to another profile, is refused', async () => {
    const work = scratchDir('roads-');
    const series = JSON.parse(readFileSync(SERIES, 'utf8')) as {
      profile: { id: string };
      coups: { outcome: string }[];
    };
    const [edited, relabelled] = ['edited.json', 'relabelled.json'].map((f) => join(work, f));
    series.coups[0]!.outcome = 'punto';
    writeFileSync(edited!, JSON.stringify(series));
    series.coups[0]!.outcome = 'banco';
    series.profile.id = 'chemin-de-fer';
    writeFileSync(relabelled!, JSON.stringify(series));
    const e = await refusedIn(work, ['roads', edited!]);
    expect([e.code, e.err]).toEqual([
      1,
      `${edited}: move 3 (DEAL), coup 1: /outcome is "punto" in the record, but the rules give "banco"\n`,
    ]);
    const r = await refusedIn(work, ['roads', relabelled!]);
    expect([r.code, r.err]).toEqual([
      1,
      `${relabelled}: the record was made from another chemin-de-fer than the bundled one (its hash differs): give the profile it was made from with --profile <file>\n`,
    ]);
  });

  it.each([
    [['roads', ''], 1, 'roads "": the name of the record is empty'],
    [['roads', 'none.json'], 1, 'none.json: cannot read the record: no such file or folder'],
    [
      ['roads', SERIES, '--seed', '3'],
      2,
      "--seed is for a shoe played here: a record's coups are drawn as it holds them",
    ],
    [['roads', '--results', 'B', '--profile', 'punto-banco'], 2, '--results and --profile: give one source of results'],
  ])("refuses %j in roads' own words", async (argv, code, message) => {
    const r = await refusedIn(scratchDir('roads-'), argv);
    expect([r.code, r.err.split('\n')[0]]).toEqual([code, message]);
  });
});
