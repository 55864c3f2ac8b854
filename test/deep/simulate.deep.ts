/**
 * Long simulations held to the exact odds (npm run test:deep): the confidence intervals of millions
 * of seeded coups must hold the exact probabilities and house edges — the published 8-deck figures
 * of Punto Banco, the domestic game's and the house variants' edges from `baccarat odds`. Seeded, so
 * each run is the same; nothing here depends on how fast the machine is.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { compileProfile } from '../../src/core/compile.js';
import { loadPolicyFile } from '../../src/core/policy.js';
import { loadProfile } from '../../src/loader/bundled.js';
import { exactOdds } from '../../src/odds/exact.js';
import { simulate } from '../../src/simulate/parallel.js';

function baccarat(args: string[]) {
  const r = spawnSync(process.execPath, ['bin/baccarat.js', ...args], { encoding: 'utf8', maxBuffer: 1 << 24 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

interface Json {
  coups: number;
  punters?: number;
  outcomes: Record<string, { count: number; frequency: number; ci95: [number, number] }>;
  bets: Record<string, { perUnit: number; ci95: [number, number] }>;
  facts?: Record<string, { count: number; frequency: number; ci95: [number, number] }>;
}

const TOTAL = 4998398275503360;
const EXACT = { punto: 2230518282592256 / TOTAL, banco: 2292252566437888 / TOTAL, tie: 475627426473216 / TOTAL };
const EDGE = { punto: 0.012351, banco: 0.010579, tie: 0.143596 };

describe('baccarat simulate punto-banco, 2,000,000 coups', () => {
  const args = ['simulate', 'punto-banco', '-n', '2000000', '--seed', '2026', '--workers', '2', '--json'];
  const first = baccarat(args);
  const json = JSON.parse(first.out) as Json;

  it('gives the same result for the same seed and worker count', () => {
    expect(first.code).toBe(0);
    expect(baccarat(args).out).toBe(first.out);
    expect(Object.values(json.outcomes).reduce((a, o) => a + o.count, 0)).toBe(2_000_000);
  });

  it('holds each exact probability and house edge within its 95 % confidence interval', () => {
    for (const [id, p] of Object.entries(EXACT)) {
      const [lo, hi] = json.outcomes[id]!.ci95;
      expect(lo, id).toBeLessThan(p);
      expect(hi, id).toBeGreaterThan(p);
    }
    for (const [id, edge] of Object.entries(EDGE)) {
      const [lo, hi] = json.bets[id]!.ci95;
      expect(lo, id).toBeLessThan(-edge);
      expect(hi, id).toBeGreaterThan(-edge);
    }
  });
});

describe('baccarat simulate baccarat-domestic, 1,000,000 coups', () => {
  const run = baccarat(['simulate', 'baccarat-domestic', '-n', '1000000', '--seed', '4', '--workers', '2', '--json']);
  const json = JSON.parse(run.out) as Json;

  it("holds each punter's exact house edge (one punter's hand against the banker's) within its 95 % confidence interval", () => {
    expect(run.code).toBe(0);
    expect(json).toMatchObject({ coups: 1_000_000, punters: 3 });
    const profile = loadProfile('baccarat-domestic');
    const edge = exactOdds(profile, {
      policy: loadPolicyFile('fixtures/policies/baccarat-domestic.yaml', compileProfile(profile)),
    }).bets[0]!.houseEdge;
    expect(edge).toBeCloseTo(0.074522, 6);
    for (const bet of Object.values(json.bets)) {
      expect(bet.ci95[0]).toBeLessThan(-edge);
      expect(bet.ci95[1]).toBeGreaterThan(-edge);
    }
  });
});

describe('baccarat simulate baccarat-club, 400,000 coups', () => {
  const json = JSON.parse(
    baccarat(['simulate', 'baccarat-club', '-n', '400000', '--seed', '11', '--workers', '2', '--json']).out,
  ) as Json;

  it('counts the penalties and settles a punter who does not hold the cards apart', () => {
    expect(json.coups).toBe(400_000);
    for (const side of ['right', 'left']) {
      // RC-15: the holder drew on 6 (one time in ten under the policy) and his tableau lost.
      expect(json.facts![`penalty on ${side}`]!.count).toBeGreaterThan(0);
      expect(json.bets[`side on ${side}, not the holder`]!.perUnit).toBeGreaterThan(
        json.bets[`side on ${side}`]!.perUnit,
      );
    }
  });
});

describe('the streams fix the result, not the threads that play them', () => {
  it('256 streams of punto-banco, 512 coups, seed 3: one thread and two give the same tally', async () => {
    const profile = loadProfile('punto-banco');
    const spec = { profile, policy: undefined, engine: 'kernel' as const, seed: 3, coups: 512, workers: 256 };
    expect(await simulate({ ...spec, threads: 1 })).toEqual(await simulate({ ...spec, threads: 2 }));
  });
});

describe('the chart on worker threads', () => {
  it('plays the very same coups as the kernel: punto-banco, 200 coups, seed 5, two workers', () => {
    const small = ['simulate', 'punto-banco', '-n', '200', '--seed', '5', '--workers', '2', '--json'];
    const kernel = JSON.parse(baccarat(small).out) as Json & { engine: string };
    const chart = JSON.parse(baccarat([...small, '--statechart']).out) as Json & { engine: string };
    expect(chart.engine).toBe('statechart');
    expect(chart.outcomes).toEqual(kernel.outcomes);
    expect(chart.bets).toEqual(kernel.bets);
  });
});
