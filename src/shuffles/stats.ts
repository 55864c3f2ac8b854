/**
 * The distributions the shuffle battery reads its p-values from, written here so that each is
 * checked against printed tables (test/shuffles.test.ts): the chi-square survival function (the
 * regularized upper incomplete gamma function Q), the normal tail (Q at one half), the noncentral
 * chi-square's (a Poisson mixture of central ones) for the power of each test, and Holm's step-down
 * correction for running many tests at once.
 */

/** ln Γ(x) for x > 0 (Lanczos, g = 7, nine terms: about 15 significant digits). */
export function logGamma(x: number): number {
  const g = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  // The reflection formula below one half, where the series loses its accuracy.
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  const y = x - 1;
  let a = g[0]!;
  const t = y + 7.5;
  for (let i = 1; i < 9; i++) a += g[i]! / (y + i);
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(a);
}

/**
 * Q(a, x) = Γ(a, x) / Γ(a): the series of P for x < a + 1 (where it converges fast), the continued
 * fraction of Q (modified Lentz) beyond, each to double precision.
 */
export function upperGammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const lead = a * Math.log(x) - x - logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 10_000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-16) break;
    }
    return Math.max(0, 1 - sum * Math.exp(lead));
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(lead) * h;
}

/** P(X ≥ x) for X chi-square with `df` degrees of freedom. */
export function chiSquareSf(x: number, df: number): number {
  return upperGammaQ(df / 2, x / 2);
}

/** P(Z ≥ z) for a standard normal Z. */
export function normalSf(z: number): number {
  const q = 0.5 * upperGammaQ(0.5, (z * z) / 2);
  return z >= 0 ? q : 1 - q;
}

/** The x with P(X ≥ x) = p for X chi-square of `df` (bisection on the survival function). */
export function chiSquareQuantileSf(p: number, df: number): number {
  let lo = 0;
  let hi = df + 10;
  while (chiSquareSf(hi, df) > p) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-12 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (chiSquareSf(mid, df) > p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** P(X ≥ x) for X noncentral chi-square of `df` and non-centrality λ: Σ_j Poisson(j; λ/2) · P(χ²_{df+2j} ≥ x). */
export function noncentralChiSquareSf(x: number, df: number, lambda: number): number {
  if (lambda <= 0) return chiSquareSf(x, df);
  const half = lambda / 2;
  // Summed outwards from the Poisson weights' mode, until the weights left are negligible.
  const mode = Math.floor(half);
  const weight = (j: number) => Math.exp(-half + j * Math.log(half) - logGamma(j + 1));
  let sum = 0;
  for (let j = mode; j < mode + 10_000; j++) {
    const w = weight(j);
    sum += w * chiSquareSf(x, df + 2 * j);
    if (w < 1e-17 && j > mode) break;
  }
  for (let j = mode - 1; j >= 0; j--) {
    const w = weight(j);
    sum += w * chiSquareSf(x, df + 2 * j);
    if (w < 1e-17) break;
  }
  return Math.min(1, sum);
}

/**
 * The non-centrality at which a chi-square test of `df` at level `alpha` rejects with probability
 * `power`: the λ of noncentralChiSquareSf(quantile, df, λ) = power (bisection).
 */
export function noncentralityFor(df: number, alpha: number, power: number): number {
  const critical = chiSquareQuantileSf(alpha, df);
  let lo = 0;
  let hi = 1;
  while (noncentralChiSquareSf(critical, df, hi) < power) hi *= 2;
  for (let i = 0; i < 100 && hi - lo > 1e-9 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (noncentralChiSquareSf(critical, df, mid) < power) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * Holm–Bonferroni: p-values adjusted so that rejecting each whose adjusted value is below α keeps
 * the chance of any false rejection at most α, whatever the tests' dependence. The i-th smallest of
 * m is multiplied by m − i + 1, and the adjusted values made non-decreasing in that order.
 */
export function holm(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = [...pValues.keys()].sort((a, b) => pValues[a]! - pValues[b]!);
  const adjusted = Array<number>(m);
  let running = 0;
  for (const [i, k] of order.entries()) {
    running = Math.max(running, Math.min(1, (m - i) * pValues[k]!));
    adjusted[k] = running;
  }
  return adjusted;
}

/** The binomial tail P(X ≥ k) for X ~ Binomial(n, p), each term from logs (no factorial overflows). */
export function binomialSf(k: number, n: number, p: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  const lf = (j: number) => logGamma(j + 1);
  let sum = 0;
  for (let j = k; j <= n; j++) {
    const term = Math.exp(lf(n) - lf(j) - lf(n - j) + j * Math.log(p) + (n - j) * Math.log1p(-p));
    sum += term;
    if (term < sum * 1e-17) break;
  }
  return Math.min(1, sum);
}

/** The solution x of A x = b (Gaussian elimination with partial pivoting); undefined where A is singular. */
export function solve(a: number[][], b: number[]): number[] | undefined {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    if (Math.abs(m[pivot]![col]!) < 1e-12) return undefined;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const k = m[r]![col]! / m[col]![col]!;
      for (let c = col; c <= n; c++) m[r]![c]! -= k * m[col]![c]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}
