/** `baccarat validate <file…>`: every problem of every file, located; exit 1 when any. */
import { formatProblem } from '../profile/errors.js';
import { ProfileError } from '../profile/errors.js';
import { readFileSync } from 'node:fs';
import { loadProfileFile } from '../profile/load.js';
import { type Io, UsageError } from './io.js';

export function validate(files: string[], io: Io): number {
  if (files.length === 0) throw new UsageError('usage: baccarat validate <profile.yaml…>');
  let bad = 0;
  for (const file of files) {
    try {
      const p = loadProfileFile(file);
      const parent = /^extends:\s*(\S+)/m.exec(readFileSync(file, 'utf8'))?.[1];
      io.out(`${file}: valid (${p.id}: ${p.name}${parent ? `, extends ${parent}` : ''})`);
    } catch (e) {
      if (!(e instanceof ProfileError)) throw e;
      bad++;
      for (const problem of e.problems) io.err(formatProblem(problem));
    }
  }
  return bad === 0 ? 0 : 1;
}
