/**
 * What `baccarat conform --json` prints, as the tests read it: the run's report (src/conformance/run.ts),
 * with the engine's name where an adapter played.
 */
import type { ConformanceReport } from '../../src/conformance/run.js';

export type ConformJson = ConformanceReport & { readonly engine?: string };

/** How many scenarios were not applicable for each reason given. */
export function reasonCounts(report: Pick<ConformanceReport, 'notApplicable'>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const n of report.notApplicable) counts[n.reason] = (counts[n.reason] ?? 0) + 1;
  return counts;
}
