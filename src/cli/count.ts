/**
 * `baccarat count <profile> --bet <id> [--tags t,…] [--shoes N] [--seed S] [--cut C] [--burn B]
 * [--at T] [--no-bound] [--policy <file>] [--json] [--shard k/n] [--out <file>]`: whether a bet can
 * be counted: the arguments read, then the library's one call (src/house/countability.ts, which
 * baccarat-spec/house exports), its report printed. A slice of the simulation (--shard k/n) writes
 * its accumulators to --out, for `baccarat merge`.
 */

import { checkTarget, writeWhole } from '../files/safe-write.js';
import { parseTags } from '../house/count.js';
import { cardGroupsOf } from '../house/count-groups.js';
import { type CountReport, countText, shardJson } from '../house/count-report.js';
import {
  CountError,
  type CountOptions,
  countability,
  countShard,
  mergeShards,
  shoesText,
} from '../house/countability.js';
import { parseCommandArgs, wholeNumber } from './args.js';
import { inputsOf } from './inputs.js';
import { cwdOf, excerpt, type Io, UsageError } from './io.js';
import { countableProfile, oddsRefusal } from './odds.js';
import { progressLine } from './progress.js';

/** A true count threshold: a decimal number, maybe negative. */
function parseAt(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^[+-]?[0-9]{1,6}(\.[0-9]{1,6})?$/.test(text))
    throw new UsageError(`--at ${excerpt(text)}: give a true count, a number such as 4, -1 or 2.5`);
  return Number(text);
}

/** The most slices a run is cut into: as many as --shoes may be. */
const MOST_SLICES = 100_000_000;

/** "k/n": slice k (1 … n) of n. */
function parseShard(text: string | undefined): { k: number; n: number } | undefined {
  if (text === undefined) return undefined;
  const m = /^([0-9]{1,20})\/([0-9]{1,20})$/.exec(text);
  const k = Number(m?.[1]);
  const n = Number(m?.[2]);
  if (!m || n < 1 || k < 1 || k > n || n > MOST_SLICES)
    throw new UsageError(
      `--shard ${excerpt(text)}: give k/n, slice k of n, with 1 ≤ k ≤ n ≤ ${MOST_SLICES.toLocaleString('en')} (e.g. 2/3)`,
    );
  return { k, n };
}

export async function countCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    bet: { type: 'string' },
    tags: { type: 'string' },
    shoes: { type: 'string' },
    seed: { type: 'string' },
    cut: { type: 'string' },
    burn: { type: 'string' },
    at: { type: 'string' },
    'no-bound': { type: 'boolean', default: false },
    policy: { type: 'string' },
    json: { type: 'boolean', default: false },
    shard: { type: 'string' },
    out: { type: 'string' },
  });
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0 ? 'count needs a profile' : `count takes one profile; ${positionals.length} were given`,
    );
  if (values.bet === undefined) throw new UsageError('count needs --bet <id>: the bet to count');
  // Unset, each is the library's default (src/house/count-defaults.ts).
  const shoes = values.shoes === undefined ? undefined : wholeNumber('--shoes', values.shoes, 0, 100_000_000, 'shoes');
  const seed = values.seed === undefined ? undefined : wholeNumber('--seed', values.seed, 0, 0xffffffff);
  const cut = values.cut === undefined ? undefined : wholeNumber('--cut', values.cut, 0, 100_000, 'cards');
  const burn = values.burn === undefined ? undefined : wholeNumber('--burn', values.burn, 0, 100_000, 'cards');
  const at = parseAt(values.at);
  const shard = parseShard(values.shard);
  if (shard && values.out === undefined)
    throw new UsageError('--shard writes its slice to a file for baccarat merge: give --out <file>');
  if (shard && shoes === 0) throw new UsageError('--shard slices a simulation: give --shoes N, at least 1');
  const cwd = cwdOf(io);
  const inputs = values.out === undefined ? [] : inputsOf(positionals[0]!, cwd, values.policy);
  if (values.out !== undefined) checkTarget(values.out, { shown: `--out ${values.out}`, inputs, cwd });
  try {
    const { profile, policy } = countableProfile(positionals[0]!, values.policy);
    let tags: number[] | undefined;
    if (values.tags !== undefined && profile.bets.some((b) => b.id === values.bet)) {
      const t = parseTags(values.tags, cardGroupsOf(profile, values.bet).groups);
      if (typeof t === 'string') throw new UsageError(`--tags ${excerpt(values.tags)}: ${t}`);
      tags = t;
    }
    // The shoes dealt, on a terminal, where the simulation takes over a second (src/cli/progress.ts).
    const progress = progressLine(io.stderr, { label: 'count' });
    const options: CountOptions = {
      bet: values.bet,
      tags,
      shoes,
      seed,
      cut,
      burn,
      at,
      bound: !values['no-bound'],
      policy,
      progress: (done, total) => progress.step(done, total, 'shoes dealt'),
    };
    const print = (report: CountReport) => io.out(values.json ? JSON.stringify(report, null, 2) : countText(report));
    if (values.out === undefined || shoes === 0) {
      let report: CountReport;
      try {
        report = countability(profile, options);
      } finally {
        progress.end();
      }
      print(report);
      return 0;
    }
    // --out: the accumulators written, of a slice or (one slice of one) of the whole run.
    let slice: ReturnType<typeof countShard>;
    try {
      slice = countShard(profile, options, shard ?? { k: 1, n: 1 });
    } finally {
      progress.end();
    }
    writeWhole(values.out, shardJson(slice), { shown: `--out ${values.out}`, inputs, cwd });
    if (!shard) print(mergeShards([slice]));
    else {
      const { from, to } = slice.tally;
      // Cut into more slices than shoes, a slice may hold none: written all the same, it merges as nothing.
      const which = from === to ? `no shoe of ${slice.run.shoes}` : `${shoesText(from, to)} of ${slice.run.shoes}`;
      io.out(`${which} (slice ${shard.k}/${shard.n}): written to ${values.out}`);
    }
    return 0;
  } catch (e) {
    if (oddsRefusal(e)) {
      io.err(e.message);
      return 1;
    }
    throw countRefusal(e, { bet: values.bet, tags: values.tags, cut: values.cut, burn: values.burn });
  }
}

/**
 * A CountError as the command says it: located at its flag (`--bet x: …`), a usage error (exit 2)
 * unless the value is well formed and only the count cannot honour it (a bet whose effects it does
 * not count: exit 1, as a refusal of what was asked is). Anything else is passed on as it is.
 */
export function countRefusal(
  e: unknown,
  given: { bet?: string; tags?: string; cut?: string; burn?: string } = {},
): unknown {
  if (!(e instanceof CountError)) return e;
  if (e.option === undefined) return new UsageError(e.message, 1);
  const value = given[e.option];
  return new UsageError(
    `--${e.option}${value === undefined ? '' : ` ${excerpt(value)}`}: ${e.message}`,
    e.refusal ? 1 : 2,
  );
}
