/** A worker that holds the kernel against the chart for one profile (see compare.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { compareEngines } from './compare.js';

const { profile, policy, seed, coups } = workerData as {
  profile: Parameters<typeof compareEngines>[0];
  policy: Parameters<typeof compareEngines>[1];
  seed: number;
  coups: number;
};
parentPort!.postMessage(compareEngines(profile, policy, seed, coups));
