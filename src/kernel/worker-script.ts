/**
 * How a worker thread is started on a module of src. The package runs compiled JavaScript
 * (dist/<name>.js, started as it is). The sources under test (vitest runs
 * src/*.ts) have no compiled sibling, and a worker thread does not inherit vitest's TypeScript
 * transform: there worker-entry.mjs registers tsx (a devDependency) and imports the .ts module.
 * Where the test setup has just found dist/ as new as every source (test/setup/build.ts builds it
 * if not, and again before a rerun, and then sets BACCARAT_COMPILED_WORKERS=1), the worker starts
 * from dist/ instead: the same code, compiled, without a TypeScript loader of its own in every
 * worker (about half a CPU-second a worker).
 */
import type { WorkerOptions } from 'node:worker_threads';

const compiled = import.meta.url.endsWith('.js');

/**
 * The file a Worker starts, and the workerData it needs, for module `name` of src (the simulation's
 * simulate/worker, the comparison's compare/compare-worker, the inspector's inspector/par-worker).
 */
export function workerScript(
  name: 'simulate/worker' | 'compare/compare-worker' | 'inspector/par-worker' | 'inspector/bench-worker',
  data: Record<string, unknown>,
): { file: URL; options: WorkerOptions } {
  if (compiled) return { file: new URL(`../${name}.js`, import.meta.url), options: { workerData: data } };
  if (process.env.BACCARAT_COMPILED_WORKERS === '1')
    return { file: new URL(`../../dist/${name}.js`, import.meta.url), options: { workerData: data } };
  return {
    file: new URL('./worker-entry.mjs', import.meta.url),
    options: { workerData: { ...data, module: new URL(`../${name}.ts`, import.meta.url).href } },
  };
}
