/**
 * The shuffle battery (src/shuffles/, docs/shuffles.md): its distributions against printed tables,
 * its exact moments against values worked by hand or by enumeration, and the battery held to known
 * shufflers from the new shoe's order with fixed seeds (test/support/shufflers.ts): good ones pass,
 * each bad one is caught by the test that should catch it at the number of shoes stated here.
 */
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { BuiltinEngine } from '../src/engine/builtin.js';
import { serve } from '../src/engine/serve.js';
import type { ShuffledShoe } from '../src/engine/types.js';
import { loadProfile } from '../src/loader/bundled.js';
import { createBattery, runBattery } from '../src/shuffles/battery.js';
import { readShoes, sampleOf } from '../src/shuffles/collect.js';
import { ShoeDigests } from '../src/shuffles/digests.js';
import { pairMoments, risingMoments, risingSequences } from '../src/shuffles/moments.js';
import type { BatteryReport } from '../src/shuffles/results.js';
import { chiSquareQuantileSf, chiSquareSf, holm, normalSf } from '../src/shuffles/stats.js';
import { baccarat } from './support/cli.js';
import {
  fisherYates,
  moduloBias,
  naiveSwap,
  newShoe,
  randomComparator,
  reused,
  riffles,
  shoesOf,
  sixteenBit,
} from './support/shufflers.js';

const pb = loadProfile('punto-banco');
const failing = (r: BatteryReport) => r.tests.filter((t) => t.status === 'fail').map((t) => t.id);

describe('the distributions', () => {
  it('give the chi-square 0.99 quantiles of the tables (df 1, 2, 12, 51) and the normal tail', () => {
    expect(chiSquareQuantileSf(0.01, 1)).toBeCloseTo(6.635, 3);
    expect(chiSquareQuantileSf(0.01, 2)).toBeCloseTo(9.21, 3);
    expect(chiSquareQuantileSf(0.01, 12)).toBeCloseTo(26.217, 3);
    expect(chiSquareQuantileSf(0.01, 51)).toBeCloseTo(77.386, 3);
    expect(chiSquareSf(3.841, 1)).toBeCloseTo(0.05, 4);
    expect(normalSf(1.959964)).toBeCloseTo(0.025, 6);
    expect(normalSf(2.326348)).toBeCloseTo(0.01, 6);
    expect(normalSf(-1)).toBeCloseTo(0.841345, 6);
  });

  it('Holm–Bonferroni multiplies the i-th smallest of m by m − i + 1, kept non-decreasing', () => {
    expect(holm([0.01, 0.04, 0.03, 0.005])).toEqual([0.03, 0.06, 0.06, 0.02]);
  });
});

describe('the exact moments under a uniform shuffle', () => {
  it('of neighbours of one kind: AABB arranged every way (6) has mean 1 and variance 2/3', () => {
    const m = pairMoments({ counts: [2, 2], f: (t, u) => (t === u ? 1 : 0) });
    expect(m.mean).toBeCloseTo(1, 12);
    expect(m.variance).toBeCloseTo(2 / 3, 12);
  });

  it('8 decks: 31 neighbours of one rank (415 × 31/415), 209 runs of colour with the Wald–Wolfowitz variance 103.7494', () => {
    expect(pairMoments({ counts: Array(13).fill(32), f: (t, u) => (t === u ? 1 : 0) }).mean).toBeCloseTo(31, 9);
    const runs = pairMoments({ counts: [208, 208], f: (t, u) => (t === u ? 0 : 1) });
    // 1 + changes: 1 + 2·208·208/416 = 209; variance 2·208·208·(2·208·208 − 416) / (416² · 415).
    expect(runs.mean + 1).toBeCloseTo(209, 9);
    expect(runs.variance).toBeCloseTo(103.7494, 4);
  });

  it('of rising sequences: one deck 53/2 and 53/12; two decks 52 and 86/9 (enumerated); eight decks mean 205', () => {
    expect(risingMoments(1).mean).toBe(26.5);
    expect(risingMoments(1).variance).toBeCloseTo(53 / 12, 12);
    expect(risingMoments(2).mean).toBe(52);
    expect(risingMoments(2).variance).toBeCloseTo(86 / 9, 12);
    expect(risingMoments(8).mean).toBe(205);
  });

  it('the new shoe has one rising sequence, a deck reversed 52', () => {
    expect(risingSequences(newShoe(8), 8)).toBe(1);
    expect(risingSequences(newShoe(1).reverse(), 1)).toBe(52);
  });
});

describe("the repeated shoes' digests", () => {
  it('tell 2700 different shoes apart through the table growing from 1024 slots, and know each again', () => {
    const digests = new ShoeDigests();
    // Shoe i: a one-deck shoe whose first two cards spell i (i < 52²), each different from the others.
    const shoe = (i: number) =>
      Uint8Array.from({ length: 52 }, (_, k) => (k === 0 ? i % 52 : k === 1 ? Math.floor(i / 52) : k));
    const first = Array.from({ length: 2700 }, (_, i) => digests.seen(shoe(i)));
    const again = Array.from({ length: 2700 }, (_, i) => digests.seen(shoe(i)));
    expect(first.filter(Boolean).length).toBe(0);
    expect(again.filter(Boolean).length).toBe(2700);
  });
});

describe('the battery on known shufflers (one deck of punto-banco unless said)', () => {
  it('passes Fisher–Yates on a good seeded generator (300 shoes)', () => {
    const r = runBattery(shoesOf(fisherYates, 1, 300, 42), pb, 1);
    expect(r.verdict).toBe('pass');
    expect(r.tests.filter((t) => t.status === 'not-applicable').map((t) => t.id)).toEqual([
      'first-after-burn',
      'cut-card',
    ]);
  });

  it('catches one riffle in 10 shoes and three riffles in 20, by rising sequences', () => {
    expect(failing(runBattery(shoesOf(riffles(1), 1, 10, 42), pb, 1))).toContain('rising-sequences');
    expect(failing(runBattery(shoesOf(riffles(3), 1, 20, 42), pb, 1))).toEqual(['rising-sequences']);
  });

  it('catches one riffle of 8 decks in 10 shoes by its neighbours too', () => {
    const r = runBattery(shoesOf(riffles(1), 8, 10, 42), pb);
    expect(failing(r)).toEqual(expect.arrayContaining(['adjacent-value', 'serial-correlation', 'rising-sequences']));
  });

  it('catches a sort by a random comparator in 600 shoes, by the first card and the places against the new shoe', () => {
    expect(failing(runBattery(shoesOf(randomComparator, 1, 600, 42), pb, 1))).toEqual([
      'first-card',
      'places-against-new',
    ]);
  });

  it('catches a 16-bit generator in 700 shoes, by a repeated shoe', () => {
    expect(failing(runBattery(shoesOf(sixteenBit, 1, 700, 42), pb, 1))).toEqual(['repeated-shoes']);
  });

  it("catches Fisher–Yates with an 8-bit modulo bias in 100 shoes of 8 decks (as soon as it runs), by each card's place against the new shoe", () => {
    expect(failing(runBattery(shoesOf(moduloBias, 8, 100, 42), pb))).toEqual(['places-against-new']);
  });

  it('catches the naive swap of one deck in 100 shoes, by the places against the new shoe', () => {
    expect(failing(runBattery(shoesOf(naiveSwap, 1, 100, 42), pb, 1))).toEqual(['places-against-new']);
  });

  it('catches a shoe re-used with one riffle in 101 shoes of 8 decks (100 compared), by the places against the shoe before', () => {
    const r = runBattery(shoesOf(reused(), 8, 101, 42), pb);
    expect(failing(r)).toEqual(['places-against-before']);
    expect(r.tests.find((t) => t.id === 'places-against-new')).toMatchObject({ status: 'pass' });
  });

  it('reads the places test against the shoe before only from the second shoe: 101 shoes are needed', () => {
    const r = runBattery(shoesOf(fisherYates, 1, 100, 42), pb, 1);
    expect(r.tests.find((t) => t.id === 'places-against-before')).toMatchObject({
      status: 'not-applicable',
      reason: 'needs 101 shoes or more (has 100)',
    });
    expect(r.tests.find((t) => t.id === 'places-against-new')).toMatchObject({ status: 'pass' });
  });

  it("says chemin-de-fer's outcomes need a policy the battery does not take, naming no option it lacks", () => {
    const r = runBattery(shoesOf(fisherYates, 1, 10, 42), loadProfile('chemin-de-fer'), 1);
    const reason = r.tests.find((t) => t.id === 'outcomes')?.reason ?? '';
    expect(reason).toMatch(/: its exact odds need a policy for those choices, which the battery does not take$/);
    expect(reason).not.toContain('--policy');
  });

  it('catches a cut card always 14 cards from the bottom in 10 shoes', () => {
    const r = runBattery(shoesOf(fisherYates, 1, 10, 42, 14), pb, 1);
    expect(failing(r)).toEqual(['cut-card']);
  });
});

/** The built-in engine served over the protocol in this process: each request a line, each answer a line. */
async function overTheWire(seed: number, count: number) {
  const input = new PassThrough();
  const output = new PassThrough();
  const served = serve(new BuiltinEngine(undefined, seed), input, output);
  const answers: Record<string, unknown>[] = [];
  let buffer = '';
  output.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    const lines = buffer.split('\n');
    buffer = lines.pop()!;
    for (const l of lines) answers.push(JSON.parse(l) as Record<string, unknown>);
  });
  for (let id = 1; id <= count; id++)
    input.write(`${JSON.stringify({ type: 'shuffle', id, profile: 'punto-banco' })}\n`);
  input.end();
  await served;
  return answers;
}

describe("the built-in engine's shoes", () => {
  it('pass the battery over the wire (100 seeded shoes of 8 decks), each answer of the shoe schema', async () => {
    const answers = await overTheWire(7, 100);
    const validate = new Ajv2020({ strict: false }).compile(
      JSON.parse(readFileSync('schemas/adapter/shoe.schema.json', 'utf8')) as object,
    );
    expect(answers.every((a) => validate(a))).toBe(true);
    expect(answers[0]).toMatchObject({ type: 'shoe', id: 1, decks: 8, cut: 0, burn: 0 });
    // Each shoe reaches the battery before the next is asked for: the shoes are read as a stream.
    let asked = 0;
    let fed = 0;
    const engine = {
      shuffle: async () => {
        expect(fed).toBe(asked++);
        return answers.shift() as unknown as ShuffledShoe;
      },
    };
    const battery = createBattery(pb);
    await readShoes(engine as never, 'punto-banco', 8, 100, (shoe, n) => {
      expect(n).toBe(++fed);
      battery.add(shoe);
    });
    expect(fed).toBe(100);
    expect(battery.report()).toMatchObject({ shoes: 100, verdict: 'pass' });
  });

  it('name the shoe whose answer the adapter layer refused (not of the shoe schema)', async () => {
    let n = 0;
    const engine = {
      shuffle: async () => {
        if (++n === 4)
          throw new Error('to "shuffle" (id 4): the "shoe" message has the wrong shape: /cut must be >= 0');
        const cards = [...'A23456789TJQK'].flatMap((r) => ['S', 'H', 'D', 'C'].map((u) => `${r}${u}`));
        return { cards, decks: 1, cut: 0 } as unknown as ShuffledShoe;
      },
    };
    await expect(readShoes(engine as never, 'punto-banco', 1, 5, () => {})).rejects.toThrow(
      'shoe 4: to "shuffle" (id 4): the "shoe" message has the wrong shape: /cut must be >= 0',
    );
  });

  it("refuse, as the adapter's fault, a shoe that is not the decks' cards", () => {
    const cards = [...'A23456789TJQK'].flatMap((r) =>
      ['S', 'H', 'D', 'C'].map((s) => `${r}${s}`),
    ) as ShuffledShoe['cards'];
    expect(() => sampleOf({ cards, decks: 2, cut: 0 }, 8, 3)).toThrow(
      'shoe 3: the engine says 2 decks, and the profile has 8',
    );
    expect(() => sampleOf({ cards: cards.slice(1), decks: 1, cut: 0 }, 1, 1)).toThrow(
      'shoe 1: 51 cards, and a shoe of 1 deck holds 52',
    );
    expect(() => sampleOf({ cards: ['AH', ...cards.slice(1)], decks: 1, cut: 0 }, 1, 2)).toThrow(
      "shoe 2: AH is there more than 1 time (card 2): not a permutation of the decks' cards",
    );
  });
});

describe('baccarat shuffles', () => {
  it('--json is of schemas/shuffles-report.schema.json, and passes on the seeded built-in engine', async () => {
    const r = await baccarat(['shuffles', '--seed', '3', '--shoes', '260', '--json']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const validate = new Ajv2020({ allErrors: true }).compile(
      JSON.parse(readFileSync('schemas/shuffles-report.schema.json', 'utf8')) as object,
    );
    const report = JSON.parse(r.out) as unknown;
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
    expect(report).toMatchObject({ profile: 'punto-banco', seed: 3, shoes: 260, decks: 8, verdict: 'pass' });
    // At the least --shoes every test runs but the two the built-in engine gives nothing to: a burn, a cut card.
    expect((report as BatteryReport).tests.filter((t) => t.status === 'not-applicable').map((t) => t.id)).toEqual([
      'first-after-burn',
      'cut-card',
    ]);
  });

  it('refuses fewer shoes than the battery needs, naming the least, rather than pass on tests unrun', async () => {
    const r = await baccarat(['shuffles', '--shoes', '2']);
    expect(r.code).toBe(2);
    expect(r.err.split('\n')[0]).toBe(
      '--shoes 2: the battery needs 260 shoes or more (20 expected a cell for the rank at each place); fewer would leave tests unrun',
    );
    expect(r.out).toBe('');
  });

  it('refuses a bad --shoes with one located line', async () => {
    const r = await baccarat(['shuffles', '--shoes', 'many']);
    expect(r.code).toBe(2);
    expect(r.err.split('\n')[0]).toMatch(/^--shoes many: /);
    expect(r.out).toBe('');
  });

  it('says so and exits 1 for an engine without the feature shoes', async () => {
    const adapter = `node -e "require('readline').createInterface({input:process.stdin}).on('line',l=>{const r=JSON.parse(l);console.log(JSON.stringify(r.type==='sync'?{type:'synced',id:r.id}:{type:'capabilities',id:r.id,protocol:'baccarat-adapter/2',engine:{name:'plain',version:'1'},variants:['punto-banco'],features:[]}))})"`;
    const r = await baccarat(['shuffles', '--engine', adapter]);
    expect(r.code).toBe(1);
    expect(r.err.trim()).toBe(
      'plain 1 does not offer the feature shoes: its shuffle cannot be judged (docs/shuffles.md)',
    );
  });
});
