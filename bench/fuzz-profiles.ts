/**
 * `npx tsx bench/fuzz-profiles.ts [count] [seed]` (`npm run bench:fuzz`): loads `count` mutants of
 * the bundled profiles (test/support/profile-mutants.ts), builds and plays each one the loader
 * accepts, and prints the figures: valid and rejected mutants, those played, the slowest load, and
 * every mutant that threw or reported a problem without its place (each one a bug to fix).
 * Figures only; it exits 1 when a mutant threw or a problem was not located.
 */
import { judge, mutants } from '../test/support/profile-mutants.js';

const count = Number(process.argv[2] ?? 5000);
const seed = Number(process.argv[3] ?? 20261130);
let valid = 0;
let rejected = 0;
let played = 0;
let slowest = { ms: 0, file: '' };
const bad: string[] = [];
const started = performance.now();
for (const m of mutants(seed, count)) {
  const v = judge(m, seed);
  if (v.valid) valid++;
  else rejected++;
  if (v.played) played++;
  if (v.loadMs > slowest.ms) slowest = { ms: v.loadMs, file: m.file };
  if (v.threw)
    bad.push(
      `${m.file} [${m.mutations.join('; ')}] threw in ${v.threw.stage}: ${v.threw.message.split('\n').slice(0, 4).join(' | ')}`,
    );
  for (const p of v.unlocated)
    bad.push(`${m.file} [${m.mutations.join('; ')}] unlocated problem: ${JSON.stringify(p)}`);
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `mutants ${count} (seed ${seed}): ${valid} valid (${played} played one coup), ${rejected} rejected with located problems`,
);
console.log(
  `time ${seconds.toFixed(1)} s, ${(count / seconds).toFixed(0)} mutants/s; slowest load ${slowest.ms.toFixed(0)} ms (${slowest.file})`,
);
console.log(`threw or unlocated: ${bad.length}`);
for (const line of bad.slice(0, 40)) console.log(`  ${line}`);
process.exitCode = bad.length > 0 ? 1 : 0;
