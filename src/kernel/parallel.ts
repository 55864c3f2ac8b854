/**
 * A simulation over worker threads: the coups are split evenly, worker w deals stream w of the seed,
 * and the tallies are added. One worker runs in this thread, on the same stream 0.
 */
import { Worker } from 'node:worker_threads';
import { runStream, type Engine, type Tally } from './run.js';
import type { Profile } from '../profile/types.js';
import type { Policy } from '../odds/policy.js';
import { workerScript } from './worker-script.js';

export interface SimulationSpec {
  readonly profile: Profile;
  readonly policy: Policy | undefined;
  readonly engine: Engine;
  readonly seed: number;
  readonly coups: number;
  readonly workers: number;
}

/** Coups for each worker: as even as possible, the first ones taking the remainder. */
export function shares(coups: number, workers: number): number[] {
  const base = Math.floor(coups / workers);
  return Array.from({ length: workers }, (_, w) => base + (w < coups % workers ? 1 : 0));
}

export async function simulate(spec: SimulationSpec, onProgress?: (done: number) => void): Promise<Tally> {
  const parts = shares(spec.coups, spec.workers);
  if (spec.workers === 1) {
    return runStream({ ...spec, stream: 0, coups: spec.coups }, onProgress);
  }
  const done = parts.map(() => 0);
  const tallies = await Promise.all(
    parts.map(
      (coups, stream) =>
        new Promise<Tally>((resolve, reject) => {
          const { file, options } = workerScript('worker', { profile: spec.profile, policy: spec.policy, engine: spec.engine, seed: spec.seed, stream, coups });
          const worker = new Worker(file, options);
          worker.on('message', (m: { done?: number; tally?: Tally }) => {
            if (m.done !== undefined) {
              done[stream] = m.done;
              onProgress?.(done.reduce((a, b) => a + b, 0));
            }
            if (m.tally) resolve(m.tally);
          });
          worker.on('error', reject);
          worker.on('exit', (code) => {
            if (code !== 0) reject(new Error(`simulation worker ${stream} stopped with code ${code}`));
          });
        }),
    ),
  );
  const sum = (pick: (t: Tally) => number[]) => pick(tallies[0]!).map((_, i) => tallies.reduce((a, t) => a + pick(t)[i]!, 0));
  return {
    coups: tallies.reduce((a, t) => a + t.coups, 0),
    outcomes: sum((t) => t.outcomes),
    ...(tallies[0]!.facts ? { facts: sum((t) => t.facts!) } : {}),
  };
}
