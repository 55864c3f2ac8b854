/**
 * The files a command reads, which it never writes over (src/files/safe-write.ts): a profile argument
 * is its own file and every parent of its `extends` chain, as the loader read them
 * (LoadResult.files), not found again here.
 */
import { relative } from 'node:path';
import type { Input } from '../files/safe-write.js';
import { profileFileOf } from '../loader/bundled.js';
import { loadProfileWithSource } from '../loader/load.js';

/** A path as the user in `cwd` would name it: relative where it lies below, else whole. */
function named(path: string, cwd: string): string {
  const r = relative(cwd, path);
  return r === '' || r.startsWith('..') ? path : r;
}

/**
 * A command's inputs: the profile argument's files, its own as the argument names it, then each
 * parent, saying which profile extends it; then the other files it reads (a policy, a shoe), those
 * given. A profile that does not load gives its own file alone (the command refuses it before
 * anything is written).
 */
export function inputsOf(profileArg: string, cwd: string, ...others: (Input | undefined)[]): Input[] {
  const own = profileFileOf(profileArg);
  const files = own === undefined ? [] : (loadProfileWithSource(own).files ?? [own]);
  const parents = files.slice(1).map((path, i) => ({
    path,
    shown: named(path, cwd),
    why: `the profile ${i === 0 ? own : named(files[i]!, cwd)} extends`,
  }));
  return [...(own === undefined ? [] : [own]), ...parents, ...others.filter((o) => o !== undefined)];
}
