/**
 * `baccarat count` and `merge`: effects of removal against the published anchor, tags against the
 * published ones, and a sharded simulation merged against the unsharded run. Literals only:
 * - with one ten-valued card removed from 8 decks, Panda 8 (ez-baccarat, 25:1) wins on
 *   170,399,271,999,488 of the 415·414·…·410 card orders;
 * - published tags, A … 9 then ten-valued: Dragon 7 0,0,0,−1,−1,−1,−1,+2,+2,0; Panda 8
 *   1,1,−2,−2,−2,−1,−1,−2,+4,1 (both balanced: 4 × (sum of A … 9) + 16 × ten-valued = 0 a deck).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { add, fraction, mul } from '../src/core/fraction.js';
import { loadProfile } from '../src/loader/bundled.js';
import { bettingCorrelation, deriveTags, effectsOfRemoval, imbalanceOf } from '../src/odds/count.js';
import { baccarat } from './support/cli.js';

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

  it("reads every bet's effects from one set of shoes a card short, counted once a process", () => {
    // Each shoe's odds hold every bet: Dragon 7's effects read the very counts Panda 8's did.
    expect(dragon.fresh).toBe(panda.fresh);
    dragon.groups.forEach((g, i) => {
      expect(g.odds).toBe(panda.groups[i]!.odds);
    });
    // The expectations are each bet's own.
    expect(dragon.ev).not.toEqual(panda.ev);
    expect(dragon.ev).toEqual(dragon.fresh.bets.find((b) => b.id === 'dragon-7')!.ev);
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

describe('baccarat count and merge', () => {
  const dir = mkdtempSync(join(tmpdir(), 'count-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const RUN = ['count', 'ez-baccarat', '--bet', 'dragon-7', '--shoes', '7', '--seed', '42', '--at', '1'];

  it('three slices merged print the unsharded run byte for byte (--json)', async () => {
    const whole = await baccarat([...RUN, '--json']);
    expect(whole.err).toBe('');
    expect(whole.code).toBe(0);
    const files = ['a.json', 'b.json', 'c.json'].map((f) => join(dir, f));
    for (const [k, file] of files.entries()) {
      const r = await baccarat([...RUN, '--shard', `${k + 1}/3`, '--out', file]);
      expect(r.code).toBe(0);
    }
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
    const a = join(dir, 'a.json');
    const b = join(dir, 'b.json');
    const other = join(dir, 'other.json');
    await baccarat([...RUN.slice(0, -4), '--seed', '43', '--at', '1', '--shard', '2/3', '--out', other]);
    const seed = await baccarat(['merge', a, other]);
    expect(seed.code).toBe(1);
    expect(seed.err).toMatch(/is another run than .*a\.json: its seed differs \(43 against 42\)\n$/);
    const missing = await baccarat(['merge', a, b]);
    expect(missing.err).toBe('shoes 4 to 6 of 7 are in no slice given\n');
    const twice = await baccarat(['merge', a, a, b]);
    expect(twice.err).toMatch(/a\.json: its shoes 0 to 1 overlap another slice's\n$/);
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
    ).toBe('--shard 4/3: give k/n, slice k of n, with 1 ≤ k ≤ n (e.g. 2/3)');
  });
});
