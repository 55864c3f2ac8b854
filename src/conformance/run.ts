/**
 * The conformance run: the whole cucumber suite in this process, every scenario's result gathered
 * from cucumber's messages, and the catalog's rules counted per variant.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { ISupportCodeLibrary } from '@cucumber/cucumber/api';
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
  /** Each failed scenario: its name, its file (from the package's folder), its line, and why. */
  readonly failures: readonly { name: string; uri: string; line: number; message: string }[];
  /**
   * `@rule:<id>` tags that name no rule of the catalog on the scenarios run (a designer's own
   * features: the bundled suite's are in `catalog.unknown`).
   */
  readonly unknownTags: readonly { tag: string; name: string; uri: string; line: number }[];
  readonly catalog: CatalogProblems;
  readonly success: boolean;
  readonly htmlReport: string;
}

let support: Promise<ISupportCodeLibrary> | undefined;

export async function runConformance(
  options: {
    stdoutFormat?: string;
    /** Feature files to run instead of the bundled suite (absolute paths): a designer's own scenarios. */
    features?: readonly string[];
    /** Where cucumber's own formatter writes: stdoutFormat's output, and failures with their stacks. */
    progressTo?: NodeJS.WritableStream;
    /** Where cucumber's HTML report goes (its folder must exist): reports/cucumber.html in the current folder, created, if not given. */
    htmlReport?: string;
  } = {},
): Promise<ConformanceReport> {
  // The user's folder, not the package's: an installed package's folder is not for writing to. Only
  // the default ./reports/ is created: a folder the caller names must exist (a typo must not create
  // folders anywhere, even at the root of the file system).
  const htmlReport = resolve(options.htmlReport ?? join('reports', 'cucumber.html'));
  if (options.htmlReport === undefined) mkdirSync(dirname(htmlReport), { recursive: true });
  // cucumber's own output goes to stderr when stdout must hold nothing but a JSON report. Its working
  // folder is the package's (a checkout or node_modules/baccarat-spec), where cucumber.mjs finds the
  // bundled features and the compiled steps (dist/steps), whatever folder the command runs in.
  const environment = { cwd: ROOT, stdout: (options.progressTo ?? process.stdout) as NodeJS.WriteStream, stderr: process.stderr, env: process.env };
  // cucumber (and the catalog's Gherkin parser) are loaded when the suite runs, not when this module
  // is imported (by the CLI for any command, or by the library's entry point): they are the heaviest
  // of the dependencies to start.
  const { loadConfiguration, loadSupport, runCucumber } = await import('@cucumber/cucumber/api');
  const { checkCatalog, readCatalog, taggedScenarios } = await import('./catalog.js');
  const { runConfiguration } = await loadConfiguration({ file: 'cucumber.mjs' }, environment);
  // The step definitions are loaded once a process: node imports a module once, so a second run
  // loading them again would find none and report every step as undefined.
  support ??= loadSupport({ sources: runConfiguration.sources, support: runConfiguration.support }, environment);
  const run = {
    ...runConfiguration,
    support: await support,
    formats: { ...runConfiguration.formats, stdout: options.stdoutFormat ?? 'summary', files: { [htmlReport]: 'html' } },
    ...(options.features ? { sources: { ...runConfiguration.sources, paths: [...options.features] } } : {}),
  };

  const pickles = new Map<string, { name: string; uri: string; tags: string[]; line: number }>();
  const lines = new Map<string, number>(); // Gherkin node id (scenario, example row) -> its line
  const stepTexts = new Map<string, string>(); // pickle step id -> its text
  const testSteps = new Map<string, string>(); // test step id -> pickle step id
  const testCases = new Map<string, string>(); // testCase id -> pickle id
  const attempts = new Map<string, string>(); // testCaseStarted id -> pickle id
  const status = new Map<string, { ok: boolean; message: string }>(); // pickle id -> last attempt
  const current = new Map<string, { ok: boolean; message: string }>();
  const onMessage = (m: Envelope) => {
    if (m.gherkinDocument?.feature) {
      for (const child of m.gherkinDocument.feature.children) {
        for (const c of child.rule ? child.rule.children : [child]) {
          if (!c.scenario) continue;
          lines.set(c.scenario.id, c.scenario.location.line);
          for (const ex of c.scenario.examples) for (const row of ex.tableBody) lines.set(row.id, row.location.line);
        }
      }
    }
    if (m.pickle) {
      // An example row's line, else the scenario's: where the user looks for it.
      const line = m.pickle.location?.line ?? [...m.pickle.astNodeIds].reverse().map((id) => lines.get(id)).find((l) => l !== undefined) ?? 0;
      pickles.set(m.pickle.id, { name: m.pickle.name, uri: m.pickle.uri, tags: m.pickle.tags.map((t) => t.name), line });
      for (const step of m.pickle.steps) stepTexts.set(step.id, step.text);
    }
    if (m.testCase) {
      testCases.set(m.testCase.id, m.testCase.pickleId);
      for (const step of m.testCase.testSteps) if (step.pickleStepId) testSteps.set(step.id, step.pickleStepId);
    }
    if (m.testCaseStarted) {
      attempts.set(m.testCaseStarted.id, testCases.get(m.testCaseStarted.testCaseId)!);
      current.set(m.testCaseStarted.id, { ok: true, message: '' });
    }
    if (m.testStepFinished) {
      const s: TestStepResultStatus = m.testStepFinished.testStepResult.status;
      if (s !== 'PASSED') {
        const c = current.get(m.testStepFinished.testCaseStartedId)!;
        const text = stepTexts.get(testSteps.get(m.testStepFinished.testStepId) ?? '');
        // cucumber gives no message for a step no definition matches: name the step.
        const message = m.testStepFinished.testStepResult.message ?? (s === 'UNDEFINED' && text !== undefined ? `no step definition matches "${text}"` : '');
        if (c.ok) current.set(m.testStepFinished.testCaseStartedId, { ok: false, message: `${s}: ${message}`.trim() });
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
  const failures = [...pickles].filter(([id]) => !status.get(id)?.ok).map(([id, p]) => ({ name: p.name, uri: p.uri, line: p.line, message: status.get(id)?.message ?? 'not run' }));
  const known = new Set(catalog.map((r) => `@rule:${r.id}`));
  const unknownTags = options.features
    ? [...pickles.values()].flatMap((p) => p.tags.filter((t) => t.startsWith('@rule:') && !known.has(t)).map((tag) => ({ tag, name: p.name, uri: p.uri, line: p.line })))
    : [];
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
    unknownTags,
    catalog: catalogProblems,
    success: result.success && failures.length === 0 && catalogOk,
    htmlReport,
  };
}
