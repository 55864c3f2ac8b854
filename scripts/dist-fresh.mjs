// Whether dist/ is newer than everything it is built from (src/, schemas/, the bundled profiles and
// the presets of their procedures, the build's configs and script): then `npm run build` would write the same files again. A file deleted from src/ counts
// too, as its folder's change. Read by npm test (scripts/test.mjs, which builds only a stale dist/)
// and by the tests that start the command (test/setup/build.ts).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** The newest change under a folder: its files' and its folders' own (an entry added or removed). */
function newest(dir) {
  let t = statSync(dir).mtimeMs;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** @returns {boolean} */
export function distIsFresh() {
  const built = join(ROOT, 'dist', 'entry', 'index.js');
  if (!existsSync(built)) return false;
  // The schemas too: the build writes their validators (src/schemas/validator.ts); and the bundled
  // profiles, which it writes as loaded (src/loader/prepared.ts).
  const inputs = Math.max(
    newest(join(ROOT, 'src')),
    newest(join(ROOT, 'schemas')),
    newest(join(ROOT, 'specs', 'profiles')),
    newest(join(ROOT, 'specs', 'procedures')),
    ...['tsconfig.json', 'tsconfig.build.json', 'scripts/build.mjs'].map((f) => statSync(join(ROOT, f)).mtimeMs),
  );
  return statSync(built).mtimeMs >= inputs;
}
