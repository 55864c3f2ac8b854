/**
 * `baccarat merge <result.json…> [--json]`: the slices of one counting simulation (`baccarat count
 * --shard k/n --out <file>`), checked to be one run (profile hash, policy, bet, seed, shoes, every
 * parameter, the exact part), complete and non-overlapping, their whole-number accumulators added:
 * it prints exactly what the unsharded run prints. The files are read here; the checks and the sum
 * are the library's mergeShards (src/house/countability.ts, baccarat-spec/house).
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { type CountShard, countText } from '../house/count-report.js';
import { mergeShards, parseShard } from '../house/countability.js';
import { parseCommandArgs } from './args.js';
import { countRefusal } from './count.js';
import { cwdOf, type Io, ioReason, UsageError } from './io.js';

/** A slice's file is a few kilobytes; anything far larger is not one. */
const MOST_SHARD_BYTES = 1024 * 1024;

class MergeRefused extends UsageError {
  constructor(message: string) {
    super(message, 1);
  }
}

/** A slice's file read (parseShard checks its shape: a CountError). */
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
  return parseShard(text, file);
}

export async function mergeCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, { json: { type: 'boolean', default: false } });
  if (positionals.length === 0)
    throw new UsageError('merge needs the files of the slices (baccarat count --shard k/n --out <file>)');
  const cwd = cwdOf(io);
  try {
    const shards = positionals.map((f) => readShard(f, cwd));
    const report = mergeShards(shards, positionals);
    io.out(values.json ? JSON.stringify(report, null, 2) : countText(report));
    return 0;
  } catch (e) {
    throw countRefusal(e);
  }
}
