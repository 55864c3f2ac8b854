/**
 * Exact odds under a policy whose probabilities are too fine to scale in doubles (path labels,
 * src/odds/path-labels.ts): `solve --out` then `odds --policy` is one pipeline, and the labelled walk
 * agrees with the double walk. The expected values below come from solve's own walk of the game
 * (src/solve/game.ts, a bilinear form of the coups) and are checked against exact.ts's enumeration,
 * a different code path; the interpolation tests weigh the double walk's pure-policy counts by the
 * mixing probabilities by hand.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileProfile } from '../src/core/compile.js';
import { type Fraction, fraction } from '../src/core/fraction.js';
import { checkPolicyText } from '../src/core/policy.js';
import { loadProfile } from '../src/loader/bundled.js';
import { exactOdds } from '../src/odds/exact.js';
import { exactOddsOfHands } from '../src/odds/three-hands.js';
import { baccarat } from './support/cli.js';

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'baccarat-fine-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('odds --policy reads the equilibrium solve writes for a finite shoe', () => {
  for (const [profile, punterEv, mix] of [
    // solve chemin-de-fer-free-banker --decks 6: the punter mixes on 5 (799863/964528), the banker on 6 when the punter stood.
    ['chemin-de-fer-free-banker', '-23174205422119131/1794292354051081885', '"799863/964528"'],
    // solve chemin-de-fer --decks 6: only the punter's 5 and the banker's two options are choices, and
    // the equilibrium is pure (draw on each): the double walk, the same pipeline.
    ['chemin-de-fer', '-18880657128/1525814595305', undefined],
  ] as const) {
    it(`${profile}: the stake's expected net under the policy is the value solve prints, to the last digit`, async () => {
      const file = join(work, `${profile}.yaml`);
      const solved = await baccarat(['solve', profile, '--decks', '6', '--json', '--out', file]);
      expect(solved.err).toBe('');
      expect(solved.code).toBe(0);
      const s = JSON.parse(solved.out) as { value: { punter: string } };
      expect(s.value.punter).toBe(punterEv);
      if (mix) expect(readFileSync(file, 'utf8')).toContain(mix);
      const odds = await baccarat(['odds', profile, '--policy', file, '--json']);
      expect(odds.err).toBe('');
      expect(odds.code).toBe(0);
      const o = JSON.parse(odds.out) as { decks: number; bets: Record<string, { ev: string }> };
      expect(o.decks).toBe(6);
      expect(o.bets.stake!.ev).toBe(punterEv);
    });
  }
});

/** p x a + (1 - p) x b, exact. */
const add = (x: Fraction, y: Fraction) => fraction(x.num * y.den + y.num * x.den, x.den * y.den);
const mul = (x: Fraction, y: Fraction) => fraction(x.num * y.num, x.den * y.den);
const one = fraction(1n);
const minus = (p: Fraction) => fraction(p.den - p.num, p.den);

/** A policy from its text, checked as odds --policy checks it. */
function policyOf(profileId: string, choices: string) {
  const c = compileProfile(loadProfile(profileId));
  const { policy, problems } = checkPolicyText(
    `profile: ${profileId}\ndescription: a test policy\nchoices:\n${choices}`,
    'test.yaml',
    c,
  );
  expect(problems).toEqual([]);
  return policy!;
}

/**
 * The odds under two mixed cells in two different turns (probabilities p and q, too fine for the
 * double walk) against the four pure corners counted by the double walk, weighed by hand: a coup
 * passes through at most one cell a turn, so each count is bilinear in p and q.
 */
function checkBilinear(
  profileId: string,
  text: (a: string, b: string) => string,
  p: Fraction,
  q: Fraction,
  shoe?: ReadonlyMap<number, number>,
) {
  const profile = loadProfile(profileId);
  const at = (a: string, b: string) => {
    const policy = policyOf(profileId, text(a, b));
    return shoe ? exactOddsOfHands(profile, { shoe, policy }) : exactOdds(profile, { policy });
  };
  const mixed = at(`"${p.num}/${p.den}"`, `"${q.num}/${q.den}"`);
  const corners = [
    [at('draw', 'draw'), mul(p, q)],
    [at('draw', 'stand'), mul(p, minus(q))],
    [at('stand', 'draw'), mul(minus(p), q)],
    [at('stand', 'stand'), mul(minus(p), minus(q))],
  ] as const;
  mixed.outcomes.forEach((o, i) => {
    let expected = fraction(0n);
    for (const [odds, w] of corners) expected = add(expected, mul(w, odds.outcomes[i]!.count));
    expect(o.count).toEqual(expected);
  });
  mixed.bets.forEach((b, i) => {
    let expected = fraction(0n);
    for (const [odds, w] of corners) expected = add(expected, mul(w, odds.bets[i]!.ev));
    expect(b.ev).toEqual(expected);
  });
  expect(
    mul(
      one,
      mixed.outcomes.reduce((a, o) => add(a, o.count), fraction(0n)),
    ),
  ).toEqual(fraction(mixed.total));
}

describe('the labelled walk against the double walk', () => {
  const p = fraction(546971813n, 1444075196n);
  const q = fraction(799863n, 964528n);

  it('two hands: the punter on 5 and the banker on 6 when the punter stood, each mixed too finely to scale', () => {
    const banker = (b: string) =>
      [
        '0-2: { stood: draw, 0-9: draw }',
        '3-5: { stood: draw, 0-9: stand }',
        `6: { stood: ${b}, 0-9: stand }`,
        '7: { stood: stand, 0-9: stand }',
      ]
        .map((l) => `    ${l}`)
        .join('\n');
    checkBilinear('chemin-de-fer-free-banker', (a, b) => `  punter:\n    5: ${a}\n  banker:\n${banker(b)}\n`, q, p);
  });

  it('three hands: Baccarat Banque with the right side on 5 and the banker on 5 mixed too finely to scale (a shoe of three cards each of 0, 2, 3, 5, 7)', () => {
    // 15 cards: a walk of 15^3 deals, not 55^3; both mixed cells are reached (5 = 0 + 5 = 2 + 3).
    const shoe = new Map([0, 2, 3, 5, 7].map((v) => [v, 3] as [number, number]));
    checkBilinear(
      'baccarat-banque',
      (a, b) => `  right:\n    5: ${a}\n  left:\n    5: draw\n  banker:\n    0-4: draw\n    5: ${b}\n    6-7: stand\n`,
      q,
      p,
      shoe,
    );
  });
});
