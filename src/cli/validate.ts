/**
 * `baccarat validate <file…>`: every problem of every file, located; exit 1 when any file is
 * invalid or unreadable. A valid file's warnings are printed too, and leave the exit status 0. A file the loader cannot check at all (a bug) is reported in its turn,
 * and the others are still checked; then the exit status is 70.
 */

import { readFileSync } from 'node:fs';
import { loadProfileWithSource } from '../loader/load.js';
import { formatProblems, ProfileError } from '../profile/errors.js';
import { parseCommandArgs } from './args.js';
import { type Io, internalError, printable, UsageError } from './io.js';

export function validate(argv: string[], io: Io): number {
  // validate has no options of its own: "--json" is a mistake, not a file (`--` before a file named "-x").
  const files = parseCommandArgs(argv, {}).positionals;
  if (files.length === 0) throw new UsageError('validate needs at least one profile file');
  let bad = 0;
  let bugs = 0;
  for (const file of files) {
    try {
      const { profile: p, problems, warnings = [] } = loadProfileWithSource(file);
      if (!p) throw new ProfileError(problems);
      const parent = /^extends:\s*(\S+)/m.exec(readFileSync(file, 'utf8'))?.[1];
      // One line, as the problems are: a file's verdict is read by scripts and grep, whatever its width.
      io.out(
        `${file}: valid (${printable(p.id)}: ${printable(p.name)}${parent ? `, extends ${printable(parent)}` : ''})`,
      );
      // A warning: valid, but almost never meant (docs/profile-language.md); the exit status stays 0.
      for (const line of formatProblems(warnings.map((w) => ({ ...w, message: `warning: ${w.message}` }))))
        io.err(line);
    } catch (e) {
      if (e instanceof ProfileError) {
        bad++;
        for (const line of formatProblems(e.problems)) io.err(line);
      } else {
        bugs++;
        io.err(`${file}: not checked: ${internalError(e, io.debug ?? false)}`);
      }
    }
  }
  return bugs > 0 ? 70 : bad > 0 ? 1 : 0;
}
