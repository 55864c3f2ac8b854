/**
 * Where the bundled profiles lie: specs/profiles and its folders (house/), one file per id. Both
 * the loader (to resolve `extends: <id>`) and the registry of bundled profiles read this.
 */
import { existsSync, readdirSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package's folder: a checkout, or node_modules/baccarat-spec where it is installed. This module
 * is src/profile/paths.ts or its compiled dist/profile/paths.js, two levels down either way.
 */
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

/**
 * A file named in a scenario or on the command line: the current folder's if it is there, else the
 * package's own. The bundled features name `fixtures/…` and `specs/…` from the package's folder, and
 * must find them wherever `baccarat conform` runs (an installed package's folder is not the user's).
 */
export function packageFile(path: string): string {
  return isAbsolute(path) || existsSync(path) ? path : join(ROOT, path);
}

/** Bundled profile ids: the YAML file names under specs/profiles. */
export function bundledIds(): string[] {
  return [...bundledFiles().keys()].sort();
}
