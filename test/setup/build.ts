/**
 * Tests that start the command (bin/baccarat.js) run the compiled dist/. Before any test runs,
 * dist/ is rebuilt if a source is newer than it (or it is missing), so that a stale build cannot
 * make a test pass or fail for code that is no longer there.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

export default function setup(): void {
  const built = join(ROOT, 'dist', 'entry', 'index.js');
  // The schemas too: the build writes their validators (src/schemas/validator.ts).
  const inputs = Math.max(
    newest(join(ROOT, 'src')),
    newest(join(ROOT, 'schemas')),
    ...['tsconfig.json', 'tsconfig.build.json', 'scripts/build.mjs'].map((f) => statSync(join(ROOT, f)).mtimeMs),
  );
  if (existsSync(built) && statSync(built).mtimeMs >= inputs) return;
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm run build failed: the tests that start the command need dist/');
}
