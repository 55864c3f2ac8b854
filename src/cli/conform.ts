/**
 * `baccarat conform [--json]`, the main job: the whole conformance suite over every bundled profile,
 * reported per variant — the rules in the catalog, the rules whose scenarios all pass, and the
 * scenarios passed and failed. `baccarat conform <file.feature…>`: a designer's own scenarios.
 * Either way cucumber's HTML report is written where the user is (./reports/cucumber.html) or where
 * --report says, never into the project of someone else's run.
 */
import { accessSync, constants, lstatSync, readdirSync, type Stats, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { junitXml } from '../conformance/junit.js';
import { type ConformanceReport, type EngineOption, runConformance } from '../conformance/run.js';
import { ROOT } from '../profile/paths.js';
import { parseCommandArgs } from './args.js';
import { cwdOf, type Io, printable, ioReason as reason, UsageError } from './io.js';
import { checkTarget, writeThrough, writeWhole } from './safe-write.js';

/** Each file or folder named exists, and a file is a .feature file: checked before anything runs. */
function checkFeatures(paths: readonly string[], cwd: string): string[] {
  return paths.map((p) => {
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
    if (kind.isDirectory()) {
      let inside: string[];
      try {
        inside = readdirSync(path, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.feature'));
      } catch (e) {
        throw new UsageError(`${p}: cannot read this folder (${reason(e)}): nothing ran`);
      }
      if (inside.length === 0) throw new UsageError(`${p}: no .feature file in this folder: nothing ran`);
      for (const f of inside) {
        let regular = false;
        try {
          regular = statSync(join(path, f)).isFile();
        } catch {
          // a dangling link: refused below
        }
        if (!regular) throw new UsageError(`${join(p, f)}: not a regular file: nothing ran`);
      }
    }
    return path;
  });
}

/**
 * Where the HTML report goes, checked before anything runs (none unless --report names it: the
 * whole suite's is several megabytes): the folder must already exist, and the path must be absent or
 * a regular file this user may write. A wrong path is a wrong command line (exit 2); a folder or file
 * the user may not write to is a failure to write (exit 1).
 */
function reportPath(report: string | undefined, cwd: string): string | undefined {
  if (report === undefined) return undefined;
  if (!report.endsWith('.html'))
    throw new UsageError(`--report ${report}: the report is an HTML file: name it <file>.html`);
  const path = resolve(cwd, report);
  let folder: Stats;
  try {
    folder = statSync(dirname(path));
  } catch {
    throw new UsageError(
      `--report ${report}: the folder ${dirname(report)} does not exist: create it first: nothing ran`,
    );
  }
  if (!folder.isDirectory())
    throw new UsageError(`--report ${report}: ${dirname(report)} is not a folder: nothing ran`);
  return checkWritable(path, `--report ${report}`);
}

function checkWritable(path: string, shown: string): string {
  let kind: Stats | undefined;
  try {
    kind = lstatSync(path);
  } catch {
    kind = undefined;
  }
  // A link is not written through: whoever planted it would choose the file overwritten (src/cli/safe-write.ts).
  if (kind?.isSymbolicLink()) throw new UsageError(`${shown}: is a symbolic link: name the file itself: nothing ran`);
  // A file without write permission is not replaced, even by a user (root) whom access() lets through.
  if (kind?.isFile() && (kind.mode & 0o222) === 0)
    throw new UsageError(`${shown}: is read-only: it is not replaced: nothing ran`, 1);
  if (kind?.isDirectory()) throw new UsageError(`${shown}: is a folder: name a file <file>.html: nothing ran`);
  if (kind && !kind.isFile())
    throw new UsageError(`${shown}: not a regular file (a device or a pipe): name a file <file>.html: nothing ran`);
  try {
    accessSync(kind ? path : dirname(path), constants.W_OK);
  } catch (e) {
    throw new UsageError(`${shown}: cannot write the report (${reason(e)}): nothing ran`, 1);
  }
  return path;
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
  if (values.report !== undefined && !values.report.endsWith('.html'))
    throw new UsageError(`--report ${values.report}: the report is an HTML file: name it <file>.html`);
  const junit = values.junit;
  if (junit !== undefined) {
    if (!junit.endsWith('.xml'))
      throw new UsageError(`--junit ${junit}: the JUnit report is an XML file: name it <file>.xml`);
    checkTarget(junit, { shown: `--junit ${junit}`, cwd });
  }
  const features = positionals.length > 0 ? checkFeatures(positionals, cwd) : undefined;
  const htmlReport = reportPath(values.report, cwd);
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

/** Default milliseconds an adapter's answer may take. */
export const ENGINE_TIMEOUT = 5000;

/**
 * --engine and --engine-timeout, checked before anything runs: the adapter must start and answer
 * hello (else one clear error, exit 1: nothing ran); its engine is named in the report.
 */
async function engineOption(
  command: string | undefined,
  timeout: string | undefined,
  cwd: string,
): Promise<(EngineOption & { name: string }) | undefined> {
  if (command === undefined) {
    if (timeout !== undefined) throw new UsageError('--engine-timeout: only with --engine <command>');
    return undefined;
  }
  if (command.trim() === '')
    throw new UsageError('--engine: give the command that starts the adapter, e.g. --engine "node my-adapter.js"');
  const ms = timeout === undefined ? ENGINE_TIMEOUT : Number(timeout);
  if (!Number.isInteger(ms) || ms < 1 || ms > 600_000)
    throw new UsageError(`--engine-timeout ${timeout}: milliseconds, a whole number from 1 to 600000`);
  const { AdapterEngine, handOverAdapter } = await import('../engine/adapter.js');
  const probe = new AdapterEngine({ command, timeout: ms, cwd });
  let caps: Awaited<ReturnType<typeof probe.capabilities>>;
  try {
    caps = await probe.capabilities();
  } catch (e) {
    await probe.close();
    throw new UsageError(`--engine ${printable(command)}: ${printable((e as Error).message)}: nothing ran`, 1);
  }
  // Started and answering: the run's first scenario takes it over (conformCommand closes it if none does).
  handOverAdapter(probe);
  return { command, timeout: ms, cwd, name: `${caps.engine.name} ${caps.engine.version}` };
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

/** The closing count; scenarios not applicable (another engine's) are counted where there are any. */
export const scenariosLine = (s: ConformanceReport['scenarios'], engine = false) =>
  `scenarios: ${s.passed} passed, ${s.failed} failed${engine || s.notApplicable > 0 ? `, ${s.notApplicable} not applicable` : ''}`;

/** Per rule id: its variant, and its scenarios passed, failed and not applicable (--rules, --engine). */
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
    engine?: EngineOption & { name: string };
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
      // A designer's scenarios fail with whatever their steps throw: cucumber would print each
      // failure with its stack. Ours is one line per scenario (below); cucumber's own output,
      // stacks and all, only under --debug.
      ...(opts.features && !io.debug ? { progressTo: discard() } : opts.json ? { progressTo: process.stderr } : {}),
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
    // (src/cli/safe-write.ts): never a link planted there, never half a report.
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
    writeWhole(opts.junit, junitXml(report, opts.engine?.name ?? 'baccarat-spec (built-in)'), {
      shown: `--junit ${opts.junit}`,
      cwd: cwdOf(io),
    });
  const reported = where === undefined ? {} : { report: where };
  if (opts.features) {
    // A designer's own scenarios: no catalog to check them against, only whether they pass.
    const ran = report.scenarios.passed + report.scenarios.failed + report.scenarios.notApplicable;
    const success = report.scenarios.failed === 0 && ran > 0;
    if (opts.json) {
      io.out(
        JSON.stringify(
          {
            ...(opts.engine ? { engine: opts.engine.name } : {}),
            features: opts.features.map((f) => shownPath(relative(ROOT, f), io)),
            scenarios: report.scenarios,
            ...(opts.engine
              ? {
                  rules: report.rules.filter((r) => r.scenarios > 0),
                  notApplicable: report.notApplicable.map((n) => ({
                    ...n,
                    uri: shownPath(n.uri, io),
                  })),
                }
              : {}),
            failures: report.failures.map((f) =>
              io.debug ? f : { ...f, uri: shownPath(f.uri, io), message: firstLine(f.message) },
            ),
            ...reported,
            success,
          },
          null,
          2,
        ),
      );
    } else {
      if (opts.engine) io.out(`engine: ${printable(opts.engine.name)} (${printable(opts.engine.command)})`);
      if (opts.rules || opts.engine) for (const l of ruleTable(report.rules.filter((r) => r.scenarios > 0))) io.out(l);
      for (const f of report.failures) {
        io.out(
          `FAILED  ${shownFile(f, io)}: ${printable(f.name)}: ${printable(firstLine(f.message).replace(/^FAILED: /, ''))}`,
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
    if (ran === 0) io.err('no scenario ran: the files hold none (or none cucumber could read; see its messages above)');
    return success ? 0 : 1;
  }
  if (opts.json) {
    io.out(
      JSON.stringify(
        {
          ...(opts.engine ? { engine: opts.engine.name } : {}),
          rules: report.rules,
          variants: report.variants,
          scenarios: report.scenarios,
          failures: report.failures.map((f) => ({ ...f, message: firstLine(f.message) })),
          notApplicable: report.notApplicable,
          catalog: report.catalog,
          ...reported,
          success: report.success,
        },
        null,
        2,
      ),
    );
    return report.success ? 0 : 1;
  }
  io.out('');
  if (opts.engine) io.out(`engine: ${printable(opts.engine.name)} (${printable(opts.engine.command)})`);
  for (const l of variantTable(report.variants, opts.engine !== undefined)) io.out(l);
  io.out('');
  if (opts.rules || opts.engine) {
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
