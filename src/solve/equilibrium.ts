/**
 * An equilibrium of the bilinear game of src/solve/game.ts, exact in rationals.
 *
 * The punter draws at his information set i with probability x_i, the banker at his set j with
 * probability y_j. Each party's payoff is bilinear, so a party's best response is taken set by set:
 * the banker draws at j when e_j(x) = c_j + sum_i D_ij x_i (his gain from drawing there) is positive.
 *
 * 1. Dominance: a set whose gain from drawing has one sign over every strategy the other party has
 *    left is decided (draw or stand); repeated until nothing changes. A set whose gain is always 0
 *    is "indifferent": it changes nobody's payoff (stand is written).
 * 2. Support enumeration on what is left (the contested sets): for every way the punter can play his
 *    contested sets (draw, stand, or mix) and every choice of as many banker sets to mix, the
 *    indifference equations of the mixing sets are solved exactly; the first solution where every
 *    probability lies in [0, 1] and every pure choice is a best response is a Nash equilibrium. In
 *    a zero-sum game it is a solution of the matrix game, and its payoff the game's value.
 * Nondegenerate games (as card counts give) have an equilibrium whose supports are equal in size, so
 * the search finds one; the number of candidates is counted first, and a game with too many is
 * refused with its size.
 */
import { type Fraction, fraction } from '../core/fraction.js';
import type { Bilinear } from './game.js';

const ZERO = fraction(0n);
const ONE = fraction(1n);
const add = (a: Fraction, b: Fraction): Fraction =>
  a.num === 0n ? b : b.num === 0n ? a : fraction(a.num * b.den + b.num * a.den, a.den * b.den);
const mul = (a: Fraction, b: Fraction): Fraction =>
  a.num === 0n || b.num === 0n ? ZERO : fraction(a.num * b.num, a.den * b.den);
const sub = (a: Fraction, b: Fraction): Fraction => add(a, fraction(-b.num, b.den));
const div = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.den, a.den * b.num);
const sign = (a: Fraction) => (a.num > 0n ? 1 : a.num < 0n ? -1 : 0);
const cmp = (a: Fraction, b: Fraction) => sign(sub(a, b));

/** How a set came to be decided. */
export type Decided = 'dominant' | 'indifferent' | 'equilibrium';

export interface Equilibrium {
  /** The punter's probability of drawing at each of his sets, and the banker's. */
  readonly x: Fraction[];
  readonly y: Fraction[];
  readonly xHow: Decided[];
  readonly yHow: Decided[];
  /** The sets dominance left open, each party's. */
  readonly contested: { readonly punter: number; readonly banker: number };
  /** Candidate supports tried before one held. */
  readonly tried: number;
}

/**
 * A game whose search would be too long: how large it is, and what would make it solvable.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { solveProfile, TooLarge } from 'baccarat-spec/solve';
 *
 * try {
 *   solveProfile(loadProfile('my-house.yaml'), { sees: 'cards' });
 * } catch (e) {
 *   if (e instanceof TooLarge) console.error(e.message); // the sizes, and what would make the game solvable
 * }
 * ```
 */
export class TooLarge extends Error {
  override name = 'TooLarge';
}

/** The most candidate supports tried before the game is called too large. */
export const MOST_CANDIDATES = 2_000_000;

/** The most banker sets left indifferent by a candidate whose answers are all tried (2^MOST_TIES ways). */
const MOST_TIES = 10;

/** The solution of A z = r (square, exact), or undefined when A is singular. */
function solveLinear(A: Fraction[][], r: Fraction[]): Fraction[] | undefined {
  const n = r.length;
  const m = A.map((row, i) => [...row, r[i]!]);
  for (let col = 0; col < n; col++) {
    const pivot = m.findIndex((row, i) => i >= col && row[col]!.num !== 0n);
    if (pivot < 0) return undefined;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const p = m[col]!;
    for (let i = 0; i < n; i++) {
      if (i === col || m[i]![col]!.num === 0n) continue;
      const f = div(m[i]![col]!, p[col]!);
      m[i] = m[i]!.map((v, j) => sub(v, mul(f, p[j]!)));
    }
  }
  return m.map((row, i) => div(row[n]!, row[i]!));
}

function binomial(n: number, k: number): number {
  let out = 1;
  for (let i = 0; i < k; i++) out = (out * (n - i)) / (i + 1);
  return out;
}

function* subsets(items: readonly number[], size: number, from = 0, picked: number[] = []): Generator<number[]> {
  if (picked.length === size) {
    yield picked.slice();
    return;
  }
  for (let i = from; i <= items.length - (size - picked.length); i++) {
    picked.push(items[i]!);
    yield* subsets(items, size, i + 1, picked);
    picked.pop();
  }
}

type Strategy = (Fraction | undefined)[];

/**
 * The two parties' gains from drawing: the punter's at i, f_i(y) = b_i + sum_j DP_ij y_j; the
 * banker's at j, e_j(x) = c_j + sum_i DB_ij x_i (DB read by column).
 */
class Gains {
  readonly DBcol: [number, Fraction][][];

  constructor(
    readonly punter: Bilinear,
    readonly banker: Bilinear,
    readonly m: number,
  ) {
    this.DBcol = Array.from({ length: m }, () => []);
    banker.D.forEach((row, i) => {
      for (const [j, v] of row.entries()) if (v.num !== 0n) this.DBcol[j]!.push([i, v]);
    });
  }

  ofPunter(i: number, y: Strategy): Fraction {
    let v = this.punter.b[i]!;
    for (const [j, d] of this.punter.D[i]!) v = add(v, mul(d, y[j]!));
    return v;
  }

  ofBanker(j: number, x: Strategy): Fraction {
    let v = this.banker.c[j]!;
    for (const [i, d] of this.DBcol[j]!) v = add(v, mul(d, x[i]!));
    return v;
  }
}

/** The least and the most of base + sum d * z over z in [0, 1] where z is open, z fixed elsewhere. */
function range(base: Fraction, terms: Iterable<[number, Fraction]>, fixed: Strategy): readonly [number, number] {
  let lo = base;
  let hi = base;
  for (const [at, d] of terms) {
    const z = fixed[at];
    if (z !== undefined) {
      lo = add(lo, mul(d, z));
      hi = add(hi, mul(d, z));
    } else if (d.num < 0n) lo = add(lo, d);
    else hi = add(hi, d);
  }
  return [sign(lo), sign(hi)];
}

/** A set's decision where its gain keeps one sign whatever the other party does. */
function decide(lo: number, hi: number): [Fraction, Decided] | undefined {
  if (lo === 0 && hi === 0) return [ZERO, 'indifferent'];
  if (lo >= 0) return [ONE, 'dominant'];
  if (hi <= 0) return [ZERO, 'dominant'];
  return undefined;
}

/**
 * Every set whose draw is dominant (or indifferent) whatever the other party does, fixed, and again
 * in the light of those fixed, until nothing changes: what is left undecided is contested.
 */
function setDominated(g: Gains, k: number, m: number) {
  const x: Strategy = Array(k).fill(undefined);
  const y: Strategy = Array(m).fill(undefined);
  const xHow: Decided[] = Array(k).fill('equilibrium');
  const yHow: Decided[] = Array(m).fill('equilibrium');
  for (let changed = true; changed; ) {
    changed = false;
    for (let j = 0; j < m; j++) {
      if (y[j] !== undefined) continue;
      const [lo, hi] = range(g.banker.c[j]!, g.DBcol[j]!, x);
      const d = decide(lo, hi);
      if (d) [[y[j], yHow[j]], changed] = [d, true];
    }
    for (let i = 0; i < k; i++) {
      if (x[i] !== undefined) continue;
      const [lo, hi] = range(g.punter.b[i]!, g.punter.D[i]!, y);
      const d = decide(lo, hi);
      if (d) [[x[i], xHow[i]], changed] = [d, true];
    }
  }
  return { x, y, xHow, yHow };
}

/** One support of the search: the punter's mixed and pure sets, the banker's mixed sets. */
interface Support {
  readonly mixed: readonly number[];
  readonly pure: readonly number[];
  readonly Jm: readonly number[];
}

/**
 * One support tried, the punter's pure choices already in xs: each party made indifferent at the
 * other's mixed sets, the banker's best answer elsewhere. True where that is an equilibrium, held in
 * xs and ys, which are written in place.
 */
function tryingSupport(g: Gains, J: readonly number[], s: Support, xs: Strategy, ys: Strategy): boolean {
  const { mixed, pure, Jm } = s;
  // The banker indifferent at Jm: solve for the punter's mixed probabilities.
  for (const i of mixed) xs[i] = ZERO;
  const A = Jm.map((j) => mixed.map((i) => g.banker.D[i]!.get(j) ?? ZERO));
  const r = Jm.map((j) => fraction(-g.ofBanker(j, xs).num, g.ofBanker(j, xs).den));
  const xm = solveLinear(A, r);
  if (!xm || xm.some((v) => cmp(v, ZERO) < 0 || cmp(v, ONE) > 0)) return false;
  mixed.forEach((i, n) => {
    xs[i] = xm[n]!;
  });
  // The banker's other contested sets: his best response to x. Where x leaves him indifferent (a
  // degenerate case), either answer is a best response: both are tried.
  const ties: number[] = [];
  for (const j of J) {
    if (Jm.includes(j)) continue;
    const gain = sign(g.ofBanker(j, xs));
    if (gain === 0) ties.push(j);
    ys[j] = gain > 0 ? ONE : ZERO;
  }
  for (let tie = 0; tie < 2 ** Math.min(ties.length, MOST_TIES); tie++) {
    ties.forEach((j, n) => {
      ys[j] = (tie >> n) & 1 ? ONE : ZERO;
    });
    // The punter indifferent at his mixed sets: solve for the banker's mixed probabilities.
    for (const j of Jm) ys[j] = ZERO;
    const B = mixed.map((i) => Jm.map((j) => g.punter.D[i]!.get(j) ?? ZERO));
    const q = mixed.map((i) => fraction(-g.ofPunter(i, ys).num, g.ofPunter(i, ys).den));
    const ym = solveLinear(B, q);
    if (!ym || ym.some((v) => cmp(v, ZERO) < 0 || cmp(v, ONE) > 0)) continue;
    Jm.forEach((j, n) => {
      ys[j] = ym[n]!;
    });
    // Every pure choice of the punter a best response.
    if (pure.every((i) => sign(g.ofPunter(i, ys)) * (cmp(xs[i]!, ONE) === 0 ? 1 : -1) >= 0)) return true;
  }
  return false;
}

export function solveBilinear(
  punter: Bilinear,
  banker: Bilinear,
  sizes: { punter: number; banker: number },
): Equilibrium {
  const k = sizes.punter;
  const m = sizes.banker;
  const g = new Gains(punter, banker, m);
  const { x, y, xHow, yHow } = setDominated(g, k, m);
  const I = [...Array(k).keys()].filter((i) => x[i] === undefined);
  const J = [...Array(m).keys()].filter((j) => y[j] === undefined);
  const contested = { punter: I.length, banker: J.length };

  // Candidates: every assignment of the punter's contested sets (stand, draw, mix), with as many of
  // the banker's contested sets mixing as the punter's.
  let candidates = 0;
  for (let s = 0; s <= I.length; s++) candidates += binomial(I.length, s) * 2 ** (I.length - s) * binomial(J.length, s);
  if (candidates > MOST_CANDIDATES) {
    throw new TooLarge(
      `the punter has ${k} information sets and the banker ${m} (2^${k} x 2^${m} pure strategies); once dominated draws are set aside ${I.length} of the punter's and ${J.length} of the banker's stay contested: ${candidates.toExponential(2)} supports to try, more than the ${MOST_CANDIDATES.toExponential(0)} solve tries; let the deciders see less (--sees totals) or give the table fewer choices`,
    );
  }

  let tried = 0;
  const xs = x.slice();
  const ys = y.slice();
  for (let s = 0; s <= I.length; s++) {
    for (const mixed of subsets(I, s)) {
      const pure = I.filter((i) => !mixed.includes(i));
      for (let bits = 0; bits < 2 ** pure.length; bits++) {
        pure.forEach((i, n) => {
          xs[i] = (bits >> n) & 1 ? ONE : ZERO;
        });
        for (const Jm of subsets(J, s)) {
          tried++;
          if (tryingSupport(g, J, { mixed, pure, Jm }, xs, ys))
            return { x: xs as Fraction[], y: ys as Fraction[], xHow, yHow, contested, tried };
        }
      }
    }
  }
  throw new Error(`no equilibrium among ${tried} supports: the game is degenerate`); // not expected of card counts
}

/** A party's expected payoff under behaviour strategies x, y. */
export function payoffOf(form: Bilinear, x: readonly Fraction[], y: readonly Fraction[]): Fraction {
  let v = form.a;
  form.b.forEach((b, i) => {
    v = add(v, mul(b, x[i]!));
  });
  form.c.forEach((c, j) => {
    v = add(v, mul(c, y[j]!));
  });
  form.D.forEach((row, i) => {
    for (const [j, d] of row.entries()) v = add(v, mul(mul(d, x[i]!), y[j]!));
  });
  return v;
}
