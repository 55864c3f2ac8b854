/**
 * `baccarat show <profile>`: the profile as the builder reads it, its parents merged in (extends)
 * and every default of the schema filled, as YAML. What a house variant really plays, in full.
 * `--moves`: its session's procedure as the table of moves (src/diagram/moves.ts).
 */
import { preparedFor, profileArgument } from '../loader/argument.js';
import type { Prepared } from '../loader/prepared.js';
import { parseCommandArgs } from './args.js';
import { type Io, UsageError } from './io.js';

export async function showCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, { moves: { type: 'boolean', default: false } });
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0
        ? 'show needs a profile: a bundled id or a YAML file'
        : `show takes one profile; ${positionals.length} were given`,
    );
  const name = positionals[0]!;
  // Resolved as every command resolves a profile argument (a ProfileNotFound ends the command, exit 1).
  const path = profileArgument(name);
  // A bundled profile as the build prepared it, while current; else read from its YAML.
  const found = preparedFor(name, path, name) ?? (await fromYaml(path, name, io));
  if (!found) return 1;
  if (values.moves) {
    const { movesText } = await import('../diagram/moves.js');
    io.out(`${movesText(found.profile).join('\n')}\n`);
  } else io.out(`# ${name}, resolved: parents merged in, defaults filled\n${found.yaml}`);
  return 0;
}

/**
 * The profile read from its YAML and its resolved form as YAML, or undefined once its problems are
 * said; the loader and the YAML writer loaded for it, here only.
 */
async function fromYaml(path: string, name: string, io: Io): Promise<Prepared | undefined> {
  const [{ loadProfileWithSource }, { formatProblems }, { resolvedYaml }] = await Promise.all([
    import('../loader/load.js'),
    import('../profile/errors.js'),
    import('../profile/yaml.js'),
  ]);
  const { profile, resolved, problems } = loadProfileWithSource(path, name);
  if (!profile || !resolved) {
    for (const line of formatProblems(problems)) io.err(line);
    return undefined;
  }
  return { profile, yaml: resolvedYaml(resolved) };
}
