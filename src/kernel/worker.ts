/** A simulation worker: runs one stream and reports its progress and its tally. */
import { parentPort, workerData } from 'node:worker_threads';
import { runStream, type StreamSpec } from './run.js';

const port = parentPort!;
const tally = runStream(workerData as StreamSpec, (done) => port.postMessage({ done }));
port.postMessage({ tally });
