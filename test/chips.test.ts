/** RC-09: stakes are sums of the table's chips, the cut to the cover included, whatever the fund. */
import { describe, expect, it } from 'vitest';
import { largestChipSum, madeOfChips } from '../src/machines/chips.js';

describe('sums of chips (club baccarat: 5, 29, 100)', () => {
  it('makes 34 (29 + 5) and not 33 or 7', () => {
    expect([madeOfChips(34, [5, 29, 100]), madeOfChips(33, [5, 29, 100]), madeOfChips(7, [5, 29, 100])]).toEqual([
      true,
      false,
      false,
    ]);
  });
  it('cuts a stake to the largest sum within the cover: 21 takes 20, 1 takes none', () => {
    expect([
      largestChipSum(21, [5, 29, 100]),
      largestChipSum(58, [5, 29, 100]),
      largestChipSum(1, [5, 29, 100]),
    ]).toEqual([20, 58, 0]);
  });
  it('answers at once for the largest fund the command line takes', () => {
    expect(madeOfChips(Number.MAX_SAFE_INTEGER, [5, 29, 100])).toBe(true);
    expect(madeOfChips(Number.MAX_SAFE_INTEGER, [5, 25, 100])).toBe(false);
    expect(largestChipSum(Number.MAX_SAFE_INTEGER, [5, 25, 100])).toBe(9007199254740990);
  });
});
