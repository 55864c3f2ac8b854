/**
 * Exact rationals on BigInt: counts of card orders pass 2^53 for larger shoes, and a house edge is
 * only exact as a fraction of them.
 *
 * @example
 * ```ts
 * import { type Fraction, fractionText } from 'baccarat-spec/odds';
 *
 * const half: Fraction = { num: 1n, den: 2n };
 * fractionText(half); // '1/2'
 * ```
 */
export interface Fraction {
  readonly num: bigint;
  /** Always positive. */
  readonly den: bigint;
}

const abs = (a: bigint) => (a < 0n ? -a : a);

export function gcd(a: bigint, b: bigint): bigint {
  a = abs(a);
  b = abs(b);
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

export function fraction(num: bigint, den: bigint = 1n): Fraction {
  if (den === 0n) throw new RangeError('a fraction cannot have a zero denominator');
  if (den < 0n) [num, den] = [-num, -den];
  const g = gcd(num, den);
  return g > 1n ? { num: num / g, den: den / g } : { num, den };
}

export const add = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.den + b.num * a.den, a.den * b.den);
export const mul = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.num, a.den * b.den);
export const neg = (a: Fraction): Fraction => ({ num: -a.num, den: a.den });

/**
 * "n/d", or "n" for a whole number: the form the JSON output uses.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { exactOdds, fractionText } from 'baccarat-spec/odds';
 *
 * fractionText(exactOdds(loadProfile('punto-banco')).bets[1]!.ev); // '-114753351728/10847218479825'
 * ```
 */
export function fractionText(f: Fraction): string {
  return f.den === 1n ? f.num.toString() : `${f.num}/${f.den}`;
}

/**
 * The nearest double, keeping 17 significant digits however large the numerator and denominator.
 *
 * @example
 * ```ts
 * import { toNumber } from 'baccarat-spec/odds';
 *
 * toNumber({ num: 1n, den: 4n }); // 0.25
 * ```
 */
export function toNumber(f: Fraction): number {
  if (f.num === 0n) return 0;
  // Scale so the quotient carries ~60 significant bits before it becomes a double.
  const shift = BigInt(Math.max(0, 64 - (bitLength(abs(f.num)) - bitLength(f.den))));
  return Number((f.num << shift) / f.den) / 2 ** Number(shift);
}

function bitLength(n: bigint): number {
  return n === 0n ? 0 : n.toString(2).length;
}

/**
 * A decimal number as written (0.25, 2.5, 1e-3) as an exact fraction: 0.1 means one tenth, not the
 * double nearest to it.
 */
export function decimalFraction(x: number): Fraction {
  if (!Number.isFinite(x)) throw new RangeError(`${x} is not a finite number`);
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(String(x));
  if (!m) throw new RangeError(`cannot read ${x} as a decimal`);
  const [, sign, whole, frac = '', exp = '0'] = m;
  let num = BigInt(whole! + frac);
  let den = 10n ** BigInt(frac.length);
  const e = Number(exp);
  if (e >= 0) num *= 10n ** BigInt(e);
  else den *= 10n ** BigInt(-e);
  return fraction(sign === '-' ? -num : num, den);
}

/** n (n-1) … (n-k+1): the ordered ways to take k cards from n. */
export function fallingFactorial(n: number, k: number): bigint {
  let out = 1n;
  for (let i = 0; i < k; i++) out *= BigInt(n - i);
  return out;
}

/** "4998398275503360" -> "4,998,398,275,503,360" for reading, never for the JSON. */
export function groupDigits(n: bigint | number): string {
  return n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
