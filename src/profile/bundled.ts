/**
 * The bundled profiles (specs/profiles/*.yaml), found by id, and the resolution of a command-line
 * profile argument: a bundled id, or a path to a YAML file.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadProfileFile } from './load.js';
import type { Profile } from './types.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const PROFILES_DIR = join(ROOT, 'specs', 'profiles');

/** Bundled profile ids: the YAML file names under specs/profiles. */
export function bundledIds(): string[] {
  return readdirSync(PROFILES_DIR)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => f.slice(0, -'.yaml'.length))
    .sort();
}

export class ProfileNotFound extends Error {
  override name = 'ProfileNotFound';
}

const cache = new Map<string, Profile>();

/** Loads a bundled profile by id, or a profile file by path; throws a ProfileError otherwise. */
export function resolveProfile(idOrPath: string): Profile {
  const cached = cache.get(idOrPath);
  if (cached) return cached;
  const bundled = join(PROFILES_DIR, `${idOrPath}.yaml`);
  let path: string;
  if (/^[a-z][a-z0-9-]*$/.test(idOrPath) && existsSync(bundled)) path = bundled;
  else if (existsSync(idOrPath)) path = idOrPath;
  else {
    throw new ProfileNotFound(
      `unknown profile "${idOrPath}": neither a bundled profile (${bundledIds().join(', ')}) nor a file`,
    );
  }
  const shown = relative(process.cwd(), path) || path;
  const profile = loadProfileFile(path, shown.startsWith('..') ? path : shown);
  cache.set(idOrPath, profile);
  return profile;
}
