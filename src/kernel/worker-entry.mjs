// A worker thread starts without the main thread's TypeScript loader: register tsx, then run the
// TypeScript module the worker was started for (the sources run as they are, with no build step).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData?.module ?? './worker.ts');
