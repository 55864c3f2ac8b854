/**
 * What `npm run bench` times, section by section, in the order it prints them: the one list that
 * bench/bench.ts runs (its table of sections is typed by these ids, so a section it runs is a section
 * named here, and the other way round), that its figures in docs/benchmarks.md begin with, and that
 * the page's test holds the page to (test/benchmarks-page.test.ts): a page measured by another bench,
 * or on another suite, is stale.
 */
export const BENCH_SECTIONS = [
  { id: 'startup', title: 'start-up of whole processes beside node -e 0' },
  { id: 'shoe-odds', title: 'odds from any shoe' },
  { id: 'suits', title: 'exact odds of bets that read suits' },
  { id: 'par', title: 'par sheets' },
  { id: 'exact-odds', title: 'exact odds of two hands' },
  { id: 'three-hands', title: 'exact odds of a banker against two tableaux' },
  { id: 'coups', title: 'coups per second, kernel and statechart' },
  { id: 'solve', title: 'solve' },
  { id: 'count', title: "count's simulation of a counter" },
  { id: 'charts', title: 'building the charts' },
  { id: 'explore', title: 'explore, states a second and memory a state' },
  { id: 'conformance', title: 'the conformance suite' },
] as const;

export type BenchSection = (typeof BENCH_SECTIONS)[number]['id'];

/** The line of the page's block that lists the sections: "times: a; b; …". */
export const timesLine = (): string => `times: ${BENCH_SECTIONS.map((s) => s.title).join('; ')}`;

/** The line of the page's block that names the suite it was measured on. */
export const suiteLine = (scenarios: number): string =>
  `suite: ${scenarios} scenarios (the conformance suite, timed last)`;

/** The markers of the bench's block in docs/benchmarks.md (src/docs/pages.ts). */
export const BENCH_START = '<!-- bench:start -->';
export const BENCH_END = '<!-- bench:end -->';
