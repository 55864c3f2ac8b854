#!/usr/bin/env node
// The `baccarat` command: the compiled JavaScript in dist/ (npm run build; `npm ci` and `npm pack`
// build it through `prepare`).

// `main` returns the exit status and never throws; anything that still escapes it is a bug: one
// line, the trace only under --debug or BACCARAT_DEBUG=1, exit 70 — never a bare stack trace.
const debug = process.argv.includes('--debug') || process.env.BACCARAT_DEBUG === '1';
function bug(e) {
  const message = String(e instanceof Error ? e.message : e).split('\n')[0];
  const trace = debug ? `\n${e instanceof Error ? e.stack : e}` : '; run with --debug for the trace';
  process.stderr.write(`baccarat: internal error (a bug; please report it): ${message}${trace}\n`);
  process.exit(70);
}
process.on('uncaughtException', bug);
process.on('unhandledRejection', bug);

let main;
try {
  ({ main } = await import('../dist/cli/main.js'));
} catch (e) {
  if (e?.code !== 'ERR_MODULE_NOT_FOUND' || !String(e.message).includes('dist/cli/main.js')) bug(e);
  process.stderr.write('baccarat: dist/ is missing: run `npm run build` (or `npm ci`) in the package first\n');
  process.exit(70);
}
try {
  process.exitCode = await main(process.argv.slice(2));
} catch (e) {
  bug(e);
}
