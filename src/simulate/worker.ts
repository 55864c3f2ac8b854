/** A simulation thread: runs its streams one after the other, reports its progress and their tally. */
import { parentPort, workerData } from 'node:worker_threads';
import { addTallies, runStream, type StreamSpec, type Tally } from './run.js';

const port = parentPort!;
const { streams, ...spec } = workerData as Omit<StreamSpec, 'stream' | 'coups'> & {
  streams: { stream: number; coups: number }[];
};
const tallies: Tally[] = [];
let before = 0;
for (const { stream, coups } of streams) {
  tallies.push(runStream({ ...spec, stream, coups }, (done) => port.postMessage({ done: before + done })));
  before += coups;
}
port.postMessage({ tally: addTallies(tallies) });
