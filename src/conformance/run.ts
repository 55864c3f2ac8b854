/**
 * The conformance run: the whole cucumber suite in this process, every scenario's result gathered
 * from cucumber's messages, and the catalog's rules counted per variant.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Envelope, TestStepResultStatus } from '@cucumber/messages';
import { ROOT } from '../profile/bundled.js';
import type { CatalogProblems } from './catalog.js';

export interface RuleResult {
  readonly id: string;
  readonly variant: string;
  /** Scenarios (each example row counts) tagged with this rule. */
  readonly scenarios: number;
  readonly passed: number;
  readonly failed: number;
}

export interface ConformanceReport {
  readonly rules: readonly RuleResult[];
  readonly scenarios: { readonly passed: number; readonly failed: number };
  /** Per variant: scenarios tagged with any of its rules. */
  readonly variants: readonly { variant: string; rules: number; rulesPassing: number; passed: number; failed: number }[];
  readonly failures: readonly { name: string; uri: string; message: string }[];
  readonly catalog: CatalogProblems;
  readonly success: boolean;
  readonly htmlReport: string;
}

export async function runConformance(
  options: {
    stdoutFormat?: string;
    progressTo?: NodeJS.WritableStream;
    /** Feature files to run instead of the bundled suite (absolute paths): a designer's own scenarios. */
    features?: readonly string[];
    /** Where cucumber's HTML report goes: reports/cucumber.html in the current folder if not given. */
    htmlReport?: string;
  } = {},
): Promise<ConformanceReport> {
  // The user's folder, not the package's: an installed package's folder is not for writing to.
  const htmlReport = resolve(options.htmlReport ?? join('reports', 'cucumber.html'));
  mkdirSync(dirname(htmlReport), { recursive: true });
  // cucumber's own output goes to stderr when stdout must hold nothing but a JSON report. Its working
  // folder is the package's (a checkout or node_modules/baccarat-spec), where cucumber.mjs finds the
  // bundled features and the compiled steps (dist/steps), whatever folder the command runs in.
  const environment = { cwd: ROOT, stdout: (options.progressTo ?? process.stdout) as NodeJS.WriteStream, stderr: process.stderr, env: process.env };
  // cucumber (and the catalog's Gherkin parser) are loaded when the suite runs, not when this module
  // is imported (by the CLI for any command, or by the library's entry point): they are the heaviest
  // of the dependencies to start.
  const { loadConfiguration, runCucumber } = await import('@cucumber/cucumber/api');
  const { checkCatalog, readCatalog, taggedScenarios } = await import('./catalog.js');
  const { runConfiguration } = await loadConfiguration({ file: 'cucumber.mjs' }, environment);
  const run = {
    ...runConfiguration,
    formats: { ...runConfiguration.formats, stdout: options.stdoutFormat ?? 'summary', files: { [htmlReport]: 'html' } },
    ...(options.features ? { sources: { ...runConfiguration.sources, paths: [...options.features] } } : {}),
  };

  const pickles = new Map<string, { name: string; uri: string; tags: string[] }>();
  const testCases = new Map<string, string>(); // testCase id -> pickle id
  const attempts = new Map<string, string>(); // testCaseStarted id -> pickle id
  const status = new Map<string, { ok: boolean; message: string }>(); // pickle id -> last attempt
  const current = new Map<string, { ok: boolean; message: string }>();
  const onMessage = (m: Envelope) => {
    if (m.pickle) pickles.set(m.pickle.id, { name: m.pickle.name, uri: m.pickle.uri, tags: m.pickle.tags.map((t) => t.name) });
    if (m.testCase) testCases.set(m.testCase.id, m.testCase.pickleId);
    if (m.testCaseStarted) {
      attempts.set(m.testCaseStarted.id, testCases.get(m.testCaseStarted.testCaseId)!);
      current.set(m.testCaseStarted.id, { ok: true, message: '' });
    }
    if (m.testStepFinished) {
      const s: TestStepResultStatus = m.testStepFinished.testStepResult.status;
      if (s !== 'PASSED') {
        const c = current.get(m.testStepFinished.testCaseStartedId)!;
        if (c.ok) current.set(m.testStepFinished.testCaseStartedId, { ok: false, message: `${s}: ${m.testStepFinished.testStepResult.message ?? ''}`.trim() });
      }
    }
    if (m.testCaseFinished) {
      const id = m.testCaseFinished.testCaseStartedId;
      status.set(attempts.get(id)!, current.get(id)!);
    }
  };
  const result = await runCucumber(run, environment, onMessage);

  const catalog = readCatalog();
  const rules = catalog.map((r) => {
    let passed = 0;
    let failed = 0;
    for (const [id, p] of pickles) {
      if (!p.tags.includes(`@rule:${r.id}`)) continue;
      if (status.get(id)?.ok) passed++;
      else failed++;
    }
    return { id: r.id, variant: r.variant, scenarios: passed + failed, passed, failed };
  });
  const failures = [...pickles].filter(([id]) => !status.get(id)?.ok).map(([id, p]) => ({ name: p.name, uri: p.uri, message: status.get(id)?.message ?? 'not run' }));
  const all = [...pickles.keys()];
  const variants = [...new Set(catalog.map((r) => r.variant))].sort().map((variant) => {
    const ids = new Set(catalog.filter((r) => r.variant === variant).map((r) => `@rule:${r.id}`));
    const mine = all.filter((id) => pickles.get(id)!.tags.some((t) => ids.has(t)));
    const own = rules.filter((r) => r.variant === variant);
    return {
      variant,
      rules: own.length,
      rulesPassing: own.filter((r) => r.scenarios > 0 && r.failed === 0).length,
      passed: mine.filter((id) => status.get(id)?.ok).length,
      failed: mine.filter((id) => !status.get(id)?.ok).length,
    };
  });
  const catalogProblems = checkCatalog(catalog, taggedScenarios());
  const catalogOk = catalogProblems.untested.length + catalogProblems.unknown.length + catalogProblems.duplicated.length === 0;
  return {
    rules,
    scenarios: { passed: all.filter((id) => status.get(id)?.ok).length, failed: all.filter((id) => !status.get(id)?.ok).length },
    variants,
    failures,
    catalog: catalogProblems,
    success: result.success && failures.length === 0 && catalogOk,
    htmlReport,
  };
}
