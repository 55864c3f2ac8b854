/**
 * `baccarat count` and `merge`: effects of removal against the published anchor, tags against the
 * published ones, and a sharded simulation merged against the unsharded run. Literals only:
 * - with one ten-valued card removed from 8 decks, Panda 8 (ez-baccarat, 25:1) wins on
 *   170,399,271,999,488 of the 415·414·…·410 card orders;
 * - published tags, A … 9 then ten-valued: Dragon 7 0,0,0,−1,−1,−1,−1,+2,+2,0; Panda 8
 *   1,1,−2,−2,−2,−1,−1,−2,+4,1 (both balanced: 4 × (sum of A … 9) + 16 × ten-valued = 0 a deck).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileProfile } from '../src/core/compile.js';
import { add, fraction, mul } from '../src/core/fraction.js';
import { loadPolicyFile } from '../src/core/policy.js';
import { bettingCorrelation, deriveTags, effectsOfRemoval, imbalanceOf } from '../src/house/count.js';
import { shardPolicy } from '../src/house/count-shard.js';
import { loadProfile } from '../src/loader/bundled.js';
import { baccarat, type Ran, refusedIn } from './support/cli.js';

const DRAGON_7 = [0, 0, 0, -1, -1, -1, -1, 2, 2, 0];
const PANDA_8 = [1, 1, -2, -2, -2, -1, -1, -2, 4, 1];

describe('effects of removal (8 decks)', () => {
  const panda = effectsOfRemoval(loadProfile('ez-baccarat'), 'panda-8');
  const dragon = effectsOfRemoval(loadProfile('ez-baccarat'), 'dragon-7');

  it('one group per card value: A … 9 and the ten-valued T J Q K', () => {
    expect(panda.groups.map((g) => [g.name, g.ranks.length, g.cards])).toEqual([
      ['A', 1, 32],
      ['2', 1, 32],
      ['3', 1, 32],
      ['4', 1, 32],
      ['5', 1, 32],
      ['6', 1, 32],
      ['7', 1, 32],
      ['8', 1, 32],
      ['9', 1, 32],
      ['T', 4, 128],
    ]);
  });

  it('Panda 8 without one ten-valued card: the published 170,399,271,999,488 winning orders of 415·414·…·410', () => {
    const ten = panda.groups.find((g) => g.name === 'T')!;
    expect(ten.odds.total).toBe(415n * 414n * 413n * 412n * 411n * 410n);
    const win = ten.odds.bets.find((b) => b.id === 'panda-8')!.rows!()[0]!;
    expect([win.net, win.count]).toEqual([fraction(25n), fraction(170_399_271_999_488n)]);
  });

  it("counts each bet's effects from the odds of that bet alone, once a process", () => {
    // The shoes a card short are the bet's own: their odds hold Dragon 7 alone, counted once.
    expect(dragon.fresh.bets.map((b) => b.id)).toEqual(['dragon-7']);
    expect(dragon.groups.map((g) => g.odds.bets.map((b) => b.id))).toEqual(Array(10).fill(['dragon-7']));
    expect(effectsOfRemoval(loadProfile('ez-baccarat'), 'dragon-7')).toBe(dragon);
    // 7.6113 % (exact: the published edge), and what the shoes without a card count: 415·414·…·410 orders.
    expect(dragon.fresh.bets[0]!.houseEdge).toBe(0.07611334472442846);
    expect(dragon.groups[6]!.odds.total).toBe(415n * 414n * 413n * 412n * 411n * 410n);
  });

  it('the effects weighed by their cards add up to zero exactly (a card burnt unseen changes no odds)', () => {
    for (const e of [panda, dragon]) {
      const sum = e.groups.reduce((a, g) => add(a, mul(fraction(BigInt(g.cards)), g.effect)), fraction(0n));
      expect(sum).toEqual(fraction(0n));
    }
  });

  it('derived tags: Panda 8 gets the published tags; both balanced, correlating at least as well as the published', () => {
    expect(deriveTags(panda.groups).tags).toEqual(PANDA_8);
    for (const [e, published] of [
      [panda, PANDA_8],
      [dragon, DRAGON_7],
    ] as const) {
      expect(imbalanceOf(e.groups, published)).toBe(0);
      const derived = deriveTags(e.groups);
      expect(imbalanceOf(e.groups, derived.tags)).toBe(0);
      expect(derived.correlation).toBeGreaterThanOrEqual(bettingCorrelation(e.groups, published));
    }
    // Dragon 7's published tags follow the signs of the effects where they are not 0: 4-7 down, 8 and 9 up.
    const signs = dragon.groups.map((g) => Math.sign(Number(g.effect.num)));
    DRAGON_7.forEach((t, i) => {
      if (t !== 0) expect(signs[i]).toBe(Math.sign(t));
    });
  });
});

type Obj = Record<string, unknown>;
/** A slice's file as JSON.parse reads it, loosely typed to edit. */
interface SliceJson {
  [key: string]: unknown;
  exact: Obj;
  run: Obj & { tags: number[] };
  tally: Obj & { count: Obj; bound: Obj };
}

describe('baccarat count and merge', () => {
  const dir = mkdtempSync(join(tmpdir(), 'count-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const RUN = ['count', 'ez-baccarat', '--bet', 'dragon-7', '--shoes', '7', '--seed', '42', '--at', '1'];
  const files = ['a.json', 'b.json', 'c.json'].map((f) => join(dir, f));
  let whole: Ran;
  // The run and its three slices, made once: the tests below merge them and copies of them edited.
  beforeAll(async () => {
    whole = await baccarat([...RUN, '--json']);
    for (const [k, file] of files.entries()) {
      const r = await baccarat([...RUN, '--shard', `${k + 1}/3`, '--out', file]);
      expect(r.code).toBe(0);
    }
  });

  it('three slices merged print the unsharded run byte for byte (--json)', async () => {
    expect(whole.err).toBe('');
    expect(whole.code).toBe(0);
    // The slices of 7 shoes: 0-1, 2-3, 4-6.
    expect(files.map((f) => JSON.parse(readFileSync(f, 'utf8')).tally).map((t) => [t.from, t.to])).toEqual([
      [0, 2],
      [2, 4],
      [4, 7],
    ]);
    const merged = await baccarat(['merge', files[2]!, files[0]!, files[1]!, '--json']);
    expect(merged.err).toBe('');
    expect(merged.out).toBe(whole.out);
    const report = JSON.parse(whole.out);
    expect(report.simulation.shoes).toBe(7);
    // The shoe without one ten-valued card: 415·414·…·410 card orders.
    expect(report.exact.effects[9]).toMatchObject({ group: 'T', ranks: 'TJQK', cards: 128, total: '4926305992683600' });
    expect(report.simulation.bound.handsBet).toBeGreaterThan(0);
  });

  it('merge refuses slices of other runs, a missing slice and an overlap, in one line, exit 1', async () => {
    const [a, b] = files as [string, string];
    const other = join(dir, 'other.json');
    await baccarat([...RUN.slice(0, -4), '--seed', '43', '--at', '1', '--shard', '2/3', '--out', other]);
    const seed = await baccarat(['merge', a, other]);
    expect(seed.code).toBe(1);
    expect(seed.err).toMatch(/is another run than .*a\.json: its seed differs \(43 against 42\)\n$/);
    const missing = await baccarat(['merge', a, b]);
    expect(missing.err).toBe('shoes 4 to 6 of 7 are in no slice given\n');
    const twice = await baccarat(['merge', a, a, b]);
    expect(twice.err).toBe(`${a} is given twice\n`);
    rmSync(other);
  });

  /** A copy of a.json (shoes 0-1: 166 coups; the counter bet 109 of them, net −27) with `edit` made, as t.json. */
  const edited = (edit: (slice: SliceJson) => void) => {
    const slice = JSON.parse(readFileSync(files[0]!, 'utf8'));
    edit(slice);
    writeFileSync(join(dir, 't.json'), JSON.stringify(slice));
  };
  const mergedIn = async (names: string[]) => {
    const r = await refusedIn(dir, ['merge', ...names]);
    expect(r.code).toBe(1);
    return r.err;
  };

  it.each<[string, (s: SliceJson) => void, string]>([
    ['exact.effects null', (s) => (s.exact.effects = null), 't.json: /exact/effects: must be an array, not null'],
    ['exact.effects [{}]', (s) => (s.exact.effects = [{}]), 't.json: /exact/effects/0/group: missing'],
    ['exact 1', (s) => ((s as Obj).exact = 1), 't.json: /exact: must be an object, not 1'],
    ['a cut of {"a":1}', (s) => (s.run.cut = { a: 1 }), 't.json: /run/cut: must be a whole number, not {"a":1}'],
    ['a unit of 0', (s) => (s.tally.unit = 0), 't.json: /tally/unit: must be at least 1, not 0'],
    [
      'a negative sum of squares',
      (s) => (s.tally.count.netSq = '-5'),
      't.json: /tally/count/netSq: must be a whole number, 0 or more, in at most 60 decimal digits, not "-5"',
    ],
    [
      'hands bet above the coups dealt',
      (s) => (s.tally.count.hands = 167),
      't.json: /tally/count/hands: 167 coups bet, more than the 166 dealt (/tally/coups)',
    ],
    [
      'a sum of squares no nets have',
      (s) => (s.tally.bound.netSq = '33'),
      't.json: /tally/bound/netSq: no 17 nets of sum 24 have this sum of squares',
    ],
    [
      "a sum of squares no shoes' expectations have",
      (s) => (s.tally.bound.shoeEvSq = '1'),
      "t.json: /tally/bound/shoeEvSq: no 2 shoes' expectations of sum 955266342028 have this sum of squares",
    ],
    ['shoes past the run', (s) => (s.tally.to = 41), "t.json: /tally/to: 41 is past the run's 7 shoes (/run/shoes)"],
    [
      'an earlier format',
      (s) => (s.format = 'baccarat-count-shard/2'),
      't.json: /format: "baccarat-count-shard/2" is not read here: this baccarat reads "baccarat-count-shard/3" (count the slice again)',
    ],
    [
      "the run's bound without its tally",
      (s) => delete (s.tally as Obj).bound,
      't.json: /tally/bound: missing, but /run/bound is true',
    ],
    [
      "tags that are not the exact part's",
      (s) => (s.run.tags[0] = 1),
      't.json: /run/tags: not the tags of /exact/tags/used, rank by rank',
    ],
  ])('merge refuses a slice with %s, naming the file, the key and why', async (_what, edit, message) => {
    edited(edit);
    expect(await mergedIn(['t.json', 'b.json', 'c.json'])).toBe(`${message}\n`);
  });

  it('merge refuses a slice whose shoes were edited to be the whole run: its coups are too few for them', async () => {
    edited((s) => (s.tally.to = 7));
    expect(await mergedIn(['t.json'])).toBe(
      't.json: /tally/coups: 166 coups from 7 shoes (/tally/from to /tally/to): a shoe of 416 cards, 0 burnt and cut 14 from the end, deals 67 to 101\n',
    );
  });

  it('merge names what makes a slice another run, with both values', async () => {
    edited((s) => (s.tally.unit = 2));
    expect(await mergedIn(['b.json', 'c.json', 't.json'])).toBe(
      't.json is another run than b.json: its unit of nets differs (tally.unit 2 against 1)\n',
    );
    edited((s) => (s.exact.houseEdge = 0.5));
    expect(await mergedIn(['b.json', 'c.json', 't.json'])).toBe(
      't.json is another run than b.json: its exact part differs at /exact/houseEdge (0.5 against 0.07611334472442846)\n',
    );
    edited((s) => (s.policy = { file: 'p.yaml', hash: `sha256:${'0'.repeat(64)}` }));
    expect(await mergedIn(['b.json', 'c.json', 't.json'])).toBe(
      't.json is another run than b.json: its policy differs (p.yaml, sha256:000000000000… against none)\n',
    );
  });

  it('merge compares a policy by what it decides, not by the path it was read from', async () => {
    const profile = loadProfile('fixtures/profiles/punto-choice-on-five.yaml');
    const policy = (file: string) => shardPolicy(loadPolicyFile(file, compileProfile(profile)));
    const drawsOnFive = policy('fixtures/policies/punto-draws-on-five.yaml')!;
    expect(policy('./fixtures/policies/punto-draws-on-five.yaml')).toEqual({
      file: './fixtures/policies/punto-draws-on-five.yaml',
      hash: 'sha256:6dbbd4f0365d6964758036295a78c09c4dddbac4a0f22e1a48d0e99a2088affb',
    });
    expect(drawsOnFive.hash).toBe('sha256:6dbbd4f0365d6964758036295a78c09c4dddbac4a0f22e1a48d0e99a2088affb');
    // The three slices, as if counted under the policy read from two spellings of its path.
    const under = (p: object, k: number) => {
      const slice = JSON.parse(readFileSync(files[k]!, 'utf8'));
      writeFileSync(join(dir, `p${k}.json`), JSON.stringify({ ...slice, policy: p }));
    };
    under(drawsOnFive, 0);
    under(policy('./fixtures/policies/punto-draws-on-five.yaml')!, 1);
    under(drawsOnFive, 2);
    const merged = await baccarat(['merge', 'p0.json', 'p1.json', 'p2.json', '--json'], { cwd: dir });
    expect(merged.err).toBe('');
    expect(merged.out).toBe(whole.out);
    under(policy('fixtures/policies/punto-stands-on-five.yaml')!, 1);
    expect(await mergedIn(['p0.json', 'p1.json', 'p2.json'])).toBe(
      'p1.json is another run than p0.json: its policy differs (fixtures/policies/punto-stands-on-five.yaml, sha256:83e9300ff479… against fixtures/policies/punto-draws-on-five.yaml, sha256:6dbbd4f0365d…)\n',
    );
  });

  it('merge takes an empty slice (of a run cut into more slices than shoes) as covering nothing', async () => {
    edited((s) => {
      s.tally = { ...s.tally, from: 2, to: 2, coups: 0 };
      for (const t of [s.tally.count, s.tally.bound])
        Object.assign(t, { hands: 0, net: '0', netSq: '0', shoeSq: '0', ev: '0', evSq: '0', shoeEvSq: '0' });
    });
    const merged = await baccarat(['merge', 'a.json', 't.json', 'b.json', 'c.json', '--json'], { cwd: dir });
    expect(merged.err).toBe('');
    expect(merged.out).toBe(whole.out);
    expect(await mergedIn(['t.json'])).toBe('shoes 0 to 6 of 7 are in no slice given\n');
  });

  it('--json gives the published Panda 8 anchor: 170,399,271,999,488 winning orders without a ten-valued card', async () => {
    const r = await baccarat(['count', 'ez-baccarat', '--bet', 'panda-8', '--shoes', '0', '--json']);
    expect(r.code).toBe(0);
    const ten = JSON.parse(r.out).exact.effects.find((g: { group: string }) => g.group === 'T');
    expect([ten.winningOrders, ten.total]).toEqual([
      '170399271999488',
      String(415n * 414n * 413n * 412n * 411n * 410n),
    ]);
    expect(JSON.parse(r.out).exact.tags.derived).toEqual(PANDA_8);
  });

  it('refuses what it cannot take in one line', async () => {
    expect((await baccarat(['count', 'ez-baccarat'])).err.split('\n')[0]).toBe(
      'count needs --bet <id>: the bet to count',
    );
    expect((await baccarat(['count', 'ez-baccarat', '--bet', 'panda-8', '--tags', '1,2'])).err.split('\n')[0]).toBe(
      '--tags 1,2: give 10 tags, one per A 2 3 4 5 6 7 8 9 T; 2 given',
    );
    expect(
      (await baccarat(['count', 'ez-baccarat', '--bet', 'panda-8', '--shard', '4/3', '--out', 'x'])).err.split('\n')[0],
    ).toBe('--shard 4/3: give k/n, slice k of n, with 1 ≤ k ≤ n ≤ 100,000,000 (e.g. 2/3)');
    // The limit said is the one kept: 1/99999999999 is 1 ≤ k ≤ n, but n is past it.
    expect(
      (
        await baccarat(['count', 'ez-baccarat', '--bet', 'panda-8', '--shard', '1/99999999999', '--out', 'x'])
      ).err.split('\n')[0],
    ).toBe('--shard 1/99999999999: give k/n, slice k of n, with 1 ≤ k ≤ n ≤ 100,000,000 (e.g. 2/3)');
  });

  it('blames --burn for a burn that leaves no coup, and --cut only where the cut is given', async () => {
    const first = async (...flags: string[]) =>
      (await baccarat(['count', 'ez-baccarat', '--bet', 'panda-8', ...flags])).err.split('\n')[0];
    expect(await first('--burn', '416')).toBe('--burn 416: leaves no coup in a shoe of 416 cards (a coup may take 6)');
    expect(await first('--burn', '400')).toBe(
      '--burn 400: with the cut card 14 cards from the end, leaves no coup in a shoe of 416 cards (a coup may take 6)',
    );
    expect(await first('--cut', '400', '--burn', '11')).toBe(
      '--cut 400: with 11 burnt, leaves no coup in a shoe of 416 cards (a coup may take 6)',
    );
  });

  it("counts a plain bet beside bets that read suits or colours on its own: the plain game's figures", async () => {
    const r = await baccarat(['count', 'perfect-pairs', '--bet', 'banco', '--shoes', '0', '--json']);
    expect([r.code, r.err]).toEqual([0, '']);
    const { exact, verdict } = JSON.parse(r.out);
    // Banco's groups are its values, as in Punto Banco: Perfect Pair's suits are not its cards.
    expect(exact.effects.map((g: { group: string }) => g.group)).toEqual([
      'A',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      'T',
    ]);
    expect(exact.effects[0]).toMatchObject({ effectExact: '5036155492/114360674830155', total: '4926305992683600' });
    expect(exact.tags.derived).toEqual([1, 2, 2, 4, -3, -4, -3, -2, -1, 1]);
    expect(verdict.kind).toBe('not-shown');
  });

  it('says a slice of a run cut into more slices than shoes holds none', async () => {
    const r = await baccarat([...RUN.slice(0, 5), '2', '--shard', '1/5', '--out', join(dir, 'empty.json')]);
    expect([r.code, r.out]).toEqual([0, `no shoe of 2 (slice 1/5): written to ${join(dir, 'empty.json')}\n`]);
    const one = await baccarat([
      ...RUN.slice(0, 5),
      '2',
      '--no-bound',
      '--shard',
      '2/2',
      '--out',
      join(dir, 'one.json'),
    ]);
    expect(one.out).toBe(`shoe 1 of 2 (slice 2/2): written to ${join(dir, 'one.json')}\n`);
  });
});
