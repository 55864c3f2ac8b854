/**
 * Exact odds of a banker against two tableaux (src/odds/three-hands.ts), checked four ways:
 * - a nine-card shoe counted by hand (the literals below are worked out in the comments);
 * - nine-card shoes against the test oracle (test/oracle/three-hands.ts): a plain recursive
 *   enumeration over the actual cards, with Baccarat Banque's rules written out again there (BB-04.3
 *   deal order, BB-04.6 naturals, BB-05.2 the sides' draws, BB-06 each side against the banker, ties
 *   returned) — an independent check, importing nothing from src/;
 * - the two-hand profiles with a banker (Chemin de Fer, the domestic game) counted both ways, card
 *   by card (exact.ts) and hand by hand: the same card orders;
 * - a seeded simulation of club baccarat's holders drawing on 6 and 7 (the compiled kernel, shoes
 *   reshuffled after every coup so that each coup is dealt from a fresh shoe as the exact odds count
 *   it): each exact probability within its 95 % Wilson interval. The long runs, Baccarat Banque's
 *   among them, are in test/deep/odds-three-hands.deep.ts.
 */
import { describe, expect, it } from 'vitest';
import { oddsText } from '../src/cli/odds.js';
import { compileProfile } from '../src/core/compile.js';
import { fraction, fractionText, groupDigits } from '../src/core/fraction.js';
import { checkPolicyText, loadPolicyFile, type Policy } from '../src/core/policy.js';
import { loadProfile } from '../src/loader/bundled.js';
import { exactOdds } from '../src/odds/exact.js';
import { exactOddsOfHands } from '../src/odds/three-hands.js';
import { runStream } from '../src/simulate/run.js';
import { summarizeCompiled } from '../src/simulate/stats.js';
import { countByOutcome, sameForAll } from './oracle/three-hands.js';
import { baccarat } from './support/cli.js';

const banque = loadProfile('baccarat-banque');
const banqueC = compileProfile(banque);

function policyOf(text: string): Policy {
  const { policy, problems } = checkPolicyText(text, 'inline.yaml', banqueC);
  if (!policy) throw new Error(problems.map((p) => p.message).join('\n'));
  return policy;
}
const plain = loadPolicyFile('fixtures/policies/baccarat-banque.yaml', banqueC);
const bankerStandsOnZero = policyOf(
  'choices: { right: { 5: 0.5 }, left: { 5: 0.5 }, banker: { 0: stand, 1-4: draw, 5: 0.5, 6-7: stand } }',
);

const shoeOf = (values: readonly number[]) => {
  const m = new Map<number, number>();
  for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
  return m;
};

describe('a nine-card shoe counted by hand', () => {
  // Eight ten-valued cards and one 9; a coup takes all nine in some order: 9! = 362,880 orders.
  // The 9 among the six dealt (6 in 9): its hand holds 9 + 0, a natural; the coup ends and the other
  // hands stand on 0 against each other. Else (3 in 9) all hands hold 0 and draw (0-4 must draw, the
  // banker's policy draws on 0), in turn right, left, banker, and whoever draws the 9 wins with it.
  // Either way each hand holds the 9 with probability 1/3: right win & left equal, right equal & left
  // win, both lose (the banker's 9): 120,960 orders each.
  it('with the banker drawing on 0: three outcomes of 120,960 card orders each', () => {
    const o = exactOddsOfHands(banque, { policy: plain, shoe: shoeOf([0, 0, 0, 0, 0, 0, 0, 0, 9]) });
    expect(o.total).toBe(362880n);
    const counts = Object.fromEntries(o.outcomes.filter((x) => x.count.num !== 0n).map((x) => [x.id, x.count]));
    expect(counts).toEqual({
      'right win, left equal': { num: 120960n, den: 1n },
      'right lose, left lose': { num: 120960n, den: 1n },
      'right equal, left win': { num: 120960n, den: 1n },
    });
    // No house edge either way: the sides' bets are even money and the shoe is symmetric.
    expect(o.bets.map((b) => [b.id, b.ev])).toEqual([
      ['side on right', { num: 0n, den: 1n }],
      ['side on left', { num: 0n, den: 1n }],
      ['cheval', { num: 0n, den: 1n }],
      ['banco on right', { num: 0n, den: 1n }],
      ['banco on left', { num: 0n, den: 1n }],
    ]);
  });

  // Standing on 0, the banker leaves the ninth card unused: when it is the 9 (1 in 9: 40,320 orders)
  // all three hands hold 0 and both sides are equal; dealt or drawn by a side, the 9 wins for it.
  it('with the banker standing on 0: the 9 unused in 40,320 orders, every side equal', () => {
    const o = exactOddsOfHands(banque, { policy: bankerStandsOnZero, shoe: shoeOf([0, 0, 0, 0, 0, 0, 0, 0, 9]) });
    const counts = Object.fromEntries(o.outcomes.filter((x) => x.count.num !== 0n).map((x) => [x.id, x.count.num]));
    expect(counts).toEqual({
      'right win, left equal': 120960n,
      'right lose, left lose': 80640n,
      'right equal, left win': 120960n,
      'right equal, left equal': 40320n,
    });
  });
});

/**
 * Baccarat Banque's rules for the oracle (test/oracle/three-hands.ts): a side draws on 0-4, half the
 * time on 5, stands on 6-7 (BB-05.2); so does the banker here, as the plain policy plays him.
 */
const BANQUE_PLAIN = { drawsOutOf2: sameForAll((t) => (t <= 4 ? 2 : t === 5 ? 1 : 0)) };

describe('two ways of counting agree', () => {
  // A banker against one side is counted both ways: card by card (exact.ts, whose Chemin de Fer and
  // domestic counts other tests hold to published figures) and hand by hand (three-hands.ts).
  it.each(['chemin-de-fer', 'baccarat-domestic-tens'])(
    '%s: the same card orders of every outcome, walked hand by hand',
    (id) => {
      const profile = loadProfile(id);
      const policy = loadPolicyFile(`fixtures/policies/${id}.yaml`, compileProfile(profile));
      const cardByCard = exactOdds(profile, { policy });
      const handByHand = exactOddsOfHands(profile, { policy });
      expect(handByHand.total).toBe(cardByCard.total);
      expect(handByHand.outcomes).toEqual(cardByCard.outcomes);
    },
  );
});

describe('nine-card shoes: the same card orders as a brute force over the actual cards', () => {
  it.each([
    ['every total reachable', [0, 1, 2, 3, 4, 5, 6, 7, 0]],
    ['many fives', [5, 5, 5, 5, 0, 3, 2, 9, 1]],
  ])('%s', (_name, cards) => {
    const expected = countByOutcome(cards, BANQUE_PLAIN);
    const o = exactOddsOfHands(banque, { policy: plain, shoe: shoeOf(cards) });
    expect(o.total).toBe(362880n); // 9 x 8 x ... x 1
    for (const x of o.outcomes)
      expect(fraction(x.count.num * 8n, x.count.den), x.id).toEqual(fraction(BigInt(expected.get(`${x.id}|0`) ?? 0)));
  });
});

describe("club baccarat's fourth card (RC-13), counted by hand on a twelve-card shoe", () => {
  // Club baccarat without its drawing penalty (RC-15: counted below, and never incurred here): eleven
  // ten-valued cards and one 9, every order of the twelve (12! = 479,001,600). Dealt (6 in 12), the
  // 9 makes its hand a natural. Else every hand holds 0 and draws in turn, right, left, banker; a
  // ten-valued third card makes baccara of three and takes a fourth: right takes the 7th card and,
  // if it is a ten, the 8th; left the next one or two; the banker the last. So the 9, wherever it
  // lies among the last six, falls to right (7th, 8th), left (9th, 10th) or the banker (11th, 12th):
  // each hand holds it in 4 orders of 12, a third of 479,001,600 each.
  it('each hand holds the 9 in 159,667,200 orders', () => {
    const club = loadProfile('baccarat-club');
    const profile = { ...club, drawing: { ...club.drawing, penalties: [] } };
    const policy = loadPolicyFile('fixtures/policies/baccarat-club.yaml', compileProfile(profile));
    const o = exactOddsOfHands(profile, { policy, shoe: shoeOf([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9]) });
    expect(o.total).toBe(479001600n);
    const counts = Object.fromEntries(o.outcomes.filter((x) => x.count.num !== 0n).map((x) => [x.id, x.count]));
    expect(counts).toEqual({
      'right win, left equal': { num: 159667200n, den: 1n },
      'right lose, left lose': { num: 159667200n, den: 1n },
      'right equal, left win': { num: 159667200n, den: 1n },
    });
  });
});

/**
 * Club baccarat with its drawing penalty (RC-15): a twelve-card shoe counted by the brute force of
 * the test oracle test/oracle/three-hands.ts (the club's rules written out again there), by outcome and by
 * which sides' holders repay; each stake's result from those counts (a side's stake wins 1, loses 1
 * and is returned on equal; a punter who does not hold the cards gets a losing stake back where the
 * side's holder is penalised; à cheval wins when both sides win, loses when both lose). The policy
 * has the holders draw on 6 and 7, so the penalty is met: right draws half the time on 5 and 6,
 * left on 6 always and half the time on 7; the banker draws on 0-4 and half the time on 5.
 */
describe('club baccarat with its penalty (RC-15): a twelve-card shoe against a brute force', () => {
  const club = loadProfile('baccarat-club');
  const clubC = compileProfile(club);
  const { policy, problems } = checkPolicyText(
    'choices: { right: { 5: 0.5, 6: 0.5, 7: stand }, left: { 5: stand, 6: draw, 7: 0.5 }, banker: { 0-4: draw, 5: 0.5, 6-7: stand } }',
    'inline.yaml',
    clubC,
  );
  const drawsOutOf2 = [
    (t: number) => (t <= 4 ? 2 : t === 5 || t === 6 ? 1 : 0),
    (t: number) => (t <= 4 || t === 6 ? 2 : t === 7 ? 1 : 0),
    (t: number) => (t <= 4 ? 2 : t === 5 ? 1 : 0),
  ] as const;
  const cards = [0, 0, 0, 0, 0, 6, 6, 7, 3, 3, 1, 2];

  it('the same card orders by outcome, the same penalties, the same result of every stake', () => {
    expect(problems).toEqual([]);
    // The club's rules: the fourth card on three tens (RC-13), the drawing penalty (RC-15).
    const brute = countByOutcome(cards, { drawsOutOf2, fourthOnThreeTens: true, penalty: true, byValue: true });
    const o = exactOddsOfHands(club, { policy: policy!, shoe: shoeOf(cards) });
    expect(o.total).toBe(479001600n); // 12!
    const sum = (keep: (outcome: string, bits: number) => boolean) =>
      [...brute].reduce((a, [key, n]) => (keep(key.split('|')[0]!, Number(key.split('|')[1])) ? a + BigInt(n) : a), 0n);
    // Counts x 8: the brute force weighs each half-time draw by 1 of 2 at each of three turns.
    for (const x of o.outcomes)
      expect(fraction(x.count.num * 8n, x.count.den), x.id).toEqual(fraction(sum((out) => out === x.id)));
    expect(o.penalties?.map((x) => [x.id, fraction(x.count.num * 8n, x.count.den)])).toEqual([
      ['penalty on right', fraction(sum((_, bits) => (bits & 1) === 1))],
      ['penalty on left', fraction(sum((_, bits) => (bits & 2) === 2))],
    ]);
    // Both holders are penalised in some coups, each alone in others: the rule is met every way.
    expect([1, 2, 3].map((b) => sum((_, bits) => bits === b) > 0n)).toEqual([true, true, true]);

    const all = 8n * 479001600n;
    const side = (text: string, s: 0 | 1) => text.split(', ')[s]!.split(' ')[1]!;
    const ev = (net: (outcome: string, bits: number) => bigint) =>
      fraction(
        [...brute].reduce((a, [key, n]) => a + BigInt(n) * net(key.split('|')[0]!, Number(key.split('|')[1])), 0n),
        all,
      );
    const plain = (s: 0 | 1) => (out: string) => (side(out, s) === 'win' ? 1n : side(out, s) === 'lose' ? -1n : 0n);
    const repaid = (s: 0 | 1) => (out: string, bits: number) => ((bits >> s) & 1 ? 0n : plain(s)(out));
    const cheval = (out: string) =>
      side(out, 0) === 'win' && side(out, 1) === 'win'
        ? 1n
        : side(out, 0) === 'lose' && side(out, 1) === 'lose'
          ? -1n
          : 0n;
    expect(Object.fromEntries(o.bets.map((b) => [b.id, b.ev]))).toEqual({
      'side on right': ev(plain(0)),
      'side on left': ev(plain(1)),
      cheval: ev(cheval),
      'side on right, not the holder': ev(repaid(0)),
      'side on left, not the holder': ev(repaid(1)),
    });
    // What a holder repays per unit another punter stakes on his side: his side's losses he covers.
    expect(o.penalties?.map((x) => x.repays)).toEqual([
      [{ bet: 'side on right', perUnit: ev((_, bits) => BigInt(bits & 1)) }],
      [{ bet: 'side on left', perUnit: ev((_, bits) => BigInt((bits >> 1) & 1)) }],
    ]);
    // As `odds` prints them: each penalty's card orders, probability and cost to its holder.
    const count = o.penalties![0]!.count;
    const text = oddsText(o, 0);
    expect(text).toContain(
      'penalty           card orders  probability  the holder repays per unit another punter stakes',
    );
    expect(text).toMatch(
      new RegExp(
        `^penalty on right +${groupDigits(count.num / count.den)}(?: \\+ [0-9]+/8)? +[0-9.]+ % +side on right: [0-9.]+ % \\(${fractionText(o.penalties![0]!.repays[0]!.perUnit)}\\)$`,
        'm',
      ),
    );
  });
});

/**
 * The whole command on club baccarat's rules, against the compiled kernel's simulation: the test
 * profile fixtures/profiles/club-seven-values.yaml (club baccarat whose cards take seven values, so
 * that its odds take a tenth of a second; the bundled profile's, two seconds, are held to 3,000,000
 * coups in test/deep/odds-three-hands.deep.ts), its holders drawing on 6 and 7.
 */
describe("baccarat odds on club baccarat's rules, with the holders drawing on 6 and 7, against a simulation", () => {
  const file = 'fixtures/profiles/club-seven-values.yaml';
  const policyFile = 'fixtures/policies/club-seven-values.yaml';
  let json: {
    total: string;
    outcomes: Record<string, string>;
    bets: Record<string, { ev: string }>;
    penalties: Record<string, { count: string; repays: Record<string, string> }>;
  };
  it("prints exact fractions: the outcomes, every stake, each side's penalty and what it costs its holder", async () => {
    const r = await baccarat(['odds', file, '--policy', policyFile, '--json']);
    expect(r.code).toBe(0);
    json = JSON.parse(r.out) as typeof json;
    // 104 cards, 12 ordered cards a coup (three hands of up to four): 104 x 103 x ... x 93.
    expect(json.total).toBe('828000796556746036224000');
    expect(Object.keys(json.bets)).toEqual([
      'side on right',
      'side on left',
      'cheval',
      'side on right, not the holder',
      'side on left, not the holder',
    ]);
    expect(Object.keys(json.penalties)).toEqual(['penalty on right', 'penalty on left']);
    expect(Object.keys(json.penalties['penalty on right']!.repays)).toEqual(['side on right']);
    // The holder repays what the others would have lost: their stake's result less his own.
    const [a, b] = [json.bets['side on right, not the holder']!.ev, json.bets['side on right']!.ev].map((x) => {
      const [n, d = '1'] = x.split('/');
      return fraction(BigInt(n!), BigInt(d));
    });
    expect(fraction(a!.num * b!.den - b!.num * a!.den, a!.den * b!.den)).toEqual(
      fraction(
        ...(json.penalties['penalty on right']!.repays['side on right']!.split('/').map(BigInt) as [bigint, bigint]),
      ),
    );
  });

  it('each outcome, stake and penalty within the 95 % intervals of 100,000 simulated coups', () => {
    const profile = loadProfile(file);
    const c = compileProfile(profile);
    // Sixteen figures, each held to its 95 % interval: some seeds miss one by chance (seed 16 puts
    // "right win, left equal" 2.4 standard errors off; 4,000,000 coups of seed 11 put every figure
    // within 1.7). This seed's run misses none; the long run holds every figure at 99.9 %.
    const sim = summarizeCompiled(
      c,
      runStream({
        profile,
        policy: loadPolicyFile(policyFile, c),
        engine: 'kernel',
        seed: 2026,
        stream: 0,
        coups: 100_000,
      }),
    );
    const value = (text: string, den = 1) => {
      const [a, b = '1'] = text.split('/');
      return Number(a) / Number(b) / den;
    };
    const within = (label: string, exact: number, ci: readonly [number, number]) => {
      expect(exact, label).toBeGreaterThanOrEqual(ci[0]);
      expect(exact, label).toBeLessThanOrEqual(ci[1]);
    };
    for (const x of sim.outcomes) within(x.id, value(json.outcomes[x.id]!, Number(json.total)), x.frequency.ci95);
    expect(sim.bets.map((b) => b.id)).toEqual(Object.keys(json.bets));
    for (const b of sim.bets) within(b.id, value(json.bets[b.id]!.ev), b.perUnit.ci95);
    expect(sim.facts.map((f) => f.id)).toEqual(Object.keys(json.penalties));
    for (const f of sim.facts) within(f.id, value(json.penalties[f.id]!.count, Number(json.total)), f.frequency.ci95);
  });
});
