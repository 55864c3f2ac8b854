/**
 * The bundled profiles (the YAML files under specs/profiles), found by id, and the resolution of a command-line
 * profile argument: a bundled id, or a path to a YAML file.
 */
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { excerpt } from '../cards/excerpt.js';
import { bundledFile, bundledIds, PROFILES_DIR, ROOT } from '../profile/paths.js';
import type { Profile } from '../profile/types.js';
import { loadProfileFile } from './load.js';

export { bundledFile, bundledIds, PROFILES_DIR, ROOT };

export class ProfileNotFound extends Error {
  override name = 'ProfileNotFound';
}

const cache = new Map<string, Profile>();

/** The file a command-line profile argument names: a bundled profile's, or the path given; undefined if neither. */
export function profileFileOf(idOrPath: string): string | undefined {
  const bundled = /^[a-z][a-z0-9-]*$/.test(idOrPath) ? bundledFile(idOrPath) : undefined;
  return bundled ?? (existsSync(idOrPath) ? idOrPath : undefined);
}

/** Loads a bundled profile by id, or a profile file by path; throws a ProfileError otherwise. */
export function resolveProfile(idOrPath: string): Profile {
  const cached = cache.get(idOrPath);
  if (cached) return cached;
  const path = profileFileOf(idOrPath);
  if (path === undefined) {
    throw new ProfileNotFound(
      `unknown profile "${excerpt(idOrPath)}": neither a bundled profile (${bundledIds().join(', ')}) nor a file`,
    );
  }
  const shown = relative(process.cwd(), path) || path;
  const profile = loadProfileFile(path, shown.startsWith('..') ? path : shown);
  cache.set(idOrPath, profile);
  return profile;
}
