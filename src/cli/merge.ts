/**
 * `baccarat merge <result.json…> [--json]`: the slices of one counting simulation (`baccarat count
 * --shard k/n --out <file>`), checked to be one run (profile hash, policy, bet, seed, shoes, every
 * parameter, the exact part), complete and non-overlapping, their whole-number accumulators added:
 * it prints exactly what the unsharded run prints.
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { type CountShard, countReport, countText, SHARD_FORMAT } from '../odds/count-report.js';
import { addCountTallies, type CountTally, type StrategyTally } from '../odds/count-sim.js';
import { parseCommandArgs } from './args.js';
import { cwdOf, excerpt, type Io, ioReason, UsageError } from './io.js';

/** A slice's file is a few kilobytes; anything far larger is not one. */
const MOST_SHARD_BYTES = 1024 * 1024;

class MergeRefused extends UsageError {
  constructor(message: string) {
    super(message, 1);
  }
}

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;
const isBig = (x: unknown) => typeof x === 'string' && /^-?[0-9]{1,60}$/.test(x);

function strategyOf(x: unknown, where: string): StrategyTally {
  const t = x as Record<string, unknown> | null;
  if (!t || !isInt(t.hands) || !isBig(t.net) || !isBig(t.netSq) || !isBig(t.shoeSq) || !isBig(t.ev) || !isBig(t.evSq))
    throw new MergeRefused(`${where}: not a slice's accumulators (hands, net, netSq, shoeSq, ev, evSq)`);
  return {
    hands: t.hands,
    net: BigInt(t.net as string),
    netSq: BigInt(t.netSq as string),
    shoeSq: BigInt(t.shoeSq as string),
    ev: BigInt(t.ev as string),
    evSq: BigInt(t.evSq as string),
  };
}

/** A slice's file read and its shape checked; its accumulators as whole numbers. */
export function readShard(file: string, cwd: string): CountShard {
  let text: string;
  try {
    const path = resolve(cwd, file);
    const stat = statSync(path);
    if (!stat.isFile()) throw new MergeRefused(`${file}: not a file`);
    if (stat.size > MOST_SHARD_BYTES)
      throw new MergeRefused(`${file}: ${stat.size} bytes; a slice of a count is read up to ${MOST_SHARD_BYTES}`);
    text = readFileSync(path, 'utf8');
  } catch (e) {
    if (e instanceof MergeRefused) throw e;
    throw new MergeRefused(`${file}: cannot read it (${ioReason(e)})`);
  }
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new MergeRefused(`${file}: not JSON (${(e as Error).message})`);
  }
  if (data?.format !== SHARD_FORMAT)
    throw new MergeRefused(`${file}: not a slice of baccarat count (its format is not "${SHARD_FORMAT}")`);
  const t = data.tally as Record<string, unknown> | undefined;
  if (!t || !isInt(t.from) || !isInt(t.to) || !isInt(t.coups) || !isInt(t.unit) || t.to < t.from)
    throw new MergeRefused(`${file}: its tally has no shoes from … to, coups and unit`);
  const tally: CountTally = {
    from: t.from,
    to: t.to,
    coups: t.coups,
    unit: t.unit,
    count: strategyOf(t.count, `${file}: tally.count`),
    ...(t.bound !== undefined ? { bound: strategyOf(t.bound, `${file}: tally.bound`) } : {}),
  };
  const run = data.run as CountShard['run'] | undefined;
  if (!run || !isInt(run.shoes) || typeof data.profileHash !== 'string' || !data.exact)
    throw new MergeRefused(`${file}: no run, profile hash or exact part`);
  return { ...(data as unknown as CountShard), tally };
}

export async function mergeCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, { json: { type: 'boolean', default: false } });
  if (positionals.length === 0)
    throw new UsageError('merge needs the files of the slices (baccarat count --shard k/n --out <file>)');
  const cwd = cwdOf(io);
  const shards = positionals.map((f) => readShard(f, cwd));
  const first = shards[0]!;
  const name = positionals[0]!;
  // One run: everything but the slice's own shoes and accumulators is the same.
  const same = (s: CountShard) => JSON.stringify([s.profileHash, s.policy, s.run, s.noBound, s.exact, s.tally.unit]);
  shards.forEach((s, i) => {
    if (same(s) === same(first)) return;
    const what =
      s.profileHash !== first.profileHash
        ? 'profile'
        : s.policy !== first.policy
          ? 'policy'
          : ((Object.keys(first.run) as (keyof CountShard['run'])[]).find(
              (k) => JSON.stringify(s.run[k]) !== JSON.stringify(first.run[k]),
            ) ?? 'exact part');
    throw new MergeRefused(
      `${excerpt(positionals[i]!)} is another run than ${excerpt(name)}: its ${what} differs (${excerpt(JSON.stringify((s.run as unknown as Record<string, unknown>)[what] ?? ''))} against ${excerpt(JSON.stringify((first.run as unknown as Record<string, unknown>)[what] ?? ''))})`,
    );
  });
  // Complete and non-overlapping: the slices, in order of their first shoe, tile 0 … shoes.
  const order = shards.map((s, i) => ({ s, file: positionals[i]! })).sort((a, b) => a.s.tally.from - b.s.tally.from);
  let next = 0;
  for (const { s, file } of order) {
    if (s.tally.from < next)
      throw new MergeRefused(
        `${excerpt(file)}: its shoes ${s.tally.from} to ${s.tally.to - 1} overlap another slice's`,
      );
    if (s.tally.from > next)
      throw new MergeRefused(`shoes ${next} to ${s.tally.from - 1} of ${first.run.shoes} are in no slice given`);
    next = s.tally.to;
  }
  if (next !== first.run.shoes)
    throw new MergeRefused(`shoes ${next} to ${first.run.shoes - 1} of ${first.run.shoes} are in no slice given`);
  const tally = addCountTallies(shards.map((s) => s.tally));
  const report = countReport(first.exact, first.run, tally, first.noBound ?? undefined);
  io.out(values.json ? JSON.stringify(report, null, 2) : countText(report));
  return 0;
}
