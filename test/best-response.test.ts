/**
 * Baccarat Banque best responses (src/solve/best-response.ts) on a nine-card shoe, against the test
 * oracle (test/oracle/three-hands.ts): every order of the actual cards, Banque's rules written out
 * again there (BB-04.3, BB-04.6, BB-05.2, BB-06), the banker's two ways played out in every situation
 * he can tell apart (his total and both tableaux' third cards, BB-05.5), the sides' two ways on 5.
 * The oracle is an independent count, importing nothing from src/; its results are whole numbers of
 * card orders.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileProfile } from '../src/core/compile.js';
import { fraction } from '../src/core/fraction.js';
import { checkPolicyText, loadPolicyFile } from '../src/core/policy.js';
import { loadProfile } from '../src/loader/bundled.js';
import {
  bestResponseJson,
  bestResponseOfBanker,
  bestResponseOfSides,
  NoBestResponse,
} from '../src/solve/best-response.js';
import { eachCoup, type OracleCoup } from './oracle/three-hands.js';
import { baccarat } from './support/cli.js';
import { scratchDir } from './support/temp.js';

const banque = loadProfile('baccarat-banque');
const c = compileProfile(banque);
const plain = loadPolicyFile('fixtures/policies/baccarat-banque.yaml', c);
const CARDS = [0, 1, 2, 3, 4, 5, 5, 6, 7];
const shoe = new Map<number, number>();
for (const v of CARDS) shoe.set(v, (shoe.get(v) ?? 0) + 1);
const ORDERS = 362880; // 9!: a coup counted as all nine cards in order
const SCALE = 8; // 2 per turn: a half of a draw stays whole

/**
 * By situation "total|right third|left third" (a third card's value or 'stood'): what the banker's
 * drawing and standing are worth to him over every card order, in card orders x SCALE x chips; and
 * the worth of the coups that end on a natural. Counted by the test oracle (test/oracle/three-hands.ts,
 * Banque's rules written out again there), the banker playing each way in turn in every situation.
 * The sides play the plain policy (draw 0-4, half the time on 5, stand 6-7, BB-05.2), unless
 * `rightOnFive` fixes the right side's decision on 5; `total` is the coup's worth when the banker
 * plays `bankerOutOf2` (standing where it is not given).
 */
function bruteForce(
  stakes: { right: number; left: number },
  opts: { rightOnFive?: 0 | 2; leftOnFive?: 0 | 2; bankerOutOf2?: (t: number) => number } = {},
) {
  const vs = (side: number, bank: number) => (side > bank ? 1 : side < bank ? -1 : 0); // the side's net
  const banker = (t: readonly number[]) => -(stakes.right * vs(t[0]!, t[2]!) + stakes.left * vs(t[1]!, t[2]!));
  const side = (onFive: 0 | 2 | undefined) => (t: number) => (t <= 4 ? 2 : t === 5 ? (onFive ?? 1) : 0);
  const play = (bankerOutOf2: (t: number) => number, tally: (coup: OracleCoup) => void) =>
    eachCoup(
      CARDS,
      { drawsOutOf2: [side(opts.rightOnFive), side(opts.leftOnFive), bankerOutOf2], byValue: true },
      tally,
    );
  const situations = new Map<string, { draw: number; stand: number }>();
  let naturals = 0;
  for (const [way, outOf2] of [
    ['draw', 2],
    ['stand', 0],
  ] as const) {
    play(
      () => outOf2,
      (coup) => {
        if (coup.natural) {
          if (way === 'draw') naturals += banker(coup.totals) * coup.weight;
          return;
        }
        const key = `${coup.bankerTotal}|${coup.thirds[0]}|${coup.thirds[1]}`;
        const s = situations.get(key) ?? { draw: 0, stand: 0 };
        s[way] += banker(coup.totals) * coup.weight;
        situations.set(key, s);
      },
    );
  }
  let total = 0; // the whole coup's worth, when the banker plays bankerOutOf2
  play(
    (t) => opts.bankerOutOf2?.(t) ?? 0,
    (coup) => {
      total += banker(coup.totals) * coup.weight;
    },
  );
  return { situations, naturals, total };
}

describe("the banker's best response on a nine-card shoe, against a brute force", () => {
  const stakes = { right: 2, left: 1 };
  const r = bestResponseOfBanker(banque, { policy: plain, stakes, shoe });
  const brute = bruteForce(stakes);
  const perCoup = (x: number) => x / (ORDERS * SCALE);

  it('every situation of his total and both third cards: the same worth of drawing and of standing', () => {
    const full = r.fullInformation!.decisions;
    expect(full.length).toBe(brute.situations.size);
    for (const d of full) {
      const b = brute.situations.get(`${d.total}|${d.thirds!.right}|${d.thirds!.left}`)!;
      expect(d.draw, d.situation).toBeCloseTo(perCoup(b.draw), 12);
      expect(d.stand, d.situation).toBeCloseTo(perCoup(b.stand), 12);
      expect(d.choice, d.situation).toBe(b.draw === b.stand ? 'indifferent' : b.draw > b.stand ? 'draw' : 'stand');
    }
  });

  it('his exact value seeing the third cards: the naturals plus the better way in every situation', () => {
    let best = brute.naturals;
    for (const s of brute.situations.values()) best += Math.max(s.draw, s.stand);
    expect(r.fullInformation!.value).toEqual(fraction(BigInt(best), BigInt(ORDERS * SCALE)));
  });

  it('by his total alone: the better way summed over the third cards, and its exact value under the policy file', () => {
    const byTotal = new Map<number, { draw: number; stand: number }>();
    for (const [key, s] of brute.situations) {
      const t = Number(key.split('|')[0]);
      const had = byTotal.get(t) ?? { draw: 0, stand: 0 };
      byTotal.set(t, { draw: had.draw + s.draw, stand: had.stand + s.stand });
    }
    const draws = (t: number) => {
      const s = byTotal.get(t);
      return s && s.draw > s.stand ? 2 : s && s.draw === s.stand ? (t <= 4 ? 2 : t === 5 ? 1 : 0) : 0; // indifferent: as the plain policy
    };
    for (const d of r.decisions) {
      const s = byTotal.get(d.total)!;
      expect(d.choice, d.situation).toBe(s.draw === s.stand ? 'indifferent' : s.draw > s.stand ? 'draw' : 'stand');
    }
    const played = bruteForce(stakes, { bankerOutOf2: draws });
    expect('before' in r.value && r.value.after).toEqual(fraction(BigInt(played.total), BigInt(ORDERS * SCALE)));
  });

  it('prints as JSON: the model in words, exact values as fractions, the policy file', () => {
    const json = bestResponseJson(r) as {
      model: string;
      stakes: object;
      value: { after: string };
      fullInformation: { value: string };
      policy: string;
    };
    expect(json.model).toContain('one coup from a fresh shoe of 9 cards, drawn without replacement');
    expect(json.stakes).toEqual({ right: 2, left: 1 });
    expect(json.value.after).toBe(
      `${(r.value as { after: { num: bigint; den: bigint } }).after.num}/${(r.value as { after: { num: bigint; den: bigint } }).after.den}`,
    );
    expect(json.fullInformation.value).toMatch(/^-?\d+\/\d+$/);
    expect(json.policy).toBe(r.policyYaml);
  });

  it('writes a policy file the schema and the profile accept, usable by simulate --policy', async () => {
    expect(checkPolicyText(r.policyYaml, 'best.yaml', c).problems).toEqual([]);
    const dir = scratchDir('best-response-');
    writeFileSync(join(dir, 'best.yaml'), r.policyYaml);
    const run = await baccarat([
      'simulate',
      'baccarat-banque',
      '--policy',
      join(dir, 'best.yaml'),
      '-n',
      '2000',
      '--workers',
      '1',
      '--json',
    ]);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
  });
});

describe("the sides' best responses on a nine-card shoe, against a brute force", () => {
  it("right's decision on 5: drawing and standing worth what the brute force counts", () => {
    const plainBanker = (t: number) => (t <= 4 ? 2 : t === 5 ? 1 : 0);
    // The right side's result is minus the banker's on a stake of 1 on the right alone.
    const worth = (rightOnFive: 0 | 2) =>
      -bruteForce({ right: 1, left: 0 }, { rightOnFive, bankerOutOf2: plainBanker }).total;
    const r = bestResponseOfSides(banque, { policy: plain, shoe });
    const right = r.decisions.find((d) => d.situation === 'right on 5')!;
    // The coups where right is not on 5 are worth the same either way: the difference is all on 5.
    expect((right.draw - right.stand) * ORDERS * SCALE).toBeCloseTo(worth(2) - worth(0), 6);
    expect(right.choice).toBe(worth(2) > worth(0) ? 'draw' : 'stand');
    // Its exact value once both sides play their responses (the left's as found).
    const left = r.decisions.find((d) => d.situation === 'left on 5')!;
    const both = -bruteForce(
      { right: 1, left: 0 },
      {
        rightOnFive: right.choice === 'draw' ? 2 : 0,
        leftOnFive: left.choice === 'draw' ? 2 : 0,
        bankerOutOf2: plainBanker,
      },
    ).total;
    const v = r.value as { bySide: Record<string, { after: { num: bigint; den: bigint } }> };
    expect(v.bySide.right!.after).toEqual(fraction(BigInt(both), BigInt(ORDERS * SCALE)));
  });
});

describe('best responses refused', () => {
  it('a profile without a banker', () => {
    const pb = loadProfile('punto-banco');
    expect(() => bestResponseOfBanker(pb, { policy: { file: 'none', drawChance: new Map() } })).toThrow(NoBestResponse);
  });
  it('a stake on a side the profile does not have', () => {
    expect(() => bestResponseOfBanker(banque, { policy: plain, stakes: { middle: 1 }, shoe })).toThrow(
      'a stake on "middle": the sides of Baccarat Banque are right, left',
    );
  });
});

describe("the banker's best response refused where his result is not minus the stakes'", () => {
  it('modern baccarat, whose house keeps 5 % of his winnings (RM-09)', () => {
    const modern = loadProfile('baccarat-modern');
    const policy = loadPolicyFile('fixtures/policies/baccarat-modern.yaml', compileProfile(modern));
    expect(() => bestResponseOfBanker(modern, { policy })).toThrow(
      "Modern baccarat: the house keeps 5 % of the banker's winnings",
    );
  });
});
