/**
 * The bundled profiles (the YAML files under specs/profiles), found by id, and any profile a
 * command-line argument names loaded: a bundled one as the build prepared it, while current, else
 * from its YAML (src/loader/load.ts). The argument's resolution is src/loader/argument.ts.
 */
import { relative } from 'node:path';
import { bundledFile, bundledIds, PROFILES_DIR, ROOT } from '../profile/paths.js';
import type { Profile } from '../profile/types.js';
import { ProfileNotFound, preparedFor, profileArgument, profileFileOf } from './argument.js';
import { loadProfileFile } from './load.js';

export { bundledFile, bundledIds, PROFILES_DIR, ProfileNotFound, preparedFor, profileArgument, profileFileOf, ROOT };

const cache = new Map<string, Profile>();

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
  const relativePath = relative(process.cwd(), path) || path;
  const shown = relativePath.startsWith('..') ? path : relativePath;
  // A bundled profile as the build prepared it, while current; else read from its YAML.
  const profile = preparedFor(idOrPath, path, shown)?.profile ?? loadProfileFile(path, shown);
  cache.set(idOrPath, profile);
  return profile;
}
