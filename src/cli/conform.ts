/**
 * `baccarat conform [--json]`, the main job: the whole conformance suite over every bundled profile,
 * reported per variant — the rules in the catalog, the rules whose scenarios all pass, and the
 * scenarios passed and failed. `baccarat conform <file.feature…>`: a designer's own scenarios.
 * Either way cucumber's HTML report is written where the user is (./reports/cucumber.html) or where
 * --report says, never into the project of someone else's run.
 */
import { readdirSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { runConformance, type ConformanceReport } from '../conformance/run.js';
import { ROOT } from '../profile/paths.js';
import { parseCommandArgs } from './args.js';
import { cwdOf, type Io, UsageError } from './io.js';

/** Each file or folder named exists, and a file is a .feature file: checked before anything runs. */
function checkFeatures(paths: readonly string[], cwd: string): string[] {
  return paths.map((p) => {
    const path = resolve(cwd, p);
    let isFile: boolean;
    try {
      isFile = statSync(path).isFile();
    } catch {
      throw new UsageError(`${p}: no such file or folder: nothing ran`);
    }
    if (isFile && !p.endsWith('.feature')) throw new UsageError(`${p}: not a .feature file (conform runs Gherkin scenarios): nothing ran`);
    if (!isFile && !readdirSync(path, { recursive: true, encoding: 'utf8' }).some((f) => f.endsWith('.feature'))) {
      throw new UsageError(`${p}: no .feature file in this folder: nothing ran`);
    }
    return path;
  });
}

export async function conformCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    json: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    report: { type: 'string' },
  });
  const cwd = cwdOf(io);
  if (values.report !== undefined && !values.report.endsWith('.html')) throw new UsageError(`--report ${values.report}: the report is an HTML file: name it <file>.html`);
  const features = positionals.length > 0 ? checkFeatures(positionals, cwd) : undefined;
  return conform({ json: values.json, quiet: values.quiet, htmlReport: resolve(cwd, values.report ?? 'reports/cucumber.html'), ...(features ? { features } : {}) }, io);
}

/** The per-variant table `conform` prints (and the README shows, generated from `conform --json`). */
export function variantTable(variants: ConformanceReport['variants']): string[] {
  const rows = variants.map((v) => [v.variant, String(v.rules), String(v.rulesPassing), String(v.passed), String(v.failed)]);
  const head = ['variant', 'rules', 'rules passing', 'scenarios passed', 'scenarios failed'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), ...rows.map(line)];
}

export const scenariosLine = (s: ConformanceReport['scenarios']) => `scenarios: ${s.passed} passed, ${s.failed} failed`;

export async function conform(opts: { json: boolean; quiet: boolean; htmlReport: string; features?: string[] }, io: Io): Promise<number> {
  const report = await runConformance({
    stdoutFormat: opts.json || opts.quiet ? 'summary' : 'progress',
    ...(opts.json ? { progressTo: process.stderr } : {}),
    htmlReport: opts.htmlReport,
    ...(opts.features ? { features: opts.features } : {}),
  });
  const where = relative(cwdOf(io), report.htmlReport) || report.htmlReport;
  if (opts.features) {
    // A designer's own scenarios: no catalog to check them against, only whether they pass.
    const ran = report.scenarios.passed + report.scenarios.failed;
    const success = report.scenarios.failed === 0 && ran > 0;
    if (opts.json) {
      io.out(JSON.stringify({ features: opts.features.map((f) => relative(cwdOf(io), f) || f), scenarios: report.scenarios, failures: report.failures, report: where, success }, null, 2));
    } else {
      // cucumber names a file from the project; the user named it from where he is.
      for (const f of report.failures) io.out(`FAILED  ${relative(cwdOf(io), resolve(ROOT, f.uri))}: ${f.name}\n        ${f.message.split('\n')[0]}`);
      io.out(`HTML report: ${where}`);
      io.out(scenariosLine(report.scenarios));
    }
    if (ran === 0) io.err('no scenario ran: the files hold none (or none cucumber could read; see its messages above)');
    return success ? 0 : 1;
  }
  if (opts.json) {
    io.out(JSON.stringify({ rules: report.rules, variants: report.variants, scenarios: report.scenarios, catalog: report.catalog, report: where, success: report.success }, null, 2));
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
  io.out(`HTML report: ${where}`);
  io.out(report.success ? 'conformance: every rule passes' : 'conformance: FAILED');
  return report.success ? 0 : 1;
}
