/**
 * Exact odds are exact for every payout the schema admits: a payout is two whole numbers of at
 * most six digits (a 10^38:1 payout, read as a rounded double, is refused: fixtures/invalid/
 * pays-too-large.yaml), so the largest Tie payout the schema admits gives an expected value that
 * is the published counts of Punto Banco worked by hand: tie 475,627,426,473,216 of
 * 4,998,398,275,503,360 card orders, (tie × 999999 − (all − tie)) / all.
 */
import { describe, expect, it } from 'vitest';
import { exactOdds } from '../src/odds/exact.js';
import { fractionText } from '../src/core/fraction.js';
import { formatProblem } from '../src/profile/errors.js';
import { checkProfileText } from '../src/profile/load.js';

const withTie = (pays: string) => `extends: punto-banco
id: rich-tie
name: Punto Banco with a rich Tie
bets:
  - { id: punto, name: Punto, settle: [{ when: { outcome: punto }, pays: "1:1" }, { when: { outcome: tie }, result: push }] }
  - { id: banco, name: Banco, settle: [{ when: { outcome: banco }, pays: "1:1", commission: 5 }, { when: { outcome: tie }, result: push }] }
  - { id: tie, name: Tie, settle: [{ when: { outcome: tie }, pays: "${pays}" }] }
`;

describe('the largest payouts the schema admits', () => {
  it('999999:1 gives the exact expected value, worked by hand from the published counts', () => {
    const { profile, problems } = checkProfileText(withTie('999999:1'), 'rich-tie.yaml');
    expect(problems.map(formatProblem)).toEqual([]);
    const tie = exactOdds(profile!).bets.find((b) => b.id === 'tie')!;
    expect(fractionText(tie.ev)).toBe('123860007311182421/1301666217579');
  });

  it('999999:7 as well: the stake side of the ratio is exact too', () => {
    const { profile } = checkProfileText(withTie('999999:7'), 'rich-tie.yaml');
    expect(fractionText(exactOdds(profile!).bets.find((b) => b.id === 'tie')!.ev)).toBe('88466386058379151/6508331087895');
  });

  it('1000000:1 is refused at its place, saying why', () => {
    expect(checkProfileText(withTie('1000000:1'), 'rich-tie.yaml').problems.map(formatProblem)).toEqual([
      `rich-tie.yaml:7:68  /bets/2/settle/0/pays  "1000000:1" is not in the expected form: odds of the profit to the stake on a win, as 'profit:stake': each a number of at most six digits and four decimals (e.g. 1:1, 8:1, 1:2, 0.54:1, 19:20), read exactly. Or a pay table { by, table }.`,
    ]);
  });
});
