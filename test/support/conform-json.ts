/**
 * What `baccarat conform --json` prints, as the tests read it: the run's report (src/conformance/run.ts),
 * with the engine's name, and held to its schema (schemas/conform-report.schema.json).
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ConformanceReport } from '../../src/conformance/run.js';

export type ConformJson = ConformanceReport & {
  readonly engine: string;
  readonly features: readonly string[] | null;
  readonly nothingJudged: string | null;
  /** Where the HTML report went: only with --report. */
  readonly report?: string;
};

/** How many scenarios were not applicable for each reason given. */
export function reasonCounts(report: Pick<ConformanceReport, 'notApplicable'>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const n of report.notApplicable) counts[n.reason] = (counts[n.reason] ?? 0) + 1;
  return counts;
}

export const CONFORM_REPORT_SCHEMA = 'schemas/conform-report.schema.json';
const validate = new Ajv2020({ allErrors: true }).compile(
  JSON.parse(readFileSync(new URL(`../../${CONFORM_REPORT_SCHEMA}`, import.meta.url), 'utf8')) as object,
);

/** Where a report departs from its schema, one line each: none for a report that holds to it. */
export function schemaErrors(json: unknown): string[] {
  validate(json);
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}
