/**
 * `baccarat conform [--json]`, the main job: the whole conformance suite over every bundled profile,
 * reported per variant — the rules in the catalog, the rules whose scenarios all pass, and the
 * scenarios passed and failed. `baccarat conform <file.feature…>`: a designer's own scenarios.
 * Either way cucumber's HTML report is written where the user is (./reports/cucumber.html) or where
 * --report says, never into the project of someone else's run.
 */
import { type Dirent, readdirSync, type Stats, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { junitXml } from '../conformance/junit.js';
import { type ConformanceReport, type EngineOption, runConformance } from '../conformance/run.js';
import { checkTarget, WriteRefused, writeThrough, writeWhole } from '../files/safe-write.js';
import { ROOT } from '../profile/paths.js';
import { parseCommandArgs } from './args.js';
import { engineCommand, engineTimeout, startAdapter } from './engine-option.js';
import { cwdOf, type Io, printable, ioReason as reason, UsageError } from './io.js';

/**
 * The feature files to run, checked before anything runs: each path named exists, a file is a
 * .feature file, a folder holds some (found by featuresIn). Returned as the files themselves, each
 * once, so that cucumber walks no folder of its own accord.
 */
function checkFeatures(paths: readonly string[], cwd: string): string[] {
  const files = paths.flatMap((p) => {
    // resolve() would read '' as the folder the command runs in, and search all of it.
    if (p === '')
      throw new UsageError('a feature path is empty (""): name a .feature file or a folder of them: nothing ran');
    const path = resolve(cwd, p);
    let kind: Stats;
    try {
      kind = statSync(path);
    } catch {
      throw new UsageError(`${p}: no such file or folder: nothing ran`);
    }
    // A device, a FIFO or a socket (or a link to one) would be read forever or not at all by cucumber.
    if (!kind.isFile() && !kind.isDirectory())
      throw new UsageError(`${p}: not a regular file or a folder: nothing ran`);
    if (kind.isFile() && !p.endsWith('.feature'))
      throw new UsageError(`${p}: not a .feature file (conform runs Gherkin scenarios): nothing ran`);
    if (kind.isFile()) return [path];
    const inside = featuresIn(path, p);
    if (inside.length === 0)
      throw new UsageError(
        `${p}: no .feature file in this folder (node_modules and hidden folders are not searched): nothing ran`,
      );
    return inside;
  });
  return [...new Set(files)];
}

/** Names in a stable order, whatever the file system's: by code unit, as the bundled suite's are. */
const byName = (a: Dirent, b: Dirent) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * The .feature files under a folder, as a user means "my features": a folder node_modules (the
 * packages' own, cucumber's test data among them) and anything hidden (.git, an editor's lock file
 * .#x.feature) are not entered, nor a link to a folder (it may lead back up the tree); a folder
 * named on the command line is searched whatever its name. A .feature name that is not a regular
 * file (a FIFO, a dangling link) is refused: cucumber would hang on it or fail.
 */
function featuresIn(folder: string, shown: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch (e) {
    throw new UsageError(`${shown}: cannot read this folder (${reason(e)}): nothing ran`);
  }
  return entries.sort(byName).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const path = join(folder, entry.name);
    const named = join(shown, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : featuresIn(path, named);
    if (!entry.name.endsWith('.feature')) return [];
    let regular = false;
    try {
      regular = statSync(path).isFile();
    } catch {
      // a dangling link: refused below
    }
    if (!regular) throw new UsageError(`${named}: not a regular file: nothing ran`);
    return [path];
  });
}

/** An output file's name of the wrong kind (not .html for --report, not .xml for --junit): a wrong command line. */
function checkExtension(path: string | undefined, option: string, extension: '.html' | '.xml', what: string): void {
  if (path !== undefined && !path.endsWith(extension))
    throw new UsageError(
      `${option} ${path}: ${what} is an ${extension.slice(1).toUpperCase()} file: name it <file>${extension}`,
    );
}

/**
 * Where an output file (--report, --junit) goes, checked before anything runs by the rule every
 * command's output is (src/files/safe-write.ts): its folder must exist, and the path must be absent
 * or a regular file this user may write, never a link, a folder or a device. Where it may not be
 * written is a failure to write (WriteRefused, exit 1), as for session --record and solve --out.
 */
function checkOutput(path: string | undefined, option: string, cwd: string): string | undefined {
  if (path === undefined) return undefined;
  try {
    checkTarget(path, { shown: `${option} ${path}`, cwd });
  } catch (e) {
    throw e instanceof WriteRefused ? new WriteRefused(`${e.message}: nothing ran`) : e;
  }
  return resolve(cwd, path);
}

export async function conformCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    json: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    report: { type: 'string' },
    junit: { type: 'string' },
    engine: { type: 'string' },
    'engine-timeout': { type: 'string' },
    rules: { type: 'boolean', default: false },
  });
  const cwd = cwdOf(io);
  // What is wrong with the command line first (exit 2), then the places it may not write (exit 1).
  checkExtension(values.report, '--report', '.html', 'the report');
  checkExtension(values.junit, '--junit', '.xml', 'the JUnit report');
  const features = positionals.length > 0 ? checkFeatures(positionals, cwd) : undefined;
  const htmlReport = checkOutput(values.report, '--report', cwd);
  checkOutput(values.junit, '--junit', cwd);
  const junit = values.junit;
  const engine = await engineOption(values.engine, values['engine-timeout'], cwd);
  try {
    return await conform(
      {
        json: values.json,
        quiet: values.quiet,
        rules: values.rules,
        ...(htmlReport !== undefined ? { htmlReport, reportShown: `--report ${values.report}` } : {}),
        ...(junit !== undefined ? { junit } : {}),
        ...(features ? { features } : {}),
        ...(engine ? { engine } : {}),
      },
      io,
    );
  } finally {
    // The adapter checked at hello, if no scenario took it over (none ran, or the run failed first).
    if (engine) await (await import('../engine/adapter.js')).takeHandedAdapter(engine)?.close();
  }
}

/** The engine behind --engine, as its hello named it: what the report says of it. */
type JudgedEngine = EngineOption & { readonly name: string; readonly variants: readonly string[] };

/**
 * --engine and --engine-timeout, checked before anything runs: the adapter must start and answer
 * hello (else one clear error, exit 1: nothing ran); its engine is named in the report.
 */
async function engineOption(
  command: string | undefined,
  timeout: string | undefined,
  cwd: string,
): Promise<JudgedEngine | undefined> {
  const given = engineCommand(command, timeout);
  if (given === undefined) return undefined;
  const ms = engineTimeout(timeout);
  const { engine: probe, capabilities, name } = await startAdapter(given, ms, cwd);
  // Started and answering: the run's first scenario takes it over (conformCommand closes it if none does).
  const { handOverAdapter } = await import('../engine/adapter.js');
  handOverAdapter(probe);
  return { command: given, timeout: ms, cwd, name, variants: capabilities.variants };
}

/**
 * Why a run judged nothing (no scenario passed or failed), or undefined where it judged some: such
 * a run fails (exit 1; src/conformance/run.ts), and says why — every scenario not applicable to the
 * engine, with what its hello named and the commonest reason given, or none selected to run.
 */
function nothingJudged(report: ConformanceReport, engine?: JudgedEngine): string | undefined {
  const { passed, failed, notApplicable } = report.scenarios;
  if (passed + failed > 0) return undefined;
  if (notApplicable === 0)
    return 'nothing was judged: no scenario ran: the files hold none (a scenario tagged @wip is left out)';
  const reasons = new Map<string, number>();
  for (const n of report.notApplicable) reasons.set(n.reason, (reasons.get(n.reason) ?? 0) + 1);
  const [reason, times] = [...reasons].reduce((a, b) => (b[1] > a[1] ? b : a));
  const hello = engine
    ? engine.variants.length === 0
      ? `, whose hello names no variant`
      : `, whose hello names ${engine.variants.length === 1 ? 'the variant' : 'the variants'} ${engine.variants.map((v) => printable(v)).join(', ')}`
    : '';
  const all = notApplicable === 1 ? 'the one scenario is' : `all ${notApplicable} scenarios are`;
  const most = reasons.size === 1 ? 'the reason' : `the commonest reason (${times} of them)`;
  return `nothing was judged: ${all} not applicable to ${printable(engine?.name ?? 'the engine')}${hello}; ${most}: ${printable(reason)}`;
}

/** An error's first line: its message, without the stack cucumber appends. */
const firstLine = (message: string) => message.split('\n')[0]!.trim();

/** A stream that keeps nothing: cucumber's formatter output, when it is not wanted. */
const discard = () => new Writable({ write: (_chunk, _encoding, done) => done() });

/**
 * A feature file as the report names it: one of the package's as the catalog does
 * (specs/features/…, whatever the folder the command runs in); the user's own from where he is.
 */
function shownPath(uri: string, io: Io): string {
  const inPackage = !uri.startsWith('..') && !isAbsolute(uri);
  return inPackage ? uri : relative(cwdOf(io), resolve(ROOT, uri)) || uri;
}
const shownFile = (f: { uri: string; line: number }, io: Io) => `${printable(shownPath(f.uri, io))}:${f.line}`;

/** The per-variant table `conform` prints (and the README's front page shows, generated from `conform --json`). */
export function variantTable(variants: ConformanceReport['variants'], engine = false): string[] {
  // The not-applicable columns where an engine may leave scenarios out (--engine), or has.
  const na = engine || variants.some((v) => v.notApplicable > 0);
  const rows = variants.map((v) => [
    v.variant,
    String(v.rules),
    String(v.rulesPassing),
    ...(na ? [String(v.rulesNotApplicable)] : []),
    String(v.passed),
    String(v.failed),
    ...(na ? [String(v.notApplicable)] : []),
  ]);
  const head = [
    'variant',
    'rules',
    'rules passing',
    ...(na ? ['rules n/a'] : []),
    'scenarios passed',
    'scenarios failed',
    ...(na ? ['not applicable'] : []),
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), ...rows.map(line)];
}

/**
 * The per-variant table of an --engine run: the variants the engine plays (its hello names them;
 * any other where a scenario passed or failed too), then one line counting the rest, every
 * scenario of theirs not applicable — not a row of zeros for each (--rules shows them all).
 */
export function playedVariantTable(
  report: Pick<ConformanceReport, 'variants' | 'rules' | 'cases'>,
  played: readonly string[],
): string[] {
  const shown = report.variants.filter((v) => played.includes(v.variant) || v.passed + v.failed > 0);
  const others = new Set(report.variants.filter((v) => !shown.includes(v)).map((v) => v.variant));
  const lines = variantTable(shown, true);
  if (others.size === 0) return lines;
  // Scenarios counted once, though one may carry rules of several variants.
  const variantOf = new Map(report.rules.map((r) => [r.id, r.variant]));
  const theirs = report.cases.filter((c) => c.rules.some((id) => others.has(variantOf.get(id) ?? ''))).length;
  const one = others.size === 1;
  lines.push(
    `${others.size} other ${one ? 'variant' : 'variants'}, not played by the engine: ${theirs === 1 ? 'its one scenario' : `all ${one ? 'its' : 'their'} ${theirs} scenarios`} not applicable (--rules lists every variant and rule)`,
  );
  return lines;
}

/** The closing count; scenarios not applicable (another engine's) are counted where there are any. */
export const scenariosLine = (s: ConformanceReport['scenarios'], engine = false) =>
  `scenarios: ${s.passed} passed, ${s.failed} failed${engine || s.notApplicable > 0 ? `, ${s.notApplicable} not applicable` : ''}`;

/** Per rule id: its variant, and its scenarios passed, failed and not applicable (--rules; --engine on a designer's files). */
export function ruleTable(rules: ConformanceReport['rules']): string[] {
  const rows = rules.map((r) => [
    r.id,
    r.variant,
    r.failed > 0 ? 'FAILED' : r.passed > 0 ? 'passed' : r.notApplicable > 0 ? 'n/a' : 'untested',
    String(r.passed),
    String(r.failed),
    String(r.notApplicable),
  ]);
  const head = ['rule', 'variant', 'status', 'passed', 'failed', 'not applicable'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i < 3 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), ...rows.map(line)];
}

/** A failure's first differing step, with expected and actual values where the step's assertion gave them. */
function differed(f: ConformanceReport['failures'][number]): string[] {
  const out: string[] = [];
  if (f.step !== undefined) out.push(`        step: ${printable(f.step)}`);
  if (f.expected !== undefined)
    out.push(`        expected: ${printable(f.expected)}`, `        actual:   ${printable(f.actual ?? '')}`);
  return out;
}

/** A progress bar of feature files: `[#######             ] 7/24 features`. */
export function progressBar(done: number, total: number, width = 30): string {
  const filled = total === 0 ? width : Math.round((done / total) * width);
  return `[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${done}/${total} features`;
}

export async function conform(
  opts: {
    json: boolean;
    quiet: boolean;
    rules?: boolean;
    /** cucumber's HTML report, only where asked for (--report). */
    htmlReport?: string;
    reportShown?: string;
    /** The JUnit XML report (--junit). */
    junit?: string;
    features?: string[];
    engine?: JudgedEngine;
  },
  io: Io,
): Promise<number> {
  const where = opts.htmlReport === undefined ? undefined : relative(cwdOf(io), opts.htmlReport) || opts.htmlReport;
  let report: ConformanceReport;
  // On a terminal, one line redrawn as feature files finish, not cucumber's dot per step (thousands
  // on one line); off a terminal, nothing of the kind.
  const bar = !opts.json && !opts.quiet ? io.status : undefined;
  const run = (htmlReport?: string) =>
    runConformance({
      stdoutFormat: 'summary',
      // Erased once the last file is done, before cucumber's summary is written after it.
      ...(bar
        ? { onFeatureDone: (done: number, total: number) => bar(done === total ? '' : progressBar(done, total)) }
        : {}),
      // A scenario fails with whatever its steps throw: cucumber would print each failure with its
      // stack, and its own count ("704 scenarios (574 skipped, 130 passed)", skipped meaning not
      // applicable). The report is ours, a located line per failure (below); cucumber's own output,
      // stacks and all, only under --debug (on standard error with --json).
      ...(!io.debug ? { progressTo: discard() } : opts.json ? { progressTo: process.stderr } : {}),
      ...(htmlReport !== undefined ? { htmlReport } : {}),
      ...(opts.features ? { features: opts.features } : {}),
      ...(opts.engine
        ? {
            engine: {
              command: opts.engine.command,
              timeout: opts.engine.timeout,
              ...(opts.engine.cwd !== undefined ? { cwd: opts.engine.cwd } : {}),
            },
          }
        : {}),
    });
  try {
    // cucumber fills a temporary beside the report, renamed over it once the run is over
    // (src/files/safe-write.ts): never a link planted there, never half a report.
    report =
      opts.htmlReport === undefined
        ? await run()
        : await writeThrough(opts.htmlReport, { shown: opts.reportShown ?? where! }, (temporary) => run(temporary));
  } catch (e) {
    // The report checked writable may still fail to open or fill (a full disk, a read-only mount,
    // a file system that refuses it): a failure to write, said in words, not a bug.
    const path = (e as { path?: unknown }).path;
    if (
      opts.htmlReport !== undefined &&
      typeof path === 'string' &&
      dirname(path) === dirname(opts.htmlReport) &&
      typeof (e as { code?: unknown }).code === 'string'
    ) {
      throw new UsageError(`${opts.reportShown ?? where}: cannot write the report (${reason(e)}): nothing ran`, 1);
    }
    throw e;
  } finally {
    bar?.(''); // a run that stopped early leaves no bar behind either
  }
  if (opts.junit !== undefined)
    writeWhole(opts.junit, junitXml(report, opts.engine?.name ?? BUILT_IN), {
      shown: `--junit ${opts.junit}`,
      cwd: cwdOf(io),
    });
  // A run that judged nothing has failed (its report says success: false): why, on standard error,
  // and in the JSON report.
  const judged = nothingJudged(report, opts.engine);
  const reported = { ...(where === undefined ? {} : { report: where }), nothingJudged: judged ?? null };
  const code = opts.features
    ? ownReport(report, { ...opts, features: opts.features }, reported, io)
    : suiteReport(report, opts, reported, io);
  if (judged !== undefined) io.err(judged);
  return code;
}

type Reported = { report?: string; nothingJudged: string | null };

/** The engine a report names where no --engine was given: this project's own, in-process. */
const BUILT_IN = 'baccarat-spec (built-in)';

/**
 * `conform --json`: one key set for every form of the run (the whole suite or a designer's files,
 * direct or through --engine, judging something or nothing), each key described in
 * schemas/conform-report.schema.json; where a key means nothing in a form it is null.
 */
function jsonReport(
  report: ConformanceReport,
  opts: { features?: string[]; engine?: JudgedEngine },
  reported: Reported,
  io: Io,
): string {
  const own = opts.features !== undefined;
  const counted = (v: { passed: number; failed: number; notApplicable: number }) =>
    v.passed + v.failed + v.notApplicable > 0;
  return JSON.stringify(
    {
      engine: opts.engine?.name ?? BUILT_IN,
      features: own ? opts.features!.map((f) => shownPath(relative(ROOT, f), io)) : null,
      // A designer's files: the rules and variants they touch, not the whole catalog's.
      rules: own ? report.rules.filter((r) => r.scenarios > 0) : report.rules,
      variants: own ? report.variants.filter(counted) : report.variants,
      scenarios: report.scenarios,
      failures: report.failures.map((f) =>
        own && io.debug ? f : { ...f, uri: shownPath(f.uri, io), message: firstLine(f.message) },
      ),
      notApplicable: report.notApplicable.map((n) => ({ ...n, uri: shownPath(n.uri, io) })),
      unknownTags: report.unknownTags.map((u) => ({ ...u, uri: shownPath(u.uri, io) })),
      catalog: own ? null : report.catalog,
      ...reported,
      success: own ? ownSuccess(report) : report.success,
    },
    null,
    2,
  );
}

/** A designer's own files pass when none of their scenarios failed and one at least passed. */
const ownSuccess = (report: ConformanceReport) => report.scenarios.failed === 0 && report.scenarios.passed > 0;

/** A designer's own scenarios (conform <file.feature…>): no catalog to check them against, only whether they pass. */
function ownReport(
  report: ConformanceReport,
  opts: { json: boolean; rules?: boolean; features: string[]; engine?: JudgedEngine },
  reported: Reported,
  io: Io,
): number {
  const where = reported.report;
  const success = ownSuccess(report);
  if (opts.json) {
    io.out(jsonReport(report, opts, reported, io));
  } else {
    if (opts.engine) io.out(`engine: ${printable(opts.engine.name)} (${printable(opts.engine.command)})`);
    if (opts.rules || opts.engine) for (const l of ruleTable(report.rules.filter((r) => r.scenarios > 0))) io.out(l);
    for (const f of report.failures) {
      io.out(
        `FAILED  ${shownFile(f, io)}: ${printable(f.name)}${f.rules.length > 0 ? ` [${f.rules.map((r) => printable(r)).join(' ')}]` : ''}: ${printable(firstLine(f.message).replace(/^FAILED: /, ''))}`,
      );
      for (const l of differed(f)) io.out(l);
    }
    if (where !== undefined) io.out(`HTML report: ${where}`);
    io.out(scenariosLine(report.scenarios, opts.engine !== undefined));
  }
  // A tag naming no rule of the catalog may be the designer's own id, or a typo: said, not failed.
  for (const u of report.unknownTags)
    io.err(
      `warning: ${shownFile(u, io)}: ${printable(u.tag)} on "${printable(u.name)}" names no rule of the catalog (specs/rules/)`,
    );
  return success ? 0 : 1;
}

/**
 * The whole suite over the bundled profiles: per variant (through an engine, those it plays), per
 * rule with --rules, and the catalog's problems.
 */
function suiteReport(
  report: ConformanceReport,
  opts: { json: boolean; rules?: boolean; engine?: JudgedEngine },
  reported: Reported,
  io: Io,
): number {
  const where = reported.report;
  if (opts.json) {
    io.out(jsonReport(report, opts, reported, io));
    return report.success ? 0 : 1;
  }
  if (io.debug) io.out(''); // after cucumber's own summary
  if (opts.engine) io.out(`engine: ${printable(opts.engine.name)} (${printable(opts.engine.command)})`);
  // Through an engine, the variants it plays; every variant and every rule where --rules asks.
  const variants =
    opts.engine && !opts.rules
      ? playedVariantTable(report, opts.engine.variants)
      : variantTable(report.variants, opts.engine !== undefined);
  for (const l of variants) io.out(l);
  io.out('');
  if (opts.rules) {
    for (const l of ruleTable(report.rules)) io.out(l);
    io.out('');
  }
  for (const f of report.failures) {
    io.out(`FAILED  ${shownFile(f, io)}: ${f.name} [${f.rules.join(' ')}]\n        ${f.message.split('\n')[0]}`);
    for (const l of differed(f)) io.out(l);
  }
  for (const id of report.catalog.untested) io.out(`UNTESTED  ${id}: in the catalog, but no scenario tags @rule:${id}`);
  for (const u of report.catalog.unknown)
    io.out(`UNKNOWN   ${u.where}: @rule:${u.id} is not in the catalog (specs/rules/)`);
  for (const id of report.catalog.duplicated) io.out(`DUPLICATE ${id}: listed twice in the catalog`);
  io.out(scenariosLine(report.scenarios, opts.engine !== undefined));
  if (where !== undefined) io.out(`HTML report: ${where}`);
  const na = report.scenarios.notApplicable;
  io.out(
    !report.success
      ? 'conformance: FAILED'
      : na === 0
        ? 'conformance: every rule passes'
        : `conformance: every applicable scenario passes (${na} not applicable)`,
  );
  return report.success ? 0 : 1;
}
