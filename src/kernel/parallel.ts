/**
 * A simulation over seeded streams: the coups are split evenly, stream w deals from stream w of the
 * seed, and the tallies are added. The streams (the `workers` of the command line) fix the result;
 * the threads that play them are bounded by the machine, each thread playing its streams one after
 * the other, so that asking for many streams costs time, never memory. One thread runs in this
 * thread; memory does not grow with the number of coups, as each stream keeps only its counts.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Policy } from '../core/policy.js';
import type { Profile } from '../profile/types.js';
import { addTallies, type Engine, runStream, type Tally } from './run.js';
import { workerScript } from './worker-script.js';

export interface SimulationSpec {
  readonly profile: Profile;
  readonly policy: Policy | undefined;
  readonly engine: Engine;
  readonly seed: number;
  readonly coups: number;
  /** Seeded streams: the result depends on the seed and on this count. */
  readonly workers: number;
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

export async function simulate(spec: SimulationSpec, onProgress?: (done: number) => void): Promise<Tally> {
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
          const { file, options } = workerScript('kernel/worker', {
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
