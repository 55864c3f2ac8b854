/**
 * `baccarat validate <file…>`: every problem of every file, located; exit 1 when any file is
 * invalid or unreadable. A file the loader cannot check at all (a bug) is reported in its turn,
 * and the others are still checked; then the exit status is 70.
 */

import { readFileSync } from 'node:fs';
import { wrapText } from '../cards/width.js';
import { loadProfileFile } from '../loader/load.js';
import { formatProblem, ProfileError } from '../profile/errors.js';
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
      const p = loadProfileFile(file);
      const parent = /^extends:\s*(\S+)/m.exec(readFileSync(file, 'utf8'))?.[1];
      // Within 100 columns: a long name or path wraps, indented (src/cards/width.ts).
      io.out(
        wrapText(
          `${file}: valid (${printable(p.id)}: ${printable(p.name)}${parent ? `, extends ${printable(parent)}` : ''})`,
        ),
      );
    } catch (e) {
      if (e instanceof ProfileError) {
        bad++;
        for (const problem of e.problems) io.err(formatProblem(problem));
      } else {
        bugs++;
        io.err(`${file}: not checked: ${internalError(e, io.debug ?? false)}`);
      }
    }
  }
  return bugs > 0 ? 70 : bad > 0 ? 1 : 0;
}
