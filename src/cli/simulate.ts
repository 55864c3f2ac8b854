/**
 * `baccarat simulate <profile> -n <coups> [--seed S] [--workers K] [--policy <file>] [--punters N]
 * [--json] [--statechart]`: coups from seeded shuffled shoes, played by the compiled kernel (or by
 * the chart itself with --statechart) on every core; each outcome's frequency and each bet's result
 * per unit, with 95 % confidence intervals. The same seed and worker count give the same result.
 *
 * A bundled profile whose tables leave choices is played under its plain policy in
 * fixtures/policies/<id>.yaml unless --policy names another. Where each punter holds a hand (the
 * domestic game) the table seats --punters punters (DEFAULT_PUNTERS if not given).
 */

import { randomInt } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { compileProfile, UnsupportedProfile, unsupportedReason } from '../core/compile.js';
import { groupDigits } from '../core/fraction.js';
import { bundledPolicyFile, loadPolicyFile, PolicyError, PolicyMissing, requirePolicy } from '../core/policy.js';
import { DEFAULT_PUNTERS, mostPunters, seatsPunters, seatTable } from '../kernel/seats.js';
import { loadProfile } from '../loader/bundled.js';
import type { Profile } from '../profile/types.js';
import { simulate, threadsFor } from '../simulate/parallel.js';
import type { SimulationEngine } from '../simulate/run.js';
import { type SimulationSummary, summarizeCompiled } from '../simulate/stats.js';
import { wrapText } from '../text/width.js';
import { parseCommandArgs } from './args.js';
import { excerpt, type Io, printable, UsageError } from './io.js';

/**
 * A positive whole number (1000000, 1_000_000 or 1e6), at most `max`. A `_` stands alone between two
 * digits, as in JavaScript's numbers: "1000_" or "1__000" is a slip, refused rather than read as 1000.
 */
export function parseCount(flag: string, text: string | undefined, max: number): number | undefined {
  if (text === undefined) return undefined;
  if (/^[\d_]+(e\d+)?$/i.test(text) && !/^\d+(_\d+)*(e\d+)?$/i.test(text))
    throw new UsageError(`${flag} ${excerpt(text)}: a _ goes only between two digits, one at a time (1_000_000)`);
  const n = Number(text.replace(/_/g, ''));
  if (!/^\d+(_\d+)*(e\d+)?$/i.test(text) || !Number.isSafeInteger(n) || n < 1 || n > max) {
    throw new UsageError(`${flag} ${excerpt(text)}: give a whole number from 1 to ${groupDigits(max)}`);
  }
  return n;
}

function parseSeed(text: string | undefined): number {
  if (text === undefined) return randomInt(2 ** 32 - 1);
  const n = Number(text);
  if (!/^\d+$/.test(text) || n > 2 ** 32 - 1)
    throw new UsageError(`--seed ${text}: give a whole number from 0 to 4294967295`);
  return n;
}

/** The most streams --workers takes. */
export const MOST_WORKERS = 256;

export interface SimulationReport {
  /** The profile as played: seated where each punter holds a hand. */
  readonly profile: Profile;
  /** Punters seated, where each holds a hand. */
  readonly punters?: number;
  readonly coups: number;
  readonly seed: number;
  readonly workers: number;
  /** Threads the streams were played on (at most the machine's). */
  readonly threads?: number;
  readonly engine: SimulationEngine;
  readonly policy: string | undefined;
  readonly summary: SimulationSummary;
  readonly seconds: number;
}

/** An interval, or null where none exists (a single coup has no spread to measure). */
const interval = (ci: readonly [number, number]) => (Number.isFinite(ci[0]) && Number.isFinite(ci[1]) ? ci : null);

export function simulationJson(r: SimulationReport): object {
  return {
    profile: r.profile.id,
    decks: r.profile.shoe.decks,
    reshuffle: r.profile.shoe.reshuffle,
    ...(r.punters !== undefined ? { punters: r.punters } : {}),
    coups: r.coups,
    seed: r.seed,
    workers: r.workers,
    ...(r.threads !== undefined ? { threads: r.threads } : {}),
    engine: r.engine,
    ...(r.policy ? { policy: r.policy } : {}),
    outcomes: Object.fromEntries(
      r.summary.outcomes.map((o) => [
        o.id,
        { count: o.count, frequency: o.frequency.value, ci95: interval(o.frequency.ci95) },
      ]),
    ),
    bets: Object.fromEntries(
      r.summary.bets.map((b) => [b.id, { perUnit: b.perUnit.value, ci95: interval(b.perUnit.ci95) }]),
    ),
    ...(r.summary.sides.length > 0
      ? {
          sides: Object.fromEntries(
            r.summary.sides.map((s) => [
              s.side,
              Object.fromEntries(
                s.results.map((x) => [
                  x.result,
                  { count: x.count, frequency: x.frequency.value, ci95: interval(x.frequency.ci95) },
                ]),
              ),
            ]),
          ),
        }
      : {}),
    ...(r.summary.facts.length > 0
      ? {
          facts: Object.fromEntries(
            r.summary.facts.map((f) => [
              f.id,
              { count: f.count, frequency: f.frequency.value, ci95: interval(f.frequency.ci95) },
            ]),
          ),
        }
      : {}),
  };
}

/** How the shoe is dealt, in words. */
function shoeText(p: Profile): string {
  switch (p.shoe.reshuffle) {
    case 'after-every-coup':
      return 'reshuffled after every coup';
    case 'when-too-few-for-a-coup':
      return `dealt down and reshuffled when too few cards remain for a coup, a fresh shoe per session${p.session.coups ? ` of ${p.session.coups} coups` : ''}`;
    default:
      return 'dealt down, a fresh shoe per session';
  }
}

/** Outcomes listed one by one up to this many; beyond, each side's results instead. */
const MOST_OUTCOMES_LISTED = 9;

const pct = (x: number) => `${(x * 100).toFixed(4)} %`;
const signed = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(6)}`;
/** An interval for reading, or a dash where none exists (see NO_INTERVAL). */
const range = (ci: readonly [number, number], show: (x: number) => string) =>
  interval(ci) ? `${show(ci[0])} to ${show(ci[1])}` : '—';
const NO_INTERVAL = '— a single coup has no confidence interval: simulate at least 2 coups for one';

export function simulationText(r: SimulationReport): string {
  const p = r.profile;
  const rate = r.coups / r.seconds;
  const seated = r.punters !== undefined ? `, ${r.punters} punter${r.punters > 1 ? 's' : ''} against the banker` : '';
  const lines = [
    `${printable(p.name)}: ${groupDigits(r.coups)} coup${r.coups === 1 ? '' : 's'} from seeded shoes of ${p.shoe.decks} decks, ${shoeText(p)}${seated}`,
    `seed ${r.seed}, ${r.workers} worker${r.workers > 1 ? 's' : ''}${r.threads !== undefined && r.threads < r.workers ? ` on ${r.threads} thread${r.threads > 1 ? 's' : ''}` : ''}, ${r.engine === 'kernel' ? 'compiled kernel' : 'statechart actor'}` +
      (r.policy ? `, choices decided by ${r.policy}` : ''),
    '',
  ];
  // Every outcome, or where they are too many to read or not counted (a side per punter), each side's results.
  const rows =
    (r.summary.outcomes.length > 0 && r.summary.outcomes.length <= MOST_OUTCOMES_LISTED) || r.summary.sides.length === 0
      ? r.summary.outcomes
      : r.summary.sides.flatMap((s) =>
          s.results.map((x) => ({ id: `${s.side} ${x.result}`, count: x.count, frequency: x.frequency })),
        );
  const head = rows === r.summary.outcomes ? 'outcome' : 'side';
  const ow = Math.max(head.length, ...rows.map((o) => o.id.length));
  const cw = Math.max('coups'.length, ...rows.map((o) => groupDigits(o.count).length));
  lines.push(`${head.padEnd(ow)}  ${'coups'.padStart(cw)}  ${'frequency'.padStart(10)}  95 % confidence interval`);
  for (const o of rows) {
    lines.push(
      `${o.id.padEnd(ow)}  ${groupDigits(o.count).padStart(cw)}  ${pct(o.frequency.value).padStart(10)}  ${range(o.frequency.ci95, pct)}`,
    );
  }
  const bw = Math.max('bet'.length, ...r.summary.bets.map((b) => b.id.length));
  lines.push('', `${'bet'.padEnd(bw)}  result per unit  95 % confidence interval`);
  for (const b of r.summary.bets) {
    lines.push(`${b.id.padEnd(bw)}  ${signed(b.perUnit.value).padStart(15)}  ${range(b.perUnit.ci95, signed)}`);
  }
  if (r.summary.facts.length > 0) {
    const fw = Math.max('coups with'.length, ...r.summary.facts.map((f) => f.id.length));
    const fc = Math.max('coups'.length, ...r.summary.facts.map((f) => groupDigits(f.count).length));
    lines.push(
      '',
      `${'coups with'.padEnd(fw)}  ${'coups'.padStart(fc)}  ${'frequency'.padStart(10)}  95 % confidence interval`,
    );
    for (const f of r.summary.facts) {
      lines.push(
        `${f.id.padEnd(fw)}  ${groupDigits(f.count).padStart(fc)}  ${pct(f.frequency.value).padStart(10)}  ${range(f.frequency.ci95, pct)}`,
      );
    }
  }
  if (r.coups < 2) lines.push('', NO_INTERVAL);
  lines.push('', `${r.seconds.toFixed(2)} s, ${formatRate(rate)} coups/s`);
  return lines.join('\n');
}

export function formatRate(perSecond: number): string {
  if (perSecond >= 1e6) return `${(perSecond / 1e6).toFixed(2)} million`;
  return groupDigits(Math.round(perSecond));
}

function formatSeconds(s: number): string {
  if (!Number.isFinite(s)) return '…';
  if (s < 60) return `${Math.ceil(s)} s`;
  return `${Math.floor(s / 60)} min ${Math.ceil(s % 60)} s`;
}

/** A one-line bar redrawn in place: done, rate and time left. Only on a terminal. */
function progressBar(total: number, write: (s: string) => void): { update: (done: number) => void; clear: () => void } {
  const start = performance.now();
  let last = 0;
  const width = 30;
  return {
    update(done: number) {
      const now = performance.now();
      if (now - last < 100 && done < total) return;
      last = now;
      const rate = done / ((now - start) / 1000);
      const filled = Math.round((done / total) * width);
      write(
        `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${((done / total) * 100).toFixed(0).padStart(3)} %  ${formatRate(rate)} coups/s  ${formatSeconds((total - done) / rate)} left\x1b[K`,
      );
    },
    clear: () => write('\r\x1b[K'),
  };
}

/** Where the progress bar is drawn: standard output, when it is a terminal. */
export interface Terminal {
  readonly isTTY?: boolean;
  write(text: string): unknown;
}

export async function simulateCommand(argv: string[], io: Io, terminal: Terminal = process.stdout): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    n: { type: 'string', short: 'n' },
    seed: { type: 'string' },
    workers: { type: 'string' },
    policy: { type: 'string' },
    punters: { type: 'string' },
    json: { type: 'boolean', default: false },
    statechart: { type: 'boolean', default: false },
  });
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0
        ? 'simulate needs a profile'
        : `simulate takes one profile; ${positionals.length} were given`,
    );
  const coups = parseCount('-n', values.n, Number.MAX_SAFE_INTEGER);
  if (coups === undefined) throw new UsageError('simulate needs -n <coups>');
  const workers = parseCount('--workers', values.workers, MOST_WORKERS) ?? availableParallelism();
  const seed = parseSeed(values.seed);
  const base = loadProfile(positionals[0]!);
  // One hand per punter (the domestic game): the table is seated for --punters punters.
  const seats = seatsPunters(base);
  if (values.punters !== undefined && !seats)
    throw new UsageError(`--punters is for a game where each punter holds a hand: ${base.name} has none`);
  const punters = seats ? (parseCount('--punters', values.punters, mostPunters(base)) ?? DEFAULT_PUNTERS) : undefined;
  try {
    const reason = unsupportedReason(base, 'simulation');
    if (reason) throw new UnsupportedProfile(reason);
    // A bundled profile's choices default to its plain policy, written for the profile as bundled.
    const policyFile = values.policy ?? bundledPolicyFile(positionals[0]!, compileProfile(base));
    const written = policyFile === undefined ? undefined : loadPolicyFile(policyFile, compileProfile(base));
    const { profile, policy } = seatTable(base, written, punters);
    const compiled = compileProfile(profile);
    requirePolicy(compiled, policy);
    const engine: SimulationEngine = values.statechart ? 'statechart' : 'kernel';
    // More workers than coups would leave some idle with nothing to deal.
    const used = Math.min(workers, coups);
    // The streams share the threads the machine runs at once: more would only cost memory.
    const threads = threadsFor(used);
    const asked = values.workers !== undefined ? `--workers ${values.workers}` : `${workers} workers (one per thread)`;
    if (used < workers)
      io.err(
        `note: ${asked}: ${used} seeded stream${used > 1 ? 's' : ''}, one per coup (-n ${coups}): a stream with no coup to deal would change nothing`,
      );
    if (threads < used)
      io.err(
        `note: ${used} seeded streams played on ${threads} thread${threads > 1 ? 's' : ''}, as many as this machine runs at once (the result is that of ${used} workers)`,
      );
    const bar = terminal.isTTY && !values.json ? progressBar(coups, (s) => terminal.write(s)) : undefined;
    const start = performance.now();
    const tally = await simulate({ profile, policy, engine, seed, coups, workers: used, threads }, bar?.update);
    const seconds = (performance.now() - start) / 1000;
    bar?.clear();
    const report: SimulationReport = {
      profile,
      ...(punters !== undefined ? { punters } : {}),
      coups,
      seed,
      workers: used,
      threads,
      engine,
      policy: policy?.file,
      summary: summarizeCompiled(compiled, tally),
      seconds,
    };
    // Within a terminal's 100 columns: a long head line wraps, indented (src/text/width.ts).
    io.out(values.json ? JSON.stringify(simulationJson(report), null, 2) : wrapText(simulationText(report)));
    return 0;
  } catch (e) {
    if (e instanceof PolicyError || e instanceof PolicyMissing || e instanceof UnsupportedProfile) {
      io.err(e.message);
      return 1;
    }
    throw e;
  }
}
