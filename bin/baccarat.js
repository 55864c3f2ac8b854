#!/usr/bin/env node
// The `baccarat` command. The sources are TypeScript, run as they are through tsx: no build step.
import { register } from 'tsx/esm/api';

register();
// Output piped into `head` and the like: a closed pipe ends the command quietly, not with a trace.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
