/**
 * How the math report (src/house/par-report.ts, `baccarat par --json | --html`) simulates where it
 * is not told: a file of its own, importing nothing, so that the command's usage loads no counting code.
 */
export const PAR_REPORT_DEFAULTS = {
  /** Shoes of the cut-card run: about a second a bet, a 95 % interval near ±0.43 % for Banco. */
  shoes: 2000,
  /** Shoes of the count behind the verdict: the bound's exact odds before every coup cost more a shoe. */
  countShoes: 200,
} as const;
