// Only for the TypeScript sources under test (see worker-script.ts): a worker thread starts without
// vitest's transform, so register tsx, then run the module the worker was started for. The
// package's compiled workers (dist/kernel/*.js) start directly and never come here.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
