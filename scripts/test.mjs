// npm test: the linter first (npm run lint: Biome's formatting and lint rules; errors and warnings
// both fail; a second or two), then the build where dist/ is stale, then two lanes at once — the
// type check of test/ and bench/ and the unit tests one after the other on the console; beside them
// the browser tests, which mostly wait on the browser and the page, their output held back and
// printed when the first lane is done. The unit tests hold the whole conformance suite, run once
// (test/conformance-suite.test.ts; `npm run test:features` runs it alone). Each step is its own npm
// script (npm run lint, build, typecheck:tests, test:unit, test:e2e), to be run alone as well. The
// run fails if any step fails, and says which; a lint failure is reported at the end, after the
// tests have run, so one run shows all.
import { spawn } from 'node:child_process';
import { distIsFresh } from './dist-fresh.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run <script>`; resolves with its exit code (and what it printed, if held back). */
function run(script, { hold = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const held = [];
    if (hold) {
      child.stdout.on('data', (d) => held.push(d));
      child.stderr.on('data', (d) => held.push(d));
    }
    child.once('error', (e) => resolve({ script, code: 1, held: [Buffer.from(`${script}: ${e.message}\n`)] }));
    child.once('close', (code, signal) => resolve({ script, code: code ?? (signal ? 1 : 0), held }));
  });
}

/** The scripts in turn, stopping at the first that fails. */
async function inTurn(scripts) {
  for (const script of scripts) {
    const r = await run(script);
    if (r.code !== 0) return r;
  }
  return { script: scripts.at(-1), code: 0 };
}

const lint = await run('lint');
// A dist/ newer than every source (npm ci's prepare built it, or the last run did) is not built again.
const build = distIsFresh() ? { script: 'build', code: 0 } : await run('build');
if (build.code !== 0) {
  if (lint.code !== 0) process.stderr.write('npm test: npm run lint failed\n');
  process.stderr.write('npm test: npm run build failed\n');
  process.exit(build.code);
}
const browser = run('test:e2e', { hold: true });
const console_ = await inTurn(['typecheck:tests', 'test:unit']);
process.stdout.write('\n> npm run test:e2e (run beside the steps above)\n');
const e2e = await browser;
for (const chunk of e2e.held) process.stdout.write(chunk);
const failed = [lint, console_, e2e].filter((r) => r.code !== 0);
for (const r of failed) process.stderr.write(`npm test: npm run ${r.script} failed (exit ${r.code})\n`);
process.exit(failed.length > 0 ? failed[0].code : 0);
