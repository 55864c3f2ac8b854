/**
 * A simulation over seeded streams: the coups are split evenly, stream w deals from stream w of the
 * seed, and the tallies are added. The streams (the `workers` of the command line) fix the result;
 * the threads that play them are bounded by the machine, each thread playing its streams one after
 * the other, so that asking for many streams costs time, never memory. One thread runs in this
 * thread; memory does not grow with the number of coups, as each stream keeps only its counts.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { compileProfile } from '../core/compile.js';
import { type Policy, requirePolicy } from '../core/policy.js';
import { workerScript } from '../kernel/worker-script.js';
import type { Profile } from '../profile/types.js';
import { addTallies, runStream, type SimulationEngine, type Tally } from './run.js';

/**
 * A simulation: the profile, how its choices are decided, the seed, the coups, and the seeded
 * streams they are dealt in.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { loadPolicy } from 'baccarat-spec/odds';
 * import type { SimulationSpec } from 'baccarat-spec/simulate';
 *
 * const profile = loadProfile('chemin-de-fer');
 * const spec: SimulationSpec = { profile, policy: loadPolicy(profile), seed: 7, coups: 100_000, workers: 2 };
 * ```
 */
export interface SimulationSpec {
  readonly profile: Profile;
  /** How the profile's choices are decided (`loadPolicy`); required where its draw tables leave choices. */
  readonly policy?: Policy | undefined;
  /** The compiled kernel (by default), or the profile's statechart played move by move (slower, the same coups). */
  readonly engine?: SimulationEngine;
  readonly seed: number;
  readonly coups: number;
  /** Seeded streams (1 by default): the result depends on the seed and on this count, not on the machine. */
  readonly workers?: number;
  /** Threads to play them on: at most the streams, and by default the threads the machine runs at once. */
  readonly threads?: number;
}

/** Coups for each worker: as even as possible, the first ones taking the remainder. */
export function shares(coups: number, workers: number): number[] {
  const base = Math.floor(coups / workers);
  return Array.from({ length: workers }, (_, w) => base + (w < coups % workers ? 1 : 0));
}

/** The threads a simulation of `streams` streams runs on: never more than the machine runs at once. */
export function threadsFor(streams: number, threads = availableParallelism()): number {
  return Math.max(1, Math.min(streams, threads));
}

/**
 * Plays seeded shoes of a profile, the streams on worker threads, and counts each coup's outcome and
 * facts (`summarize` turns the tally into frequencies and results per unit with confidence
 * intervals). The same seed and workers give the same tally on any machine. A profile whose tables
 * leave choices needs a policy (PolicyMissing otherwise).
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { simulate } from 'baccarat-spec/simulate';
 *
 * const tally = await simulate({ profile: loadProfile('punto-banco'), seed: 1, coups: 10_000, workers: 2 });
 * tally.coups; // 10000
 * ```
 */
export async function simulate(options: SimulationSpec, onProgress?: (done: number) => void): Promise<Tally> {
  const spec = {
    ...options,
    policy: options.policy,
    engine: options.engine ?? 'kernel',
    workers: options.workers ?? 1,
  };
  requirePolicy(compileProfile(spec.profile), spec.policy);
  const parts = shares(spec.coups, spec.workers).map((coups, stream) => ({ stream, coups }));
  const threads = threadsFor(spec.workers, spec.threads);
  // Streams dealt round to the threads: thread t plays streams t, t + threads, …
  const lots = Array.from({ length: threads }, (_, t) => parts.filter((_, w) => w % threads === t));
  if (threads === 1) {
    const tallies: Tally[] = [];
    let before = 0;
    for (const { stream, coups } of parts) {
      tallies.push(runStream({ ...spec, stream, coups }, onProgress && ((done) => onProgress(before + done))));
      before += coups;
    }
    return addTallies(tallies);
  }
  const done = lots.map(() => 0);
  const tallies = await Promise.all(
    lots.map(
      (streams, thread) =>
        new Promise<Tally>((resolve, reject) => {
          const { file, options } = workerScript('simulate/worker', {
            profile: spec.profile,
            policy: spec.policy,
            engine: spec.engine,
            seed: spec.seed,
            streams,
          });
          const worker = new Worker(file, options);
          worker.on('message', (m: { done?: number; tally?: Tally }) => {
            if (m.done !== undefined) {
              done[thread] = m.done;
              onProgress?.(done.reduce((a, b) => a + b, 0));
            }
            if (m.tally) resolve(m.tally);
          });
          worker.on('error', reject);
          worker.on('exit', (code) => {
            if (code !== 0) reject(new Error(`simulation thread ${thread} stopped with code ${code}`));
          });
        }),
    ),
  );
  return addTallies(tallies);
}
