// npm test: the build where dist/ is stale, then two lanes at once. On the console, the unit tests
// (which hold the whole conformance suite, run once: test/conformance-suite.test.ts; `npm run
// test:features` runs it alone). Beside them, their output held back and printed when the first lane
// is done: the linter (npm run lint: Biome's formatting and lint rules, errors and warnings both
// fail), the type check of test/ and bench/, then the browser tests, which mostly wait on the browser
// and the page — the unit tests keep both cores busy, so what else there is runs in their shadow.
// Each step is its own npm script (npm run lint, build, typecheck:tests, test:unit, test:e2e), to be
// run alone as well. The run fails if any step fails, and says which; a step that fails in the
// second lane does not stop the others, so one run shows all.
//
// Each step runs its script's command line from package.json as npm would (in a shell, from the
// project's folder, node_modules/.bin first on the PATH), without starting npm again for it: an npm
// start costs more than half a CPU-second, and four of them a second of the run on two cores.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { distIsFresh } from './dist-fresh.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const env = { ...process.env, PATH: [join(ROOT, 'node_modules', '.bin'), process.env.PATH].join(delimiter) };

/** Runs the npm script of that name; resolves with its exit code (and what it printed, if held back). */
function run(script, { hold = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(scripts[script], {
      cwd: ROOT,
      env,
      shell: true,
      stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const held = [];
    if (hold) {
      child.stdout.on('data', (d) => held.push(d));
      child.stderr.on('data', (d) => held.push(d));
    }
    child.once('error', (e) => resolve({ script, code: 1, held: [Buffer.from(`${script}: ${e.message}\n`)] }));
    child.once('close', (code, signal) => resolve({ script, code: code ?? (signal ? 1 : 0), held }));
  });
}

// A dist/ newer than every source (npm ci's prepare built it, or the last run did) is not built again.
const build = distIsFresh() ? { script: 'build', code: 0 } : await run('build');
if (build.code !== 0) {
  process.stderr.write('npm test: npm run build failed\n');
  process.exit(build.code);
}
/** The second lane: every step runs, each one's output held back; the first failure is the lane's. */
async function beside(steps) {
  const held = [];
  let failed;
  for (const script of steps) {
    const r = await run(script, { hold: true });
    held.push(Buffer.from(`\n> npm run ${script} (run beside the unit tests)\n`), ...r.held);
    if (r.code !== 0) failed ??= r;
  }
  return { ...(failed ?? { script: steps.at(-1), code: 0 }), held };
}
const second = beside(['lint', 'typecheck:tests', 'test:e2e']);
const unit = await run('test:unit');
const rest = await second;
for (const chunk of rest.held) process.stdout.write(chunk);
const failed = [unit, rest].filter((r) => r.code !== 0);
for (const r of failed) process.stderr.write(`npm test: npm run ${r.script} failed (exit ${r.code})\n`);
process.exit(failed.length > 0 ? failed[0].code : 0);
