/**
 * Exact odds are exact for every payout the schema admits: a payout is two decimal numbers of at
 * most six digits and four decimals, read as exact fractions (0.54:1 is 27/50, never a double), and
 * a commission a percentage of at most two decimals (a 10^38:1 payout, read as a rounded double, is refused: fixtures/invalid/
 * pays-too-large.yaml), so the largest Tie payout the schema admits gives an expected value that
 * is the published counts of Punto Banco worked by hand: tie 475,627,426,473,216 of
 * 4,998,398,275,503,360 card orders, (tie × 999999 − (all − tie)) / all.
 */
import { describe, expect, it } from 'vitest';
import { fractionText } from '../src/core/fraction.js';
import { checkProfileText } from '../src/loader/load.js';
import { exactOdds } from '../src/odds/exact.js';
import { formatProblem } from '../src/profile/errors.js';

const withTie = (pays: string, banco = 'pays: "1:1", commission: 5') => `extends: punto-banco
id: rich-tie
name: Punto Banco with a rich Tie
bets:
  - { id: punto, name: Punto, settle: [{ when: { outcome: punto }, pays: "1:1" }, { when: { outcome: tie }, result: push }] }
  - { id: banco, name: Banco, settle: [{ when: { outcome: banco }, ${banco} }, { when: { outcome: tie }, result: push }] }
  - { id: tie, name: Tie, settle: [{ when: { outcome: tie }, pays: "${pays}" }] }
`;

describe('decimal payouts and commissions, exact', () => {
  const banco = (text: string) => {
    const { profile, problems } = checkProfileText(text, 'decimal.yaml');
    expect(problems.map(formatProblem)).toEqual([]);
    return fractionText(exactOdds(profile!).bets.find((b) => b.id === 'banco')!.ev);
  };

  it('19:20 without commission is 1:1 less 5 %: the published counts give the same fraction', () => {
    expect(banco(withTie('8:1', 'pays: "19:20"'))).toBe('-114753351728/10847218479825');
    expect(banco(withTie('8:1', 'pays: "0.95:1"'))).toBe('-114753351728/10847218479825');
  });

  it("a 2.5 % commission: (banco × 0.975 − punto) / all, a house edge in the player's favour", () => {
    // (2,292,252,566,437,888 × 39/40 − 2,230,518,282,592,256) / 4,998,398,275,503,360
    expect(banco(withTie('8:1', 'pays: "1:1", commission: 2.5'))).toBe('1041973288/1176204413475');
  });

  // (tie × 9,999,999,999 − (all − tie)) / all, worked apart from this code.
  it('999999.9999:0.0001, the widest ratio admitted, is exact: a Tie at 9,999,999,999 to 1', () => {
    const { profile } = checkProfileText(withTie('999999.9999:0.0001'), 'rich-tie.yaml');
    expect(fractionText(exactOdds(profile!).bets.find((b) => b.id === 'tie')!.ev)).toBe(
      '1238613088472333782421/1301666217579',
    );
  });
});

describe('the largest payouts the schema admits', () => {
  it('999999:1 gives the exact expected value, worked by hand from the published counts', () => {
    const { profile, problems } = checkProfileText(withTie('999999:1'), 'rich-tie.yaml');
    expect(problems.map(formatProblem)).toEqual([]);
    const tie = exactOdds(profile!).bets.find((b) => b.id === 'tie')!;
    expect(fractionText(tie.ev)).toBe('123860007311182421/1301666217579');
  });

  it('999999:7 as well: the stake side of the ratio is exact too', () => {
    const { profile } = checkProfileText(withTie('999999:7'), 'rich-tie.yaml');
    expect(fractionText(exactOdds(profile!).bets.find((b) => b.id === 'tie')!.ev)).toBe(
      '88466386058379151/6508331087895',
    );
  });

  it('1000000:1 is refused at its place, saying why', () => {
    expect(checkProfileText(withTie('1000000:1'), 'rich-tie.yaml').problems.map(formatProblem)).toEqual([
      `rich-tie.yaml:7:68  /bets/2/settle/0/pays  "1000000:1" is not in the expected form: odds of the profit to the stake on a win, as 'profit:stake': each a number of at most six digits and four decimals (e.g. 1:1, 8:1, 1:2, 0.54:1, 19:20), read exactly. Or a pay table { by, table }.`,
    ]);
  });
});
