/**
 * The countability report as a library call (baccarat-spec/house: src/house/countability.ts), in
 * process: the published anchors as literals, what it refuses (CountError, its option named), and a
 * small seeded run — whole, and in slices merged — equal to what `baccarat count --json` prints for
 * the same options. Literals:
 * - Panda 8 (ez-baccarat, 25:1), published tags, A … 9 then ten-valued: 1,1,−2,−2,−2,−1,−1,−2,+4,1;
 *   with one ten-valued card out of 8 decks it wins on 170,399,271,999,488 of 415·414·…·410 orders;
 * - the slices of 7 shoes in 3: 0-1, 2-3, 4-6 (⌊7k/3⌋);
 * - 8 decks hold 416 cards; a coup of EZ Baccarat takes at most 6.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countText, shardJson } from '../src/house/count-report.js';
import { type CountError, countability, countShard, mergeShards, parseShard } from '../src/house/countability.js';
import { loadProfile } from '../src/loader/bundled.js';
import { validatorOrigins } from '../src/schemas/validator.js';
import { baccarat } from './support/cli.js';
import { type Schema, schemaNodes } from './support/schema-nodes.js';

const ez = loadProfile('ez-baccarat');
const PANDA_8 = [1, 1, -2, -2, -2, -1, -1, -2, 4, 1];

/** What a call throws, as its class, option and message. */
function refusal(f: () => unknown): { error: string; option?: string; message: string } {
  try {
    f();
  } catch (e) {
    const x = e as CountError;
    return { error: x.name, ...(x.option ? { option: x.option } : {}), message: x.message };
  }
  throw new Error('nothing thrown');
}

describe('countability, the exact part', () => {
  it('tells its progress after each shoe it deals: the shoes dealt and those it deals in all', () => {
    const told: [number, number][] = [];
    countability(ez, { bet: 'panda-8', shoes: 3, bound: false, progress: (done, total) => told.push([done, total]) });
    expect(told).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it("derives Panda 8's published tags, balanced, and gives the published anchor without a ten-valued card", () => {
    const r = countability(ez, { bet: 'panda-8', shoes: 0 });
    expect(r.simulation).toBeUndefined();
    expect(r.exact.tags).toMatchObject({ derived: PANDA_8, used: PANDA_8, derivedBalanced: true, given: false });
    const ten = r.exact.effects.find((g) => g.group === 'T');
    expect(ten).toMatchObject({
      ranks: 'TJQK',
      cards: 128,
      winningOrders: '170399271999488',
      total: '4926305992683600',
    });
  });

  it('counts with the tags given, saying whether they balance', () => {
    // Unbalanced on purpose: +1 on the aces alone counts 4 a deck up.
    const tags = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    const r = countability(ez, { bet: 'panda-8', shoes: 0, tags });
    expect(r.exact.tags).toMatchObject({ used: tags, usedBalanced: false, given: true, derived: PANDA_8 });
  });

  it('refuses what it cannot take with a CountError naming the option, before any count', () => {
    expect(refusal(() => countability(ez, { bet: 'panda-9' }))).toEqual({
      error: 'CountError',
      option: 'bet',
      message: 'no such bet; the bets are punto, banco, tie, dragon-7, panda-8',
    });
    expect(refusal(() => countability(ez, { bet: 'panda-8', tags: [1, 2] }))).toEqual({
      error: 'CountError',
      option: 'tags',
      message: 'give 10 tags, one per A 2 3 4 5 6 7 8 9 T; 2 given',
    });
    expect(refusal(() => countability(ez, { bet: 'panda-8', tags: [1, 1, 1, 1, 1, 1, 1, 1, 1, 0.5] }))).toEqual({
      error: 'CountError',
      option: 'tags',
      message: '"0.5" is not a whole number from -999 to 999',
    });
    // 416 cards: a cut of 400 and 11 burnt leave 5, fewer than a coup's 6.
    expect(refusal(() => countability(ez, { bet: 'panda-8', cut: 400, burn: 11 }))).toEqual({
      error: 'CountError',
      option: 'cut',
      message: 'with 11 burnt, leaves no coup in a shoe of 416 cards (a coup may take 6)',
    });
    expect(refusal(() => countShard(ez, { bet: 'panda-8', shoes: 0 }, { k: 1, n: 2 })).message).toBe(
      'a slice is of a simulation: give shoes, at least 1',
    );
    expect(refusal(() => countShard(ez, { bet: 'panda-8' }, { k: 3, n: 2 })).message).toBe(
      'slice 3 of 2: give k of n with 1 ≤ k ≤ n',
    );
  });
});

describe('countability, a seeded run', () => {
  const options = { bet: 'dragon-7', shoes: 7, seed: 42, at: 1 };
  const RUN = ['count', 'ez-baccarat', '--bet', 'dragon-7', '--shoes', '7', '--seed', '42', '--at', '1', '--json'];
  const whole = countability(ez, options);
  const slices = [1, 2, 3].map((k) => countShard(ez, options, { k, n: 3 }));

  it('is what baccarat count --json prints for the same options, figure for figure', async () => {
    const cli = await baccarat(RUN);
    expect(cli.err).toBe('');
    expect(JSON.parse(cli.out)).toEqual(JSON.parse(JSON.stringify(whole)));
    expect(whole.simulation).toMatchObject({ seed: 42, shoes: 7, cut: 14, burn: 0, at: 1 });
    expect(whole.simulation!.bound).toHaveProperty('evWhenBetting');
  });

  it('count --out without --shard prints the whole run and writes it as one slice, which merges to the same', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'countability-'));
    try {
      const file = join(dir, 'whole.json');
      const cli = await baccarat([...RUN, '--out', file]);
      expect(cli.err).toBe('');
      expect(JSON.parse(cli.out)).toEqual(JSON.parse(JSON.stringify(whole)));
      const slice = parseShard(readFileSync(file, 'utf8'), file);
      expect([slice.tally.from, slice.tally.to]).toEqual([0, 7]);
      expect(mergeShards([slice])).toEqual(whole);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('tells progress after each shoe it deals: of the run, or of the slice', () => {
    const told: number[][] = [];
    countability(ez, { ...options, shoes: 3, bound: false, progress: (done, total) => told.push([done, total]) });
    countShard(ez, { ...options, bound: false, progress: (done, total) => told.push([done, total]) }, { k: 3, n: 3 });
    expect(told).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it('in slices, read back from their text and merged in any order, gives the whole run exactly', () => {
    expect(slices.map((s) => [s.tally.from, s.tally.to])).toEqual([
      [0, 2],
      [2, 4],
      [4, 7],
    ]);
    const read = slices.map((s, i) => parseShard(shardJson(s), `part-${i + 1}.json`));
    expect(read).toEqual(slices);
    expect(mergeShards([read[2]!, read[0]!, read[1]!])).toEqual(whole);
  });

  it('refuses slices of other runs, a gap and an overlap, each located by the names given', () => {
    const names = ['a.json', 'b.json', 'c.json'];
    const other = countShard(ez, { ...options, seed: 43 }, { k: 2, n: 3 });
    expect(refusal(() => mergeShards([slices[0]!, other], names)).message).toBe(
      'b.json is another run than a.json: its seed differs (43 against 42)',
    );
    expect(refusal(() => mergeShards([slices[0]!, slices[1]!], names)).message).toBe(
      'shoes 4 to 6 of 7 are in no slice given',
    );
    expect(refusal(() => mergeShards([slices[0]!, slices[0]!, slices[1]!, slices[2]!])).message).toBe(
      "slice 2: its shoes 0 to 1 overlap slice 1's shoes 0 to 1",
    );
    expect(refusal(() => parseShard('{"format":"other"}', 'x.json')).message).toBe(
      'x.json: not a slice of baccarat count (its format is "other", not "baccarat-count-shard/3")',
    );
  });
});

describe('the verdict', () => {
  it('ends the report: Dragon 7 countable, by the exact expectation of the coups a counter bets (docs/house-math.md)', () => {
    const r = countability(ez, { bet: 'dragon-7', shoes: 30 });
    expect(r.verdict).toEqual({
      kind: 'countable',
      text: 'countable: a counter gains +0.5548 units per shoe (by the exact expectation of each coup bet; 95 % interval +0.1837 to +0.9259) at the default penetration (the cut card 14 cards from the end)',
    });
    // The dealt gain, whose luck is the payout's 40 to 1, does not tell it from 0 in 30 shoes.
    expect(r.simulation!.count.gainPerShoe.ci95).toBeGreaterThan(r.simulation!.count.gainPerShoe.mean);
    expect(countText(r).split('\n').slice(-3)).toEqual([
      '',
      'countable: a counter gains +0.5548 units per shoe (by the exact expectation of each coup bet; 95 %',
      '  interval +0.1837 to +0.9259) at the default penetration (the cut card 14 cards from the end)',
    ]);
  });

  it('is not shown where no shoe is dealt and the effects do not settle it', () => {
    expect(countability(ez, { bet: 'panda-8', shoes: 0 }).verdict).toEqual({
      kind: 'not-shown',
      text: 'not shown: no shoe was dealt (--shoes 0), and the effects alone do not tell whether a count beats the house edge',
    });
  });
});

describe('the slice schema (schemas/shard.schema.json)', () => {
  const { root, all } = schemaNodes('schemas/shard.schema.json');
  it('is draft 2020-12, names its format, describes every key and closes every map', () => {
    expect(root.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect((root.properties as Record<string, Schema>).format).toMatchObject({ const: 'baccarat-count-shard/3' });
    expect(all.filter(([, s]) => typeof s.description !== 'string').map(([p]) => p || '/')).toEqual([]);
    expect(all.filter(([, s]) => s.properties && s.additionalProperties !== false).map(([p]) => p || '/')).toEqual([]);
  });

  it('is checked by the standalone validator the build writes', () => {
    parseShard(shardJson(countShard(ez, { bet: 'dragon-7', shoes: 1, bound: false }, { k: 1, n: 1 })));
    expect(validatorOrigins().shard).toBe('standalone');
  });
});
