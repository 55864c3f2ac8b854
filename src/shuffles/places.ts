/**
 * Where each card goes against where it started (docs/shuffles.md, "Places"): a card of the shoe is
 * matched to its place in an order it started from — the new shoe, or the shoe dealt before — the
 * k-th copy of a card met from the top taken for its k-th copy there (as rising sequences do). The
 * starting order is cut into SEGMENTS segments; each shoe gives, per segment, the summed shift of
 * its cards' places from their exact means under a uniform shuffle, and the battery reads the mean
 * of that vector over the shoes against the shoes' own covariance (a Wald chi-square of SEGMENTS − 1
 * degrees of freedom: the shifts of one shoe sum to zero). A bias smooth in place — a modulo bias, a
 * naive swap, a shoe re-used with a riffle — moves whole segments, where the battery's card codes
 * alone average it away.
 */
import { type Accumulator, type Raw, type ShoeSample, shoesByNoncentrality } from './results.js';
import { chiSquareSf, solve } from './stats.js';

/** Segments the starting order is cut into: eight, so that each holds a deck's worth of places in 8 decks. */
export const SEGMENTS = 8;
/** The fewest shoes (compared) the covariance of the SEGMENTS − 1 shifts is read from. */
export const PLACE_SHOES = 100;

/**
 * The accumulator against the new shoe (`against` 'new') or the shoe before ('before': shoe n read
 * against shoe n − 1, which a uniform shuffle makes independent of it).
 */
export function placesTest(decks: number, against: 'new' | 'before'): Accumulator {
  const d = decks;
  const M = 52 * d;
  const K = SEGMENTS - 1;
  const segment = (place: number) => Math.floor((place * SEGMENTS) / M);
  // The k-th copy of a card from the top lies at the k-th smallest of d places drawn at random of M:
  // mean (k + 1)(M + 1)/(d + 1) − 1 (places from 0), whatever the order it started from.
  const mean = Float64Array.from({ length: d }, (_, k) => ((k + 1) * (M + 1)) / (d + 1) - 1);
  const sum = new Float64Array(K);
  const square = new Float64Array(K * K);
  const from = new Int32Array(M);
  let origin: Uint8Array | undefined = against === 'new' ? Uint8Array.from({ length: M }, (_, i) => i % 52) : undefined;
  let N = 0;
  const shift = new Float64Array(SEGMENTS);
  const add = (s: ShoeSample) => {
    const start = origin;
    if (against === 'before') origin = s.cards;
    if (!start) return;
    N++;
    // from[c · d + k]: the place of the k-th copy of card c in the starting order.
    const seen = new Int32Array(52);
    for (let o = 0; o < M; o++) {
      const c = start[o]!;
      from[c * d + seen[c]!] = o;
      seen[c]!++;
    }
    seen.fill(0);
    shift.fill(0);
    for (let p = 0; p < M; p++) {
      const c = s.cards[p]!;
      const k = seen[c]!++;
      shift[segment(from[c * d + k]!)]! += (p - mean[k]!) / M;
    }
    for (let i = 0; i < K; i++) {
      sum[i]! += shift[i]!;
      for (let j = 0; j < K; j++) square[i * K + j]! += shift[i]! * shift[j]!;
    }
  };
  return { add, result: () => placesResult(against, sum, square, N, M) };
}

function placesResult(against: 'new' | 'before', sum: Float64Array, square: Float64Array, N: number, M: number): Raw {
  const K = SEGMENTS - 1;
  const size = M / SEGMENTS;
  // The stated bias: one segment's cards 1 % of the shoe lower on average, the others higher alike.
  // λ a shoe = δ² / σ² · SEGMENTS / K, σ² the variance of a segment's summed places under a uniform
  // permutation, size (M − size)/(M − 1) · (M² − 1)/12: exact for one deck, and larger than the copies'
  // matching leaves with several (the shoes stated are then an upper bound).
  const delta = size * 0.01 * M;
  const variance = ((size * (M - size)) / (M - 1)) * ((M * M - 1) / 12);
  const base =
    against === 'new'
      ? {
          id: 'places-against-new',
          name: "each card's place against its place in the new shoe",
          detects:
            'cards moved by where they started: an off-by-one or modulo bias in Fisher–Yates, a naive swap, too little shuffling',
        }
      : {
          id: 'places-against-before',
          name: "each card's place against its place in the shoe before",
          detects: 'a shoe made from the one before (re-used with a riffle or a cut): shoes not independent',
        };
  const raw = {
    ...base,
    bias: "one eighth of the shoe's cards 1 % of the shoe lower on average",
    shoesFor: shoesByNoncentrality(K, ((delta * delta) / variance) * (SEGMENTS / K)),
  };
  const shoes = against === 'new' ? N : N + 1;
  if (N < PLACE_SHOES)
    return {
      ...raw,
      status: 'not-applicable',
      reason: `needs ${against === 'new' ? PLACE_SHOES : PLACE_SHOES + 1} shoes or more (has ${shoes})`,
    };
  const q = Array.from({ length: K }, (_, i) => Array.from(square.subarray(i * K, (i + 1) * K)));
  const x = solve(q, Array.from(sum));
  if (!x) return { ...raw, status: 'not-applicable', reason: 'the shifts of the shoes give no covariance to read' };
  const statistic = Array.from(sum).reduce((a, s, i) => a + s * x[i]!, 0);
  // The mean shift of each segment's cards, in places: the last segment's is minus the others' sum.
  const shifts = [...Array.from(sum), -sum.reduce((a, b) => a + b, 0)].map((s) => (s * M) / (N * size));
  const at = shifts.reduce((w, s, i) => (Math.abs(s) > Math.abs(shifts[w]!) ? i : w), 0);
  return {
    ...raw,
    measure: `the largest mean shift of a segment's cards (places), over ${SEGMENTS} segments of the ${against === 'new' ? 'new shoe' : 'shoe before'}; Wald chi-square of the shifts`,
    expected: 0,
    observed: shifts[at]!,
    statistic,
    df: K,
    pValue: chiSquareSf(statistic, K),
    worst: `cards from places ${Math.ceil(at * size) + 1}–${Math.ceil((at + 1) * size)} of the ${against === 'new' ? 'new shoe' : 'shoe before'}`,
  };
}
