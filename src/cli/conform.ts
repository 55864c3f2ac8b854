/**
 * `baccarat conform [--json]`, the main job: the whole conformance suite over every bundled profile,
 * reported per variant — the rules in the catalog, the rules whose scenarios all pass, and the
 * scenarios passed and failed — with cucumber's HTML report under reports/.
 */
import { relative } from 'node:path';
import { resolve } from 'node:path';
import { runConformance, type ConformanceReport } from '../conformance/run.js';
import type { Io } from './io.js';

/** The per-variant table `conform` prints (and the README shows, generated from `conform --json`). */
export function variantTable(variants: ConformanceReport['variants']): string[] {
  const rows = variants.map((v) => [v.variant, String(v.rules), String(v.rulesPassing), String(v.passed), String(v.failed)]);
  const head = ['variant', 'rules', 'rules passing', 'scenarios passed', 'scenarios failed'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), ...rows.map(line)];
}

export const scenariosLine = (s: ConformanceReport['scenarios']) => `scenarios: ${s.passed} passed, ${s.failed} failed`;

export async function conform(opts: { json: boolean; quiet: boolean; features?: string[] }, io: Io): Promise<number> {
  const report = await runConformance({
    stdoutFormat: opts.json || opts.quiet ? 'summary' : 'progress',
    ...(opts.json ? { progressTo: process.stderr } : {}),
    ...(opts.features ? { features: opts.features.map((f) => resolve(f)) } : {}),
  });
  if (opts.features) {
    // A designer's own scenarios: no catalog to check them against, only whether they pass.
    for (const f of report.failures) io.out(`FAILED  ${f.uri}: ${f.name}\n        ${f.message.split('\n')[0]}`);
    io.out(`scenarios: ${report.scenarios.passed} passed, ${report.scenarios.failed} failed`);
    return report.scenarios.failed === 0 && report.scenarios.passed > 0 ? 0 : 1;
  }
  if (opts.json) {
    io.out(JSON.stringify({ rules: report.rules, variants: report.variants, scenarios: report.scenarios, catalog: report.catalog, success: report.success }, null, 2));
    return report.success ? 0 : 1;
  }
  io.out('');
  for (const l of variantTable(report.variants)) io.out(l);
  io.out('');
  for (const f of report.failures) io.out(`FAILED  ${f.uri}: ${f.name}\n        ${f.message.split('\n')[0]}`);
  for (const id of report.catalog.untested) io.out(`UNTESTED  ${id}: in the catalog, but no scenario tags @rule:${id}`);
  for (const u of report.catalog.unknown) io.out(`UNKNOWN   ${u.where}: @rule:${u.id} is not in the catalog (specs/rules/)`);
  for (const id of report.catalog.duplicated) io.out(`DUPLICATE ${id}: listed twice in the catalog`);
  io.out(scenariosLine(report.scenarios));
  io.out(`HTML report: ${relative(process.cwd(), report.htmlReport) || report.htmlReport}`);
  io.out(report.success ? 'conformance: every rule passes' : 'conformance: FAILED');
  return report.success ? 0 : 1;
}
