/**
 * Exact odds of a banker against two tableaux (src/odds/three-hands.ts) held by long simulations
 * (npm run test:deep): 3,000,000 seeded coups of Baccarat Banque and modern baccarat at 6 decks, and of
 * club baccarat with its drawing penalty (RC-15) at 2 and 6 decks, each
 * shoe reshuffled after every coup (each coup from a fresh shoe, as the exact odds count), under the
 * plain policies and under the banker's best response. Every exact outcome probability and bet lies
 * within the simulation's interval. Some thirty figures are compared at once: at 95 % one or two would
 * miss by chance alone, so each is held to 3.29 standard errors (99.9 %), as test/deep/odds-house.deep.ts
 * holds the house variants.
 */
import { describe, expect, it } from 'vitest';
import { compileProfile } from '../../src/core/compile.js';
import { fraction, toNumber } from '../../src/core/fraction.js';
import { checkPolicyText, loadPolicyFile, type Policy } from '../../src/core/policy.js';
import { loadProfile } from '../../src/loader/bundled.js';
import { exactOdds } from '../../src/odds/exact.js';
import { exactOddsOfHands } from '../../src/odds/three-hands.js';
import type { Profile } from '../../src/profile/types.js';
import { runStream } from '../../src/simulate/run.js';
import { summarizeCompiled, Z95 } from '../../src/simulate/stats.js';
import { bestResponseOfBanker } from '../../src/solve/best-response.js';
import { countByOutcome, sameForAll } from '../oracle/three-hands.js';
import { baccarat } from '../support/cli.js';

const Z999 = 3.290526731491926;

function agrees(profile: Profile, policy: Policy, seed: number) {
  const c = compileProfile(profile);
  const exact = exactOdds(profile, { policy });
  const sim = summarizeCompiled(c, runStream({ profile, policy, engine: 'kernel', seed, stream: 0, coups: 3_000_000 }));
  const within = (label: string, exactValue: number, value: number, ci: readonly [number, number]) => {
    const se = (ci[1] - ci[0]) / (2 * Z95);
    expect(Math.abs(exactValue - value), label).toBeLessThan(Z999 * se);
  };
  for (const [i, x] of exact.outcomes.entries())
    within(
      x.id,
      toNumber(fraction(x.count.num, x.count.den * exact.total)),
      sim.outcomes[i]!.frequency.value,
      sim.outcomes[i]!.frequency.ci95,
    );
  expect(sim.bets.map((b) => b.id)).toEqual(exact.bets.map((b) => b.id));
  for (const [i, b] of exact.bets.entries())
    within(b.id, toNumber(b.ev), sim.bets[i]!.perUnit.value, sim.bets[i]!.perUnit.ci95);
  // RC-15: each side's penalty, as often as the simulation's holders pay it.
  expect(sim.facts.map((f) => f.id)).toEqual((exact.penalties ?? []).map((p) => p.id));
  for (const [i, p] of (exact.penalties ?? []).entries())
    within(
      p.id,
      toNumber(fraction(p.count.num, p.count.den * exact.total)),
      sim.facts[i]!.frequency.value,
      sim.facts[i]!.frequency.ci95,
    );
}

const fresh = (id: string, decks: number): Profile => {
  const p = loadProfile(id);
  return { ...p, shoe: { ...p.shoe, decks, reshuffle: 'after-every-coup' } };
};

describe('three-hand exact odds against 3,000,000 simulated coups', () => {
  it.each(['baccarat-banque', 'baccarat-modern'])('%s, 6 decks, its plain policy', (id) => {
    const profile = fresh(id, 6);
    agrees(profile, loadPolicyFile(`fixtures/policies/${id}.yaml`, compileProfile(profile)), 2026);
  });

  // Club baccarat with its drawing penalty (RC-15): its plain policy (holders drawing on 6 one time
  // in ten) at its 2 decks, and holders drawing on 6 and 7 every time at 6 decks.
  it('baccarat-club, 2 decks, its plain policy', () => {
    const profile = fresh('baccarat-club', 2);
    agrees(profile, loadPolicyFile('fixtures/policies/baccarat-club.yaml', compileProfile(profile)), 2028);
  });

  // Its plain policy's tenths are too fine for the walk in doubles at 6 decks: path labels (src/odds/path-labels.ts).
  it('baccarat-club, 6 decks, its plain policy (walked with path labels)', () => {
    const profile = fresh('baccarat-club', 6);
    agrees(profile, loadPolicyFile('fixtures/policies/baccarat-club.yaml', compileProfile(profile)), 2030);
  });

  it('baccarat-club, 6 decks, the holders drawing on 6 and 7', () => {
    const profile = fresh('baccarat-club', 6);
    agrees(
      profile,
      loadPolicyFile('fixtures/policies/club-holders-draw-on-6-and-7.yaml', compileProfile(profile)),
      2029,
    );
  });

  it("baccarat-banque, 6 decks, the banker's best response by his total", () => {
    const profile = fresh('baccarat-banque', 6);
    const r = bestResponseOfBanker(profile, {
      policy: loadPolicyFile('fixtures/policies/baccarat-banque.yaml', compileProfile(profile)),
    });
    agrees(profile, r.policy, 2027);
  });
});

/**
 * Club baccarat's fourth card (RC-13) on a twelve-card shoe, against the test oracle
 * (test/oracle/three-hands.ts), a brute force over the actual cards: dealt right, left, banker
 * twice (RC-08); a natural 8 or 9 ends the coup (RC-11); right, then left, then the banker draw (sides: 0-4 must, 5 half the time, 6-7 stand, as
 * the policy below; the banker: 0-4, half the time on 5); a hand whose three cards are all
 * ten-valued takes a fourth (RC-13); ties are returned (RC-02). The drawing penalty (RC-15) is left
 * out of the profile: exact odds do not count it yet.
 */
describe('club baccarat without its penalty: the fourth card against a brute force', () => {
  it('every outcome of a twelve-card shoe counts the same card orders', () => {
    const club = loadProfile('baccarat-club');
    const profile: Profile = { ...club, drawing: { ...club.drawing, penalties: [] } };
    const c = compileProfile(profile);
    const text =
      'choices: { right: { 5: 0.5, 6-7: stand }, left: { 5: 0.5, 6-7: stand }, banker: { 0-4: draw, 5: 0.5, 6-7: stand } }';
    const { policy } = checkPolicyText(text, 'inline.yaml', c);
    const cards = [0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 9];
    const shoe = new Map<number, number>();
    for (const v of cards) shoe.set(v, (shoe.get(v) ?? 0) + 1);
    const exact = exactOddsOfHands(profile, { policy: policy!, shoe });

    // Card orders x 8 (2 per turn) by outcome, every card a distinct card: the oracle with the club's
    // fourth card (RC-13) and no penalty; the sides draw 0-4, half the time on 5; so does the banker.
    const out = countByOutcome(cards, {
      drawsOutOf2: sameForAll((t) => (t <= 4 ? 2 : t === 5 ? 1 : 0)),
      fourthOnThreeTens: true,
    });
    expect(exact.total).toBe(479001600n);
    for (const x of exact.outcomes)
      expect(fraction(x.count.num * 8n, x.count.den), x.id).toEqual(fraction(BigInt(out.get(`${x.id}|0`) ?? 0)));
  }, 600_000);
});

/**
 * Club baccarat with its drawing penalty (RC-15) on a twelve-card shoe, every order of its twelve
 * distinct cards, against the test oracle test/oracle/three-hands.ts (the club's rules written out
 * again there): the holders draw on 6 and 7 (right half the time on 5 and 6, left always on 6
 * and half the time on 7), so that the penalty is met; the count by outcome and by which sides'
 * holders repay, and each stake's result from those counts.
 */
describe('club baccarat with its penalty: every order of a twelve-card shoe against a brute force', () => {
  it('the same card orders by outcome and penalty, the same result of every stake', () => {
    const club = loadProfile('baccarat-club');
    const text =
      'choices: { right: { 5: 0.5, 6: 0.5, 7: stand }, left: { 5: stand, 6: draw, 7: 0.5 }, banker: { 0-4: draw, 5: 0.5, 6-7: stand } }';
    const { policy } = checkPolicyText(text, 'inline.yaml', compileProfile(club));
    const drawsOutOf2 = [
      (t: number) => (t <= 4 ? 2 : t === 5 || t === 6 ? 1 : 0),
      (t: number) => (t <= 4 || t === 6 ? 2 : t === 7 ? 1 : 0),
      (t: number) => (t <= 4 ? 2 : t === 5 ? 1 : 0),
    ] as const;
    const cards = [0, 0, 0, 0, 6, 6, 7, 7, 3, 3, 1, 9];
    const shoe = new Map<number, number>();
    for (const v of cards) shoe.set(v, (shoe.get(v) ?? 0) + 1);
    const exact = exactOddsOfHands(club, { policy: policy!, shoe });
    const brute = countByOutcome(cards, { drawsOutOf2, fourthOnThreeTens: true, penalty: true });
    const sum = (keep: (outcome: string, bits: number) => boolean) =>
      [...brute].reduce((a, [key, n]) => (keep(key.split('|')[0]!, Number(key.split('|')[1])) ? a + BigInt(n) : a), 0n);
    expect(exact.total).toBe(479001600n);
    for (const x of exact.outcomes)
      expect(fraction(x.count.num * 8n, x.count.den), x.id).toEqual(fraction(sum((out) => out === x.id)));
    expect(exact.penalties?.map((x) => fraction(x.count.num * 8n, x.count.den))).toEqual([
      fraction(sum((_, b) => (b & 1) === 1)),
      fraction(sum((_, b) => (b & 2) === 2)),
    ]);
    expect([1, 2, 3].map((b) => sum((_, bits) => bits === b) > 0n)).toEqual([true, true, true]);
    const side = (out: string, s: number) => out.split(', ')[s]!.split(' ')[1]!;
    const ev = (net: (outcome: string, bits: number) => bigint) =>
      fraction(
        [...brute].reduce((a, [key, n]) => a + BigInt(n) * net(key.split('|')[0]!, Number(key.split('|')[1])), 0n),
        8n * 479001600n,
      );
    const plain = (s: number) => (out: string) => (side(out, s) === 'win' ? 1n : side(out, s) === 'lose' ? -1n : 0n);
    expect(Object.fromEntries(exact.bets.map((b) => [b.id, b.ev]))).toEqual({
      'side on right': ev(plain(0)),
      'side on left': ev(plain(1)),
      cheval: ev((out) =>
        side(out, 0) === 'win' && side(out, 1) === 'win'
          ? 1n
          : side(out, 0) === 'lose' && side(out, 1) === 'lose'
            ? -1n
            : 0n,
      ),
      'side on right, not the holder': ev((out, bits) => (bits & 1 ? 0n : plain(0)(out))),
      'side on left, not the holder': ev((out, bits) => (bits & 2 ? 0n : plain(1)(out))),
    });
  }, 900_000);
});

describe('baccarat odds baccarat-banque', () => {
  // The exact fractions as `odds` prints them at the profile's 3 decks (the three-hand enumerator's
  // own checks, on small shoes against a brute force, are npm test's: test/odds-three-hands.test.ts).
  it('prints exact fractions, no longer pointing to simulate', async () => {
    const r = await baccarat(['odds', 'baccarat-banque', '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as {
      total: string;
      outcomes: Record<string, string>;
      bets: Record<string, { ev: string }>;
    };
    // 156 cards, 9 ordered cards a coup: 156 x 155 x ... x 148.
    expect(json.total).toBe('43254194249762496000');
    // The plain policy plays the banker's hand as a side's (draw 0-4, half the time on 5, stand
    // 6-7) and no commission is charged: the sides and the banker are interchangeable, the game fair.
    expect(json.bets['side on right']!.ev).toBe('0');
    expect(json.outcomes['right win, left lose']).toBe(json.outcomes['right lose, left win']);
  });
});
