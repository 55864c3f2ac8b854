/**
 * The sums a table's chips make (RC-09: stakes are made of chips of fixed values): whether an amount
 * is one, and the largest within a cover; the house's share of an amount, in whole chips.
 */
import { decimalFraction, fraction } from '../core/fraction.js';
import { floorOf } from '../core/settle.js';

interface ChipSums {
  readonly unit: number;
  readonly bound: number;
  readonly made: (units: number) => boolean;
}
/** Per chips list (the profile's own array): its table, made once, as every guard on a stake reads it. */
const sumsOf = new WeakMap<readonly number[], ChipSums>();

/**
 * Which sums up to `limit` a table's chips make: one table, read both by madeOfChips and by the cut
 * to the cover. Past Schur's bound on the Frobenius number ((a - 1)(b - 1) for the smallest and the
 * largest chip, counted in units of their greatest common divisor) every multiple of that divisor is
 * made, so the table never grows past the bound whatever the sum (a fund may be any whole number).
 */
function chipSums(chips: readonly number[]): ChipSums {
  let sums = sumsOf.get(chips);
  if (!sums) {
    sums = chipSumsOf(chips);
    sumsOf.set(chips, sums);
  }
  return sums;
}

function chipSumsOf(chips: readonly number[]): ChipSums {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const unit = chips.reduce(gcd);
  const units = chips.map((c) => c / unit);
  const bound = (Math.min(...units) - 1) * (Math.max(...units) - 1);
  const can = new Array<boolean>(bound + 1).fill(false);
  can[0] = true;
  for (let a = 1; a <= bound; a++) can[a] = units.some((c) => c <= a && can[a - c]);
  return { unit, bound, made: (n) => n > bound || can[n]! };
}

/** Whether `amount` can be made of chips of these values (RC-09). */
export function madeOfChips(amount: number, chips: readonly number[]): boolean {
  const { unit, made } = chipSums(chips);
  return amount % unit === 0 && made(amount / unit);
}

/** Why `amount` is no sum of the table's chips ("a stake", "a bid"), or null where it is one (RC-09). */
export function chipsRefusal(what: string, amount: number, chips: readonly number[] | undefined): string | null {
  return chips && !madeOfChips(amount, chips)
    ? `${what} is made of chips of ${chips.join(', ')}: no set of them makes ${amount}`
    : null;
}

/** The largest sum of the table's chips no greater than `limit` (0 where none is). */
export function largestChipSum(limit: number, chips: readonly number[]): number {
  const { unit, made } = chipSums(chips);
  for (let n = Math.floor(limit / unit); n > 0; n--) if (made(n)) return n * unit;
  return 0;
}

/**
 * The house's share of an amount, in whole chips: rounded down, in the payer's favour. The stakes,
 * the funds and the scores are counted in whole chips, and the house cannot take part of one. The
 * documents set the percentage as a ceiling ("процент (до пяти)", RM-09; "процент (10 или 5)",
 * RC-05), and only rounding down never takes more than it: 5 % of a win of 30 is 1, not 1.5 or 2.
 * The odds (src/odds) stay exact per unit staked: the rounding is the table's, in chips.
 */
export function houseShareOf(amount: number, percent: number): number {
  const pct = decimalFraction(percent); // a decimal percentage (2.5) is read exactly
  return floorOf(fraction(BigInt(amount) * pct.num, 100n * pct.den));
}
