/**
 * `baccarat show <profile>`: the profile as the builder reads it, its parents merged in (extends)
 * and every default of the schema filled, as YAML. What a house variant really plays, in full.
 */
import { stringify } from 'yaml';
import { loadProfileWithSource } from '../loader/load.js';
import { formatProblem } from '../profile/errors.js';
import { bundledFile } from '../profile/paths.js';
import { parseCommandArgs } from './args.js';
import { type Io, UsageError } from './io.js';

export function showCommand(argv: string[], io: Io): number {
  const { positionals } = parseCommandArgs(argv, {});
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0
        ? 'show needs a profile: a bundled id or a YAML file'
        : `show takes one profile; ${positionals.length} were given`,
    );
  const name = positionals[0]!;
  const path = (/^[a-z][a-z0-9-]*$/.test(name) && bundledFile(name)) || name;
  const { resolved, problems } = loadProfileWithSource(path, name);
  if (!resolved) {
    for (const p of problems) io.err(formatProblem(p));
    return 1;
  }
  io.out(`# ${name}, resolved: parents merged in, defaults filled\n${stringify(resolved, { lineWidth: 100 })}`);
  return 0;
}
