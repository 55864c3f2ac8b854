/**
 * The conformance run: the whole cucumber suite in this process, every scenario's result gathered
 * from cucumber's messages, and the catalog's rules counted per variant.
 */
import { resolve } from 'node:path';
import type { ISupportCodeLibrary } from '@cucumber/cucumber/api';
import type { Envelope, TestStepResultStatus } from '@cucumber/messages';
import { takeCharge } from '../engine/charges.js';
import { DIFFERENCE, NOT_APPLICABLE } from '../engine/types.js';
import { ROOT } from '../loader/bundled.js';
import type { CatalogProblems, CatalogRule } from './catalog.js';

export interface RuleResult {
  readonly id: string;
  readonly variant: string;
  /**
   * Scenarios (each example row counts) tagged with this rule. A scenario tagged with several rule
   * ids counts under each: the rules' counts may sum to more than the run's scenarios.
   */
  readonly scenarios: number;
  readonly passed: number;
  readonly failed: number;
  /** Scenarios the engine cannot run (a variant it does not play, a feature it does not offer). */
  readonly notApplicable: number;
}

/** The engine a run judges: this project's own (in-process), or one behind an adapter. */
export interface EngineOption {
  /** The shell command that starts the adapter (docs/adapter-protocol.md). */
  readonly command: string;
  /** Milliseconds each answer may take. */
  readonly timeout: number;
  /** The folder the command runs in (the user's). */
  readonly cwd?: string;
}

/**
 * What `runConformance` found: per rule and per variant, the scenarios passed, failed and not
 * applicable; each failure with its file, line and the step that differed.
 *
 * @example
 * ```ts
 * import { type ConformanceReport, runConformance } from 'baccarat-spec/kit';
 *
 * const report: ConformanceReport = await runConformance();
 * for (const f of report.failures) console.log(`${f.uri}:${f.line} ${f.name}: ${f.message}`);
 * ```
 */
export interface ConformanceReport {
  readonly rules: readonly RuleResult[];
  readonly scenarios: { readonly passed: number; readonly failed: number; readonly notApplicable: number };
  /** Per variant: scenarios tagged with any of its rules (rules not applicable: every scenario of theirs is). */
  readonly variants: readonly {
    variant: string;
    rules: number;
    rulesPassing: number;
    rulesNotApplicable: number;
    passed: number;
    failed: number;
    notApplicable: number;
  }[];
  /**
   * Each failed scenario: its name, its file (from the package's folder), its line, and why; the
   * first step that differed, with the expected and actual values where an assertion gave them.
   */
  readonly failures: readonly {
    name: string;
    uri: string;
    line: number;
    message: string;
    rules: readonly string[];
    step?: string;
    expected?: string;
    actual?: string;
  }[];
  /** Scenarios not applicable to the engine, and why (the first reason given). */
  readonly notApplicable: readonly { name: string; uri: string; line: number; reason: string }[];
  /**
   * `@rule:<id>` tags that name no rule of the catalog on the scenarios run (a designer's own
   * features: the bundled suite's are in `catalog.unknown`).
   */
  readonly unknownTags: readonly { tag: string; name: string; uri: string; line: number }[];
  /**
   * Every scenario run (each example row apart), in the order of the files: its result, its rule
   * ids, and why it failed or was not applicable — what a JUnit report lists (src/conformance/junit.ts).
   */
  readonly cases: readonly {
    name: string;
    uri: string;
    line: number;
    rules: readonly string[];
    status: 'passed' | 'failed' | 'not-applicable';
    message?: string;
    /** A failure's first differing step, and the values it compared where it gave them. */
    step?: string;
    expected?: string;
    actual?: string;
  }[];
  readonly catalog: CatalogProblems;
  /** No scenario failed, the catalog holds, and at least one scenario passed: a run that judged nothing fails. */
  readonly success: boolean;
  /** Where cucumber's HTML report went: only when asked for (`htmlReport`). */
  readonly htmlReport?: string;
}

let support: Promise<ISupportCodeLibrary> | undefined;

/** The options `runConformance` takes. */
export interface ConformanceOptions {
  stdoutFormat?: string;
  /** Feature files to run instead of the bundled suite (absolute paths): a designer's own scenarios. */
  features?: readonly string[];
  /** Where cucumber's own formatter writes: stdoutFormat's output, and failures with their stacks. */
  progressTo?: NodeJS.WritableStream;
  /** Where cucumber's HTML report goes (its folder must exist): none if not given. */
  htmlReport?: string;
  /** The engine to judge: an adapter's command; this project's own engine if not given. */
  engine?: EngineOption;
  /** Told each time a feature file's last scenario has run: files done, and files to run. */
  onFeatureDone?: (done: number, total: number) => void;
}

/**
 * Runs the conformance suite (the bundled features, or your own) against this project's engine or another behind
 * an adapter, and reports each rule's scenarios; cucumber's HTML report (several megabytes for the whole suite)
 * is written only where `htmlReport` says.
 *
 * @example
 * ```ts
 * import { runConformance } from 'baccarat-spec/kit';
 *
 * const report = await runConformance({ engine: { command: 'node my-adapter.mjs', timeout: 2000 } });
 * report.success; // true when every applicable scenario passes, and at least one does
 * ```
 */
export async function runConformance(options: ConformanceOptions = {}): Promise<ConformanceReport> {
  // The user's folder, not the package's: an installed package's folder is not for writing to. A
  // folder the caller names must exist (a typo must not create folders anywhere).
  const htmlReport = options.htmlReport === undefined ? undefined : resolve(options.htmlReport);
  // cucumber's own output goes to stderr when stdout must hold nothing but a JSON report. Its working
  // folder is the package's (a checkout or node_modules/baccarat-spec), where cucumber.mjs finds the
  // bundled features and the compiled steps (dist/steps), whatever folder the command runs in.
  const environment = {
    cwd: ROOT,
    stdout: (options.progressTo ?? process.stdout) as NodeJS.WriteStream,
    stderr: process.stderr,
    env: process.env,
  };
  // cucumber (and the catalog's Gherkin parser) are loaded when the suite runs, not when this module
  // is imported (by the CLI for any command, or by the library's entry point): they are the heaviest
  // of the dependencies to start.
  const cucumber = await import('@cucumber/cucumber/api');
  const { checkCatalog, readCatalog, taggedScenarios } = await import('./catalog.js');
  const run = await cucumberRun(cucumber, options, htmlReport, environment);
  const messages = scenarioMessages(options.onFeatureDone);
  const result = await cucumber.runCucumber(run, environment, messages.onMessage);
  const { pickles, status } = judged(messages);
  const catalog = readCatalog();
  const tallied = tally(pickles, status, catalog, options.features !== undefined);
  const catalogProblems = checkCatalog(catalog, taggedScenarios());
  const catalogOk =
    catalogProblems.untested.length + catalogProblems.unknown.length + catalogProblems.duplicated.length === 0;
  return {
    ...tallied,
    catalog: catalogProblems,
    // A run that judged nothing (every scenario not applicable, or none selected) passes nothing:
    // a CI job must not go green on it.
    success: result.success && tallied.failures.length === 0 && catalogOk && tallied.scenarios.passed > 0,
    ...(htmlReport !== undefined ? { htmlReport } : {}),
  };
}

type Cucumber = typeof import('@cucumber/cucumber/api');
type Environment = Parameters<Cucumber['runCucumber']>[1];

/** cucumber's run as cucumber.mjs configures it, with the formats, the engine and the features asked for. */
async function cucumberRun(
  cucumber: Cucumber,
  options: ConformanceOptions,
  htmlReport: string | undefined,
  environment: Environment,
) {
  const { runConfiguration } = await cucumber.loadConfiguration({ file: 'cucumber.mjs' }, environment);
  // The step definitions are loaded once a process: node imports a module once, so a second run
  // loading them again would find none and report every step as undefined.
  support ??= cucumber.loadSupport(
    { sources: runConfiguration.sources, support: runConfiguration.support },
    environment,
  );
  return {
    ...runConfiguration,
    // Through an adapter, every exchange has its own deadline (--engine-timeout), whose error names
    // the message that was late; cucumber's limit on a step as a whole (5 s) would fire first, or cut
    // short a step of many exchanges: it is lifted, and no step waits longer than its exchanges.
    support: options.engine ? { ...(await support), defaultTimeout: -1 } : await support,
    formats: {
      ...runConfiguration.formats,
      stdout: options.stdoutFormat ?? 'summary',
      // cucumber.mjs names an HTML report for `npm run cucumber`; the kit writes one only when asked.
      files: htmlReport === undefined ? {} : { [htmlReport]: 'html' },
    },
    // The World reads which engine to drive from its parameters (src/steps/world.ts).
    runtime: {
      ...runConfiguration.runtime,
      worldParameters: {
        ...runConfiguration.runtime.worldParameters,
        ...(options.engine ? { engine: { ...options.engine } } : {}),
        strictNeeds: options.features === undefined,
      },
    },
    ...(options.features ? { sources: { ...runConfiguration.sources, paths: [...options.features] } } : {}),
  };
}

/** A scenario to run (an example row apart): its name, file, tags and line. */
type Pickled = { name: string; uri: string; tags: string[]; line: number };

/** How a scenario's attempt went: failed with why and where, or not applicable with the reason. */
type Outcome = {
  ok: boolean;
  na?: string;
  message: string;
  step?: string;
  expected?: string;
  actual?: string;
  failedStep?: string;
};

/** What cucumber's messages told of a run, gathered as they come (`onMessage`). */
interface ScenarioMessages {
  readonly pickles: Map<string, Pickled>;
  /** Pickle id -> its last attempt. */
  readonly status: Map<string, Outcome>;
  /** Test case id -> pickle id: the scenarios cucumber selected to run. */
  readonly testCases: Map<string, string>;
  onMessage(m: Envelope): void;
}

/** Gathers every scenario's result from cucumber's messages; `onFeatureDone` is told as feature files finish. */
function scenarioMessages(onFeatureDone?: (done: number, total: number) => void): ScenarioMessages {
  const pickles = new Map<string, Pickled>();
  const lines = new Map<string, number>(); // Gherkin node id (scenario, example row) -> its line
  const stepTexts = new Map<string, string>(); // pickle step id -> its text
  const testSteps = new Map<string, string>(); // test step id -> pickle step id
  const testCases = new Map<string, string>(); // testCase id -> pickle id
  const attempts = new Map<string, string>(); // testCaseStarted id -> pickle id
  const status = new Map<string, Outcome>(); // pickle id -> last attempt
  const current = new Map<string, Outcome>();
  // Per feature file, its test cases still to finish: every test case is known before the first runs.
  const unfinished = new Map<string, number>();
  let featuresDone = 0;
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
      const line =
        m.pickle.location?.line ??
        [...m.pickle.astNodeIds]
          .reverse()
          .map((id) => lines.get(id))
          .find((l) => l !== undefined) ??
        0;
      pickles.set(m.pickle.id, {
        name: m.pickle.name,
        uri: m.pickle.uri,
        tags: m.pickle.tags.map((t) => t.name),
        line,
      });
      for (const step of m.pickle.steps) stepTexts.set(step.id, step.text);
    }
    if (m.testCase) {
      testCases.set(m.testCase.id, m.testCase.pickleId);
      const uri = pickles.get(m.testCase.pickleId)?.uri ?? '';
      unfinished.set(uri, (unfinished.get(uri) ?? 0) + 1);
      for (const step of m.testCase.testSteps) if (step.pickleStepId) testSteps.set(step.id, step.pickleStepId);
    }
    if (m.testCaseStarted) {
      attempts.set(m.testCaseStarted.id, testCases.get(m.testCaseStarted.testCaseId)!);
      current.set(m.testCaseStarted.id, { ok: true, message: '' });
    }
    if (m.attachment?.testCaseStartedId) {
      const c = current.get(m.attachment.testCaseStartedId);
      if (c && m.attachment.mediaType === NOT_APPLICABLE) c.na ??= m.attachment.body;
      if (c && m.attachment.mediaType === DIFFERENCE && c.expected === undefined) {
        const d = JSON.parse(m.attachment.body) as { expected: string; actual: string };
        Object.assign(c, { expected: d.expected, actual: d.actual, failedStep: m.attachment.testStepId });
      }
    }
    if (m.testStepFinished) {
      const s: TestStepResultStatus = m.testStepFinished.testStepResult.status;
      const c0 = current.get(m.testStepFinished.testCaseStartedId)!;
      // A step skipped after a failure is not a reason: only a scenario skipped as a whole (by its
      // hook or its profile step, with a reason attached) is not applicable.
      if (s === 'SKIPPED' && (c0.na !== undefined || !c0.ok)) {
        // nothing
      } else if (s !== 'PASSED') {
        const c = current.get(m.testStepFinished.testCaseStartedId)!;
        const text = stepTexts.get(testSteps.get(m.testStepFinished.testStepId) ?? '');
        // cucumber gives no message for a step no definition matches: name the step.
        const message =
          m.testStepFinished.testStepResult.message ??
          (s === 'UNDEFINED' && text !== undefined ? `no step definition matches "${text}"` : '');
        if (c.ok) {
          const step = text === undefined ? undefined : { step: text };
          const same = c.failedStep === m.testStepFinished.testStepId;
          current.set(m.testStepFinished.testCaseStartedId, {
            ok: false,
            message: `${s}: ${message}`.trim(),
            ...step,
            ...(same ? { expected: c.expected!, actual: c.actual! } : {}),
          });
        }
      }
    }
    if (m.testCaseFinished) {
      const id = m.testCaseFinished.testCaseStartedId;
      status.set(attempts.get(id)!, current.get(id)!);
      const uri = pickles.get(attempts.get(id)!)?.uri ?? '';
      if (!m.testCaseFinished.willBeRetried && unfinished.has(uri)) {
        const left = unfinished.get(uri)! - 1;
        unfinished.set(uri, left);
        if (left === 0) onFeatureDone?.(++featuresDone, unfinished.size);
      }
    }
  };
  return { pickles, status, testCases, onMessage };
}

/**
 * The scenarios a run judged, and how each went: a pickle cucumber did not select (tagged @wip:
 * cucumber.mjs's filter) has no test case: it was never to run, and is not counted (it would be a
 * failure, "not run").
 */
function judged(messages: ScenarioMessages): Pick<ScenarioMessages, 'pickles' | 'status'> {
  const { pickles, status, testCases } = messages;
  const selected = new Set(testCases.values());
  for (const id of [...pickles.keys()]) if (!selected.has(id)) pickles.delete(id);
  // An adapter's line that answered a scenario's request after the scenario had ended (its sync):
  // the scenario it answers fails, though cucumber saw it pass (src/engine/charges.ts).
  for (const id of pickles.keys()) {
    const charge = takeCharge(id);
    const st = status.get(id);
    if (charge !== undefined && st?.ok) status.set(id, { ok: false, message: `FAILED: AdapterError: ${charge}` });
  }
  return { pickles, status };
}

type Kind = 'passed' | 'failed' | 'na';

/** The report's counts and lists, from every scenario judged and the catalog's rules. */
function tally(
  pickles: ReadonlyMap<string, Pickled>,
  status: ReadonlyMap<string, Outcome>,
  catalog: readonly CatalogRule[],
  ownFeatures: boolean,
): Omit<ConformanceReport, 'catalog' | 'success' | 'htmlReport'> {
  const kind = (id: string): Kind => {
    const st = status.get(id);
    if (st?.na !== undefined && st.ok) return 'na';
    return st?.ok ? 'passed' : 'failed';
  };
  const rules = catalog.map((r) => {
    const tagged = [...pickles].filter(([, p]) => p.tags.includes(`@rule:${r.id}`)).map(([id]) => kind(id));
    const count = (k: string) => tagged.filter((t) => t === k).length;
    return {
      id: r.id,
      variant: r.variant,
      scenarios: tagged.length,
      passed: count('passed'),
      failed: count('failed'),
      notApplicable: count('na'),
    };
  });
  const failures = [...pickles]
    .filter(([id]) => kind(id) === 'failed')
    .map(([id, p]) => {
      const st = status.get(id);
      return {
        name: p.name,
        uri: p.uri,
        line: p.line,
        message: st?.message ?? 'not run',
        rules: ruleIds(p),
        ...(st?.step !== undefined ? { step: st.step } : {}),
        ...(st?.expected !== undefined ? { expected: st.expected, actual: st.actual! } : {}),
      };
    });
  const notApplicable = [...pickles]
    .filter(([id]) => kind(id) === 'na')
    .map(([id, p]) => ({ name: p.name, uri: p.uri, line: p.line, reason: status.get(id)!.na! }));
  const known = new Set(catalog.map((r) => `@rule:${r.id}`));
  const unknownTags = ownFeatures
    ? [...pickles.values()].flatMap((p) =>
        p.tags
          .filter((t) => t.startsWith('@rule:') && !known.has(t))
          .map((tag) => ({ tag, name: p.name, uri: p.uri, line: p.line })),
      )
    : [];
  const all = [...pickles.keys()];
  return {
    rules,
    scenarios: {
      passed: all.filter((id) => kind(id) === 'passed').length,
      failed: all.filter((id) => kind(id) === 'failed').length,
      notApplicable: notApplicable.length,
    },
    variants: variantResults(catalog, rules, pickles, kind),
    failures,
    notApplicable,
    unknownTags,
    cases: [...pickles].map(([id, p]) => caseOf(p, kind(id), status.get(id))),
  };
}

/** The rule ids a scenario's tags name. */
const ruleIds = (p: Pickled): string[] =>
  p.tags.filter((t) => t.startsWith('@rule:')).map((t) => t.slice('@rule:'.length));

/** Per variant: its rules passing and not applicable, and the scenarios tagged with any of its rules. */
function variantResults(
  catalog: readonly CatalogRule[],
  rules: readonly RuleResult[],
  pickles: ReadonlyMap<string, Pickled>,
  kind: (id: string) => Kind,
): ConformanceReport['variants'] {
  const all = [...pickles.keys()];
  return [...new Set(catalog.map((r) => r.variant))].sort().map((variant) => {
    const ids = new Set(catalog.filter((r) => r.variant === variant).map((r) => `@rule:${r.id}`));
    const mine = all.filter((id) => pickles.get(id)!.tags.some((t) => ids.has(t)));
    const own = rules.filter((r) => r.variant === variant);
    return {
      variant,
      rules: own.length,
      rulesPassing: own.filter((r) => r.passed > 0 && r.failed === 0).length,
      rulesNotApplicable: own.filter((r) => r.scenarios > 0 && r.notApplicable === r.scenarios).length,
      passed: mine.filter((id) => kind(id) === 'passed').length,
      failed: mine.filter((id) => kind(id) === 'failed').length,
      notApplicable: mine.filter((id) => kind(id) === 'na').length,
    };
  });
}

/** One scenario run, as the report's `cases` list it. */
function caseOf(p: Pickled, k: Kind, st: Outcome | undefined): ConformanceReport['cases'][number] {
  const message = k === 'failed' ? (st?.message ?? 'not run') : k === 'na' ? st!.na! : undefined;
  return {
    name: p.name,
    uri: p.uri,
    line: p.line,
    rules: ruleIds(p),
    status: k === 'na' ? ('not-applicable' as const) : k,
    ...(message !== undefined ? { message } : {}),
    ...(k === 'failed' && st?.step !== undefined ? { step: st.step } : {}),
    ...(k === 'failed' && st?.expected !== undefined ? { expected: st.expected, actual: st.actual! } : {}),
  };
}
