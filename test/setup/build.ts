/**
 * Tests that start the command (bin/baccarat.js) run the compiled dist/. Before any test runs,
 * dist/ is rebuilt if a source is newer than it (or it is missing), so that a stale build cannot
 * make a test pass or fail for code that is no longer there. Worker threads started by the code
 * under test start from dist/ too (src/kernel/worker-script.ts).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { distIsFresh } from '../../scripts/dist-fresh.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function buildIfStale(): void {
  if (distIsFresh()) return;
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm run build failed: the tests that start the command need dist/');
}

export default function setup(project: TestProject): void {
  buildIfStale();
  // In watch mode, again before each rerun: a source changed since the last one.
  project.onTestsRerun(() => buildIfStale());
  // dist/ is the sources compiled: worker threads start from it (src/kernel/worker-script.ts).
  process.env.BACCARAT_COMPILED_WORKERS = '1';
}
