/**
 * `baccarat show <profile>`: the profile as the builder reads it, its parents merged in (extends)
 * and every default of the schema filled, as YAML. What a house variant really plays, in full.
 * `--moves`: its session's procedure as the table of moves (src/diagram/moves.ts).
 */
import { stringify } from 'yaml';
import { movesText } from '../diagram/moves.js';
import { profileArgument } from '../loader/bundled.js';
import { loadProfileWithSource } from '../loader/load.js';
import { formatProblems } from '../profile/errors.js';
import { parseCommandArgs } from './args.js';
import { type Io, UsageError } from './io.js';

export function showCommand(argv: string[], io: Io): number {
  const { values, positionals } = parseCommandArgs(argv, { moves: { type: 'boolean', default: false } });
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0
        ? 'show needs a profile: a bundled id or a YAML file'
        : `show takes one profile; ${positionals.length} were given`,
    );
  const name = positionals[0]!;
  // Resolved as every command resolves a profile argument (a ProfileNotFound ends the command, exit 1).
  const { profile, resolved, problems } = loadProfileWithSource(profileArgument(name), name);
  if (!profile || !resolved) {
    for (const line of formatProblems(problems)) io.err(line);
    return 1;
  }
  if (values.moves) io.out(`${movesText(profile).join('\n')}\n`);
  else io.out(`# ${name}, resolved: parents merged in, defaults filled\n${stringify(resolved, { lineWidth: 100 })}`);
  return 0;
}
