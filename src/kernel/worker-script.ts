/**
 * How a worker thread is started on a module of src. The package runs compiled JavaScript
 * (dist/<name>.js, started as it is). The sources under test (vitest runs
 * src/*.ts) have no compiled sibling, and a worker thread does not inherit vitest's TypeScript
 * transform: there worker-entry.mjs registers tsx (a devDependency) and imports the .ts module.
 */
import type { WorkerOptions } from 'node:worker_threads';

const compiled = import.meta.url.endsWith('.js');

/**
 * The file a Worker starts, and the workerData it needs, for module `name` of src (the simulation's
 * kernel/worker, the comparison's compare/compare-worker).
 */
export function workerScript(
  name: 'kernel/worker' | 'compare/compare-worker',
  data: Record<string, unknown>,
): { file: URL; options: WorkerOptions } {
  if (compiled) return { file: new URL(`../${name}.js`, import.meta.url), options: { workerData: data } };
  return {
    file: new URL('./worker-entry.mjs', import.meta.url),
    options: { workerData: { ...data, module: new URL(`../${name}.ts`, import.meta.url).href } },
  };
}
