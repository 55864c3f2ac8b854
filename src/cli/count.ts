/**
 * `baccarat count <profile> --bet <id> [--tags t,…] [--shoes N] [--seed S] [--cut C] [--burn B]
 * [--at T] [--no-bound] [--policy <file>] [--json] [--shard k/n] [--out <file>]`: whether a bet can
 * be counted (src/odds/count.ts, count-sim.ts, count-report.ts). A slice of the simulation
 * (--shard k/n) writes its accumulators to --out, for `baccarat merge`.
 */

import { compileProfile } from '../core/compile.js';
import { profileFileOf } from '../loader/bundled.js';
import { effectsOfRemoval, parseTags, rankGroupsOf } from '../odds/count.js';
import { countExact, countReport, countText, rankTags, SHARD_FORMAT, shardJson } from '../odds/count-report.js';
import { boundIsFast, type CountRun, simulateCounting, sliceOf } from '../odds/count-sim.js';
import { profileHash } from '../record/record.js';
import { parseCommandArgs, wholeNumber } from './args.js';
import { cwdOf, excerpt, type Io, UsageError } from './io.js';
import { countableProfile, oddsRefusal } from './odds.js';
import { checkBet } from './par.js';
import { checkTarget, writeWhole } from './safe-write.js';
import { COUNT_SHOES } from './usage.js';

/** A true count threshold: a decimal number, maybe negative. */
function parseAt(text: string | undefined): number {
  if (text === undefined) return 4;
  if (!/^[+-]?[0-9]{1,6}(\.[0-9]{1,6})?$/.test(text))
    throw new UsageError(`--at ${excerpt(text)}: give a true count, a number such as 4, -1 or 2.5`);
  return Number(text);
}

/** "k/n": slice k (1 … n) of n. */
function parseShard(text: string | undefined): { k: number; n: number } | undefined {
  if (text === undefined) return undefined;
  const m = /^([0-9]{1,6})\/([0-9]{1,6})$/.exec(text);
  const k = Number(m?.[1]);
  const n = Number(m?.[2]);
  if (!m || n < 1 || k < 1 || k > n)
    throw new UsageError(`--shard ${excerpt(text)}: give k/n, slice k of n, with 1 ≤ k ≤ n (e.g. 2/3)`);
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
  const shoes =
    values.shoes === undefined ? COUNT_SHOES : wholeNumber('--shoes', values.shoes, 0, 100_000_000, 'shoes');
  const seed = values.seed === undefined ? 1 : wholeNumber('--seed', values.seed, 0, 0xffffffff);
  const cut = values.cut === undefined ? 14 : wholeNumber('--cut', values.cut, 0, 100_000, 'cards');
  const burn = values.burn === undefined ? 0 : wholeNumber('--burn', values.burn, 0, 100_000, 'cards');
  const at = parseAt(values.at);
  const shard = parseShard(values.shard);
  if (shard && values.out === undefined)
    throw new UsageError('--shard writes its slice to a file for baccarat merge: give --out <file>');
  if (shard && shoes === 0) throw new UsageError('--shard slices a simulation: give --shoes N, at least 1');
  const inputs = [profileFileOf(positionals[0]!), values.policy].filter((i) => i !== undefined);
  const cwd = cwdOf(io);
  if (values.out !== undefined) checkTarget(values.out, { shown: `--out ${values.out}`, inputs, cwd });
  try {
    const { profile, policy } = countableProfile(positionals[0]!, values.policy);
    checkBet(
      '--bet',
      values.bet,
      profile.bets.map((b) => b.id),
    );
    if (!compileProfile(profile).jointCounts || profile.hands.length !== 2)
      throw new UsageError(
        `${profile.name}: count deals two-hand tables coup by coup; this one has ${profile.hands.length} hands`,
        1,
      );
    const groups = rankGroupsOf(profile);
    let given: number[] | undefined;
    if (values.tags !== undefined) {
      const t = parseTags(values.tags, groups);
      if (typeof t === 'string') throw new UsageError(`--tags ${excerpt(values.tags)}: ${t}`);
      given = t;
    }
    if (burn + cut + compileProfile(profile).cardsPerCoup > 52 * profile.shoe.decks)
      throw new UsageError(
        `--cut ${cut} and --burn ${burn} leave no coup in a shoe of ${52 * profile.shoe.decks} cards`,
      );
    const effects = effectsOfRemoval(profile, values.bet, { policy });
    const exact = countExact(effects, given);
    if (shoes === 0) {
      io.out(values.json ? JSON.stringify(countReport(exact), null, 2) : countText(countReport(exact)));
      return 0;
    }
    const fast = boundIsFast(profile, policy);
    const noBound = values['no-bound']
      ? 'not asked for (--no-bound)'
      : fast
        ? undefined
        : 'not simulated: the bet reads ranks or suits, whose exact odds from a shoe take a walk per coup (see baccarat odds --remaining)';
    const run: CountRun = {
      bet: values.bet,
      seed,
      shoes,
      cut,
      burn,
      at,
      tags: rankTags(exact),
      bound: noBound === undefined,
    };
    const range = shard ? sliceOf(shoes, shard.k, shard.n) : { from: 0, to: shoes };
    const tally = simulateCounting(profile, run, range, { policy, fresh: effects.fresh });
    if (values.out !== undefined) {
      const text = shardJson({
        format: SHARD_FORMAT,
        profileHash: profileHash(profile),
        policy: policy?.file ?? null,
        run,
        noBound: noBound ?? null,
        exact,
        tally,
      });
      writeWhole(values.out, text, { shown: `--out ${values.out}`, inputs, cwd });
    }
    if (shard) {
      io.out(
        `shoes ${range.from} to ${range.to - 1} of ${shoes} (slice ${shard.k}/${shard.n}): written to ${values.out}`,
      );
      return 0;
    }
    const report = countReport(exact, run, tally, noBound);
    io.out(values.json ? JSON.stringify(report, null, 2) : countText(report));
    return 0;
  } catch (e) {
    if (oddsRefusal(e)) {
      io.err(e.message);
      return 1;
    }
    throw e;
  }
}
