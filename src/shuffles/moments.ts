/**
 * Exact means and variances, under a uniform shuffle, of the statistics the battery reads from each
 * shoe. A uniform shuffle of a shoe is a uniformly random arrangement of a multiset (each card `decks`
 * times), so every moment is a sum over the types of cards at a few distinct places: the chance that
 * places hold types t1 … tk is Π (n_t)_(m_t) / (M)_k, n_t the cards of type t, m_t how often t is
 * among them, (x)_k the falling factorial and M the cards of the shoe.
 */

/** A statistic Σ_i f(type at i, type at i + 1) over the shoe's M − 1 neighbouring places. */
export interface PairStatistic {
  /** Cards of each type. */
  readonly counts: readonly number[];
  /** f(t, u) for the types of two neighbours. */
  readonly f: (t: number, u: number) => number;
}

/** The chance that distinct places hold the types `seq` (in order). */
function chanceOf(counts: readonly number[], seq: readonly number[], total: number): number {
  const used = new Map<number, number>();
  let p = 1;
  for (const [k, t] of seq.entries()) {
    const m = used.get(t) ?? 0;
    p *= Math.max(0, counts[t]! - m) / (total - k);
    used.set(t, m + 1);
  }
  return p;
}

/**
 * The mean and variance of a pair statistic: with E2 = E f(a,b), F2 = E f(a,b)², E3 = E f(a,b) f(b,c)
 * and E4 = E f(a,b) f(c,d) over distinct places a, b, c, d,
 *   mean = (M − 1) E2,
 *   variance = (M − 1)(F2 − E2²) + 2 (M − 2)(E3 − E2²) + (M − 2)(M − 3)(E4 − E2²),
 * the M − 2 pairs of neighbouring pairs that share a place, the (M − 2)(M − 3)/2 that share none.
 */
export function pairMoments(s: PairStatistic): { mean: number; variance: number } {
  const { counts, f } = s;
  const T = counts.length;
  const M = counts.reduce((a, b) => a + b, 0);
  let e2 = 0;
  let f2 = 0;
  let e3 = 0;
  let e4 = 0;
  for (let t = 0; t < T; t++)
    for (let u = 0; u < T; u++) {
      const ftu = f(t, u);
      if (ftu === 0) continue;
      const p2 = chanceOf(counts, [t, u], M);
      e2 += ftu * p2;
      f2 += ftu * ftu * p2;
      for (let v = 0; v < T; v++) {
        const fuv = f(u, v);
        if (fuv !== 0) e3 += ftu * fuv * chanceOf(counts, [t, u, v], M);
        for (let w = 0; w < T; w++) {
          const fvw = f(v, w);
          if (fvw !== 0) e4 += ftu * fvw * chanceOf(counts, [t, u, v, w], M);
        }
      }
    }
  const mean = (M - 1) * e2;
  const variance = (M - 1) * (f2 - e2 * e2) + 2 * (M - 2) * (e3 - e2 * e2) + (M - 2) * (M - 3) * (e4 - e2 * e2);
  return { mean, variance };
}

/**
 * Rising sequences against the new shoe's order, read where a card is in the shoe several times
 * (decks > 1): the j-th copy of a card met from the top is the j-th copy of it in the new shoe, and
 * a sequence breaks where the j-th copy of the card after it in a deck's order (2♠ after A♠) lies
 * above the j-th copy of it. The 51 breaks within a deck are counted, not the one from a deck's last
 * card to the next deck's first (those copies are not alike, and their chance is not one half):
 *   rising sequences = 1 + Σ over the 51 neighbours t, t + 1 of a deck's order, Σ_j [ (t + 1)_j above t_j ].
 * With one deck it is the classic count of a permutation of 52: mean 53/2, variance 53/12.
 *
 * The mean is 1 + 51 d / 2 (each break has chance one half: exchanging the two cards' places is a
 * uniform shuffle too). The variance: a neighbour's breaks S_t depend only on where the copies of
 * t and t + 1 lie relative to each other, independent of cards apart, so
 *   variance = 51 Var(S_t) + 2 · 50 Cov(S_t, S_t+1),
 * each worked out exactly by walking the arrangements of the two (three) cards' copies.
 */
export function risingMoments(decks: number): { mean: number; variance: number } {
  const d = decks;
  // Var(S_t): the words of d a's and d b's, each as likely; S = #{j : b_j before a_j}.
  let words = new Map<string, { w: number; s: number; ss: number }>([['0,0', { w: 1, s: 0, ss: 0 }]]);
  for (let step = 0; step < 2 * d; step++) {
    const next = new Map<string, { w: number; s: number; ss: number }>();
    for (const [key, m] of words) {
      const [na, nb] = key.split(',').map(Number) as [number, number];
      const add = (k: string, inc: number) => {
        const o = next.get(k) ?? { w: 0, s: 0, ss: 0 };
        o.w += m.w;
        o.s += m.s + inc * m.w;
        o.ss += m.ss + 2 * inc * m.s + inc * m.w;
        next.set(k, o);
      };
      if (na < d) add(`${na + 1},${nb}`, 0);
      if (nb < d) add(`${na},${nb + 1}`, na < nb + 1 ? 1 : 0);
    }
    words = next;
  }
  const two = words.get(`${d},${d}`)!;
  const var2 = two.ss / two.w - (two.s / two.w) ** 2;
  // Cov(S_t, S_t+1): words of d a's, b's and c's; S1 = #{j : b_j before a_j}, S2 = #{j : c_j before b_j}.
  type Sums = { w: number; a: number; b: number; ab: number };
  let three = new Map<number, Sums>([[0, { w: 1, a: 0, b: 0, ab: 0 }]]);
  const keyOf = (na: number, nb: number, nc: number) => (na * (d + 1) + nb) * (d + 1) + nc;
  for (let step = 0; step < 3 * d; step++) {
    const next = new Map<number, Sums>();
    for (const [key, m] of three) {
      const nc = key % (d + 1);
      const nb = Math.floor(key / (d + 1)) % (d + 1);
      const na = Math.floor(key / (d + 1) / (d + 1));
      const add = (k: number, i1: number, i2: number) => {
        const o = next.get(k) ?? { w: 0, a: 0, b: 0, ab: 0 };
        o.w += m.w;
        o.a += m.a + i1 * m.w;
        o.b += m.b + i2 * m.w;
        o.ab += m.ab + i1 * m.b + i2 * m.a + i1 * i2 * m.w;
        next.set(k, o);
      };
      if (na < d) add(keyOf(na + 1, nb, nc), 0, 0);
      if (nb < d) add(keyOf(na, nb + 1, nc), na < nb + 1 ? 1 : 0, 0);
      if (nc < d) add(keyOf(na, nb, nc + 1), 0, nb < nc + 1 ? 1 : 0);
    }
    three = next;
  }
  const all = three.get(keyOf(d, d, d))!;
  const cov3 = all.ab / all.w - (all.a / all.w) * (all.b / all.w);
  return { mean: 1 + (51 * d) / 2, variance: 51 * var2 + 100 * cov3 };
}

/** A shoe's rising sequences as risingMoments counts them; `types` the cards' places in a new deck (0 … 51). */
export function risingSequences(types: ArrayLike<number>, decks: number): number {
  // seen[t]: copies of card t met so far; where[t * decks + j]: the place of its j-th copy.
  const seen = new Int32Array(52);
  const where = new Int32Array(52 * decks);
  for (let i = 0; i < types.length; i++) {
    const t = types[i]!;
    where[t * decks + seen[t]!] = i;
    seen[t]!++;
  }
  let breaks = 0;
  for (let t = 0; t < 51; t++)
    for (let j = 0; j < decks; j++) if (where[(t + 1) * decks + j]! < where[t * decks + j]!) breaks++;
  return 1 + breaks;
}
