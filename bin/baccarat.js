#!/usr/bin/env node
// The `baccarat` command. The sources are TypeScript, run as they are through tsx: no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
