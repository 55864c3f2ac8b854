/**
 * The self-adapter: this project's own engine served over the adapter protocol, so that the kit can
 * be run through the protocol end to end (`baccarat conform --engine "node dist/engine/self-adapter.js"`)
 * and must give the same result as the direct run. `--mutant <name>` serves a deliberately broken
 * engine (src/engine/mutants.ts) for the mutation check of the kit; `--seed <n>` seeds the shoes it
 * shuffles for the battery (docs/shuffles.md), drawn from the operating system otherwise.
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
const s = process.argv.indexOf('--seed');
const seed = s >= 0 ? Number(process.argv[s + 1]) : undefined;
if (seed !== undefined && !(Number.isInteger(seed) && seed >= 0)) {
  process.stderr.write(`self-adapter: --seed takes a whole number, not "${process.argv[s + 1]}"\n`);
  process.exit(2);
}
await serve(new BuiltinEngine(name === undefined ? undefined : mutate(name as MutantName), seed));
