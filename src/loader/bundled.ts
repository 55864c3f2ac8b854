/**
 * The bundled profiles (the YAML files under specs/profiles), found by id, and the resolution of a command-line
 * profile argument: a bundled id, or a path to a YAML file.
 */
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { closest } from '../profile/closest.js';
import { bundledFile, bundledIds, PROFILES_DIR, ROOT } from '../profile/paths.js';
import type { Profile } from '../profile/types.js';
import { excerpt } from '../text/excerpt.js';
import { loadProfileFile } from './load.js';

export { bundledFile, bundledIds, PROFILES_DIR, ROOT };

/**
 * A profile argument that names neither a bundled profile nor a file: the message names the bundled id it
 * most likely meant, or lists them all. (A path that names no file is a ProfileError, as for validate.)
 *
 * @example
 * ```ts
 * import { loadProfile, ProfileNotFound } from 'baccarat-spec';
 *
 * try {
 *   loadProfile('no-such-game');
 * } catch (e) {
 *   if (e instanceof ProfileNotFound) console.error(e.message); // unknown profile "no-such-game": …
 * }
 * ```
 */
export class ProfileNotFound extends Error {
  override name = 'ProfileNotFound';
}

const cache = new Map<string, Profile>();

/** The file a command-line profile argument names: a bundled profile's, or the path given; undefined if neither. */
export function profileFileOf(idOrPath: string): string | undefined {
  const bundled = /^[a-z][a-z0-9-]*$/.test(idOrPath) ? bundledFile(idOrPath) : undefined;
  return bundled ?? (existsSync(idOrPath) ? idOrPath : undefined);
}

/**
 * The file a command-line profile argument names, as every command reads it: a bundled profile's
 * by its id, else the path given. A path (a folder in it, or a YAML file's name) is returned even
 * when no file is there, for the loader to say so as validate does ("p.yaml:1:1  /  cannot read the
 * file: no such file"); a word that is neither is a ProfileNotFound, which names the bundled id it
 * most likely meant, or lists them all.
 */
export function profileArgument(idOrPath: string): string {
  if (idOrPath.trim() === '')
    throw new ProfileNotFound(
      `the profile's name is empty (${JSON.stringify(idOrPath)}): give a bundled profile's id or a profile file`,
    );
  const path = profileFileOf(idOrPath);
  if (path !== undefined) return path;
  if (/[/\\]|\.ya?ml$/i.test(idOrPath)) return idOrPath;
  const near = closest(idOrPath, bundledIds());
  throw new ProfileNotFound(
    near
      ? `unknown profile "${excerpt(idOrPath)}": neither a bundled profile nor a file; did you mean ${near}?`
      : `unknown profile "${excerpt(idOrPath)}": neither a bundled profile (${bundledIds().join(', ')}) nor a file`,
  );
}

/**
 * A profile, ready to play: a bundled variant by its id (docs/bundled-variants.md), or a YAML profile file by
 * its path, with its parents (`extends`) merged in and its defaults filled, checked against the
 * schema and the language's rules. A file's problems are thrown as a ProfileError (every one as
 * `file:line:col /pointer message`); an id that names no bundled profile and no file, as
 * ProfileNotFound. Loaded once per argument: the same argument gives the same object.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 *
 * const profile = loadProfile('punto-banco'); // or loadProfile('my-house.yaml')
 * profile.bets.map((b) => b.id); // ['punto', 'banco', 'tie']
 * ```
 */
export function loadProfile(idOrPath: string): Profile {
  const cached = cache.get(idOrPath);
  if (cached) return cached;
  const path = profileArgument(idOrPath);
  const shown = relative(process.cwd(), path) || path;
  const profile = loadProfileFile(path, shown.startsWith('..') ? path : shown);
  cache.set(idOrPath, profile);
  return profile;
}
