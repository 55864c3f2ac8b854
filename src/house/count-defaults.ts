/**
 * How a count plays where it is not told (src/house/countability.ts, `baccarat count`'s help): a file
 * of its own, importing nothing, so that the command's usage loads no counting code.
 */
export const COUNT_DEFAULTS = {
  /** Shoes simulated. */
  shoes: 1000,
  /** The run's seed. */
  seed: 1,
  /** Cards behind the cut card; cards burnt unseen after each shuffle (the counting model, issue 24). */
  cut: 14,
  burn: 0,
  /** The true count at or above which the counter bets. */
  at: 4,
} as const;
