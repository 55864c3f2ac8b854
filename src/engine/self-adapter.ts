/**
 * The self-adapter: this project's own engine served over the adapter protocol, so that the kit can
 * be run through the protocol end to end (`baccarat conform --engine "node dist/engine/self-adapter.js"`)
 * and must give the same result as the direct run. `--mutant <name>` serves a deliberately broken
 * engine (src/engine/mutants.ts) for the mutation check of the kit.
 */
import { BuiltinEngine } from './builtin.js';
import { MUTANTS, type MutantName, mutate } from './mutants.js';
import { serve } from './serve.js';

const i = process.argv.indexOf('--mutant');
const name = i >= 0 ? process.argv[i + 1] : undefined;
if (name !== undefined && !(name in MUTANTS)) {
  process.stderr.write(`self-adapter: unknown mutant "${name}" (${Object.keys(MUTANTS).join(', ')})\n`);
  process.exit(2);
}
await serve(new BuiltinEngine(name === undefined ? undefined : mutate(name as MutantName)));
