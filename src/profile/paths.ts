/**
 * Where the bundled profiles lie: specs/profiles and its folders (house/), one file per id. Both
 * the loader (to resolve `extends: <id>`) and the registry of bundled profiles read this.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const PROFILES_DIR = join(ROOT, 'specs', 'profiles');

/** Every bundled profile file, by id (its file name). */
export function bundledFiles(dir = PROFILES_DIR): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) for (const [id, path] of bundledFiles(join(dir, e.name))) out.set(id, path);
    else if (e.name.endsWith('.yaml')) out.set(e.name.slice(0, -'.yaml'.length), join(dir, e.name));
  }
  return out;
}

/** The file of a bundled profile, by id. */
export function bundledFile(id: string): string | undefined {
  return bundledFiles().get(id);
}
