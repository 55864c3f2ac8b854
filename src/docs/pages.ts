/**
 * The pages that hold generated blocks, from the package's folder: the README is a short front
 * page, and the reference tables live in docs/. Each generator writes its block where this says,
 * and each staleness test reads it there.
 */
export const PAGES = {
  /** The conformance table (`npm run docs:readme`). */
  conformance: 'README.md',
  /** The house-edge table (`npm run docs:edges`). */
  houseEdges: 'docs/odds.md',
  /** The table of the profile language (`npm run docs:language`). */
  language: 'docs/profile-language.md',
  /** The driver's example, run by a test (test/driver.test.ts). */
  driverExample: 'docs/library.md',
  /** The benchmark figures (`npm run bench`). */
  bench: 'docs/benchmarks.md',
} as const;

/** The pages whose command samples are generated (`npm run docs:readme`), in reading order. */
export const SAMPLE_PAGES = [
  'README.md',
  'docs/odds.md',
  'docs/profile-language.md',
  'docs/command-line.md',
  'docs/house-math.md',
  'docs/roads.md',
] as const;
