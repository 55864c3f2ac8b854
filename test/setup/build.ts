/**
 * Tests that start the command (bin/baccarat.js) run the compiled dist/. Before any test runs,
 * dist/ is rebuilt if a source is newer than it (or it is missing), so that a stale build cannot
 * make a test pass or fail for code that is no longer there.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { distIsFresh } from '../../scripts/dist-fresh.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export default function setup(): void {
  if (distIsFresh()) return;
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm run build failed: the tests that start the command need dist/');
}
