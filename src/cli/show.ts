/**
 * `baccarat show <profile>`: the profile as the builder reads it, its parents merged in (extends)
 * and every default of the schema filled, as YAML. What a house variant really plays, in full.
 */
import { stringify } from 'yaml';
import { bundledFile } from '../profile/paths.js';
import { formatProblem } from '../profile/errors.js';
import { loadProfileWithSource } from '../profile/load.js';
import { type Io, UsageError } from './io.js';

export function showCommand(argv: string[], io: Io): number {
  if (argv.length !== 1) throw new UsageError('usage: baccarat show <profile>   (a bundled id or a YAML file)');
  const name = argv[0]!;
  const path = (/^[a-z][a-z0-9-]*$/.test(name) && bundledFile(name)) || name;
  const { resolved, problems } = loadProfileWithSource(path, name);
  if (!resolved) {
    for (const p of problems) io.err(formatProblem(p));
    return 1;
  }
  io.out(`# ${name}, resolved: parents merged in, defaults filled\n${stringify(resolved, { lineWidth: 100 })}`);
  return 0;
}
