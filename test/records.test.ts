/**
 * Game records: every record under fixtures/records replays through the chart and passes --check;
 * a record edited by hand is caught, naming the first move whose result differs; a record that
 * cannot be replayed (its schema, its profile, its hash, an illegal move) is refused with one
 * located reason, exit 1, nothing on standard output and nothing written.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baccarat, type Ran, refusedIn } from './support/cli.js';
import { type Schema, schemaNodes } from './support/schema-nodes.js';

const FIXTURES = new URL('../fixtures/records/', import.meta.url).pathname;
const SERIES = join(FIXTURES, 'punto-banco-series.json');
const text = readFileSync(SERIES, 'utf8');
type Rec = {
  profile: { id: string; hash: string };
  moves: { by: string; event: Record<string, unknown>; coup: number }[];
  coups: { hands: Record<string, { total: number }>; scores: Record<string, number> }[];
  end?: unknown;
};
const series = () => JSON.parse(text) as Rec;

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'baccarat-records-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Writes a record into the work folder; the name is the file's. */
function file(name: string, content: string | object): string {
  const path = join(work, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return path;
}

async function refused(argv: string[]): Promise<Ran> {
  const r = await refusedIn(work, argv);
  expect(r.code).toBe(1);
  return r;
}

describe('fixtures/records', () => {
  const records = readdirSync(FIXTURES).filter((f) => f.endsWith('.json'));
  it('holds the sessions the documents describe', () => {
    expect(records.sort()).toEqual([
      'baccarat-banque-broke.json',
      'baccarat-banque-exit.json',
      'baccarat-banque-shoe.json',
      'baccarat-club-bank.json',
      'baccarat-domestic-series.json',
      'baccarat-modern-bank.json',
      'chemin-de-fer-shoe.json',
      'punto-banco-series.json',
    ]);
  });
  // How each session ended, as the documents' rules end it.
  const ENDS: Record<string, string> = {
    'baccarat-banque-broke.json': 'session over after 1 coup: the bank is broke',
    'baccarat-banque-exit.json': 'session over after 1 coup: the banker left the bank',
    'baccarat-banque-shoe.json': 'session over after 22 coups: too few cards remained',
    'baccarat-club-bank.json': 'session over after 2 coups: the banker left the bank',
    'baccarat-domestic-series.json': 'session over after 10 coups\n',
    'baccarat-modern-bank.json': 'session over after 2 coups: the banker left the bank',
    'chemin-de-fer-shoe.json': 'session over after 62 coups: too few cards remained',
    'punto-banco-series.json': 'session over after 10 coups\n',
  };
  it.each(records)('%s replays with --check', async (name) => {
    const r = await baccarat(['replay', join(FIXTURES, name), '--check']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain(ENDS[name]);
    // The line wraps at 100 columns where the record's path is long: read with its breaks as blanks.
    expect(r.out.replace(/\n {2}/g, ' ')).toMatch(
      /\ncheck: the results? of the \d+ coups? and the standings of .* are the rules' own\n$/,
    );
  });
});

describe('replay --json', () => {
  it("prints every coup's result and the final standings", async () => {
    const r = await baccarat(['replay', SERIES, '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out) as {
      coups: { number: number; outcome: string }[];
      end: { standings: unknown[]; winners: string[] };
    };
    expect(out.coups.map((c) => c.outcome)).toEqual([
      'banco',
      'punto',
      'tie',
      'banco',
      'punto',
      'banco',
      'banco',
      'punto',
      'tie',
      'punto',
    ]);
    expect(out.end.standings).toEqual([
      { participant: 'Ann', score: 198, place: 1 },
      { participant: 'Boris', score: 198, place: 1 },
      { participant: 'Vera', score: 157, place: 3 },
    ]);
  });
});

describe('--check catches a record edited by hand', () => {
  it('a total changed: the move that finished the coup and the value', async () => {
    const r = series();
    r.coups[3]!.hands.punto!.total = 2;
    const path = file('tampered.json', r);
    const x = await refused(['replay', path, '--check']);
    expect(x.err).toBe(
      `${path}: move 17 (DEAL), coup 4: /hands/punto/total is 2 in the record, but the rules give 1\n`,
    );
  });
  it('a score changed: the first coup where it differs', async () => {
    const r = series();
    r.coups[6]!.scores.Vera = 500;
    const path = file('tampered-score.json', r);
    expect((await refused(['replay', path, '--check'])).err).toMatch(
      /: move \d+ \(DEAL\), coup 7: \/scores\/Vera is 500 in the record, but the rules give 37\n$/,
    );
  });
  it('without --check the tampered record replays and prints what the rules give', async () => {
    const r = series();
    r.coups[6]!.scores.Vera = 500;
    const out = await baccarat(['replay', file('tampered-plain.json', r)]);
    expect(out.code).toBe(0);
    expect(out.out).toContain('3. Vera   157');
  });
});

describe('a record that cannot be replayed is refused: one reason, exit 1, nothing written', () => {
  it('not JSON: the place of the syntax error', async () => {
    const path = file('broken.json', '{\n  "format": "baccarat-record",\n  "version": 1,\n  "moves": [\n');
    // A JSON syntax error, said as JSON's, where the text ends unclosed (line 5, column 1).
    // (The words are the JavaScript engine's own, which may change with Node's version: the place may not.)
    expect((await refused(['replay', path])).err).toMatch(new RegExp(`^${path}:5:1 {2}/ {2}JSON: .+\\n$`));
    // A stray token: at its own line and column.
    const stray = file('stray.json', '{\n  "format": "baccarat-record",\n  "version": 1,,\n}');
    expect((await refused(['replay', stray])).err).toMatch(new RegExp(`^${stray}:3:16 {2}/ {2}JSON: .+\\n$`));
  });
  it('not a record at all', async () => {
    const path = file('other.json', { hello: 1 });
    expect((await refused(['replay', path])).err).toBe(
      `${path}:1:1  /  not a game record: a record is a JSON object with "format": "baccarat-record" (schemas/record.schema.json)\n`,
    );
  });
  it('a version this reader does not know', async () => {
    const path = file('v2.json', { ...series(), version: 2 });
    expect((await refused(['replay', path])).err).toBe(
      `${path}:3:14  /version  version 2 of the record format is not known here: this baccarat reads version 1\n`,
    );
  });
  it('a schema failure: every problem at its line and column', async () => {
    const r = series() as unknown as Record<string, unknown>;
    (r.moves as Rec['moves'])[2]!.event.amount = -5;
    delete r.participants;
    const path = file('schema.json', r);
    const err = (await refused(['replay', path])).err;
    expect(err).toContain(`${path}:1:1  /  missing "participants"`);
    expect(err).toMatch(new RegExp(`${path}:\\d+:\\d+  /moves/2/event/amount  must be >= 0`));
  });
  it('an unknown profile', async () => {
    const r = series();
    r.profile.id = 'punto-bianco';
    const path = file('unknown.json', r);
    expect((await refused(['replay', path])).err).toBe(
      `${path}: the record names the profile "punto-bianco", which is not a bundled profile: replay it against its file with --profile <file>\n`,
    );
  });
  it('a profile whose hash differs: which, and --profile to replay against another', async () => {
    const r = series();
    r.profile.hash = `sha256:${'0'.repeat(64)}`;
    const path = file('hash.json', r);
    expect((await refused(['replay', path])).err).toMatch(
      new RegExp(
        `^${path}: the record was made from punto-banco sha256:000000000000…; punto-banco is sha256:[0-9a-f]{12}… here: the rules differ. Replay against another profile with --profile <id\\|file>\\n$`,
      ),
    );
    // Against another profile it is named: the record is replayed under its rules, with a note.
    const other = await baccarat(['replay', path, '--profile', 'punto-banco-tie-9']);
    expect(other.code).toBe(0);
    expect(other.err).toMatch(
      /^note: the record was made from punto-banco sha256:000000000000…; punto-banco-tie-9 is sha256:[0-9a-f]{12}… here: replayed against it as --profile asks\n$/,
    );
    expect(other.out).toContain('1. Ann    218');
  });
  it('the same rules read from another place give the same hash: a record replays in any clone', async () => {
    // The bundled profile copied elsewhere (the path is not part of the rules), then --profile <file>.
    const copy = join(work, 'punto-banco-copy.yaml');
    writeFileSync(copy, readFileSync(new URL('../specs/profiles/punto-banco.yaml', import.meta.url), 'utf8'));
    const r = await baccarat(['replay', SERIES, '--check', '--profile', copy]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    rmSync(copy);
  });
  it("an illegal move: its index and the chart's reason", async () => {
    const r = series();
    r.moves[1] = { by: 'Ann', event: { type: 'BET', participant: 'Ann', bet: 'punto' }, coup: 1 };
    const path = file('illegal.json', r);
    expect((await refused(['replay', path])).err).toBe(
      `${path}: move 1 (BET Ann punto) is illegal: Ann has already bet on banco this coup: one bet per participant, and it cannot be changed (moves then: BET Boris punto, BET Boris banco, BET Boris tie, BET Vera punto, BET Vera banco, BET Vera tie)\n`,
    );
  });
  it('a move said to be made by someone else', async () => {
    const r = series();
    r.moves[0]!.by = 'Vera';
    const path = file('by.json', r);
    expect((await refused(['replay', path])).err).toBe(
      `${path}: move 0 (BET Ann banco): made by Ann, but the record says by Vera\n`,
    );
  });
  it('a file that is not there', async () => {
    expect((await refused(['replay', join(work, 'nope.json')])).err).toBe(
      `${join(work, 'nope.json')}: cannot read the record: no such file or folder\n`,
    );
  });
});

describe('the record schema', () => {
  const { root, all } = schemaNodes('schemas/record.schema.json');
  it('is draft 2020-12, versioned, and describes every key', () => {
    expect(root.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect((root.properties as Record<string, Schema>).version).toMatchObject({ const: 1 });
    expect(all.filter(([, s]) => typeof s.description !== 'string').map(([p]) => p || '/')).toEqual([]);
  });
  it('closes every map with properties (an unknown key is an error)', () => {
    expect(all.filter(([, s]) => s.properties && s.additionalProperties !== false).map(([p]) => p || '/')).toEqual([]);
  });
});
