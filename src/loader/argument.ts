/**
 * A command-line profile argument, resolved: a bundled profile's id, or a path to a YAML file; and a
 * bundled profile's prepared form (src/loader/prepared.ts) where the argument names one. A command
 * that reads a bundled profile by its id needs nothing else of the loader; src/loader/bundled.ts
 * loads any profile, from its YAML where it is not prepared.
 */
import { existsSync } from 'node:fs';
import { closest } from '../profile/closest.js';
import { bundledFile, bundledIds } from '../profile/paths.js';
import { excerpt } from '../text/excerpt.js';
import { type Prepared, preparedProfile } from './prepared.js';

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
 * The prepared form (src/loader/prepared.ts) of the profile a command-line argument names, when it
 * names a bundled one by its id and the build's is current; `path` is the file profileArgument
 * gave, `file` the name the loader would give the profile (its `file`).
 */
export function preparedFor(idOrPath: string, path: string, file: string): Prepared | undefined {
  const bundled = /^[a-z][a-z0-9-]*$/.test(idOrPath) && bundledFile(idOrPath) === path;
  return bundled ? preparedProfile(idOrPath, path, file) : undefined;
}
