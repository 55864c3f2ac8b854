/**
 * The bench's counts (src/inspector/bench.ts), one a profile and bet, each on a worker thread
 * (src/inspector/bench-worker.ts) and kept for the server's life: every edit after reads the rows
 * kept, never a recount. A count that fails is not kept: it is counted again when asked for again.
 */
import { Worker } from 'node:worker_threads';
import { workerScript } from '../kernel/worker-script.js';
import { bundledFile, bundledIds, loadProfile } from '../loader/bundled.js';
import { loadProfileWithSource } from '../loader/load.js';
import type { Profile } from '../profile/types.js';
import type { BenchCount } from './bench.js';
import type { BenchMessage } from './bench-worker.js';

/** A bet the bench cannot count (404), with why. */
export class BenchRefused extends Error {
  override name = 'BenchRefused';
}

export interface BenchCounts {
  /** The bet's count: kept, or counted now on a worker. */
  countOf(profile: Profile, bet: string): Promise<BenchCount>;
  close(): Promise<void>;
}

export function benchCounts(): BenchCounts {
  const kept = new Map<Profile, Map<string, Promise<BenchCount>>>();
  const workers = new Set<Worker>();
  let closed = false;
  const count = (profile: Profile, bet: string) =>
    new Promise<BenchCount>((resolve, reject) => {
      const { file, options } = workerScript('inspector/bench-worker', { profile, bet });
      const worker = new Worker(file, options);
      workers.add(worker);
      worker.on('message', (m: BenchMessage) =>
        'count' in m ? resolve(m.count) : reject(new BenchRefused(`no bench for ${bet}: ${m.refused}`)),
      );
      worker.once('error', reject);
      worker.once('exit', (code) => {
        workers.delete(worker);
        // After its answer, a worker's end changes nothing; before it, the count is not coming.
        reject(
          new Error(
            closed ? 'the inspector is closing' : `the bench's worker ended without an answer (exit code ${code})`,
          ),
        );
      });
    });
  return {
    countOf(profile, bet) {
      const byBet = kept.get(profile) ?? new Map<string, Promise<BenchCount>>();
      kept.set(profile, byBet);
      const known = byBet.get(bet);
      if (known) return known;
      const c = count(profile, bet);
      byBet.set(bet, c);
      c.catch(() => byBet.delete(bet));
      return c;
    },
    async close() {
      closed = true;
      await Promise.all([...workers].map((w) => w.terminate()));
    },
  };
}

/**
 * A bundled profile's bets as its file resolves them (parents merged, defaults filled), what a
 * child profile lists; undefined for a profile read from a file of the user's, which a child could
 * only extend by its path, unknown to the page.
 */
export function resolvedBetsOf(profile: Profile): readonly Record<string, unknown>[] | undefined {
  if (!bundledIds().includes(profile.id) || loadProfile(profile.id) !== profile) return undefined;
  const resolved = loadProfileWithSource(bundledFile(profile.id)!).resolved;
  return resolved?.bets as Record<string, unknown>[] | undefined;
}
