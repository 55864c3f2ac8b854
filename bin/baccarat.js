#!/usr/bin/env node
// The `baccarat` command: the compiled JavaScript in dist/ (npm run build; `npm ci` and `npm pack`
// build it through `prepare`).
// Output piped into `head` and the like: a closed pipe ends the command quietly, not with a trace.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});
let main;
try {
  ({ main } = await import('../dist/cli/main.js'));
} catch (e) {
  if (e?.code !== 'ERR_MODULE_NOT_FOUND' || !String(e.message).includes('dist/cli/main.js')) throw e;
  console.error('baccarat: dist/ is missing: run `npm run build` (or `npm ci`) in the package first');
  process.exit(70);
}
process.exitCode = await main(process.argv.slice(2));
