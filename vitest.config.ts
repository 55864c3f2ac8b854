import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // dist/ rebuilt first if a source is newer: the CLI tests start the compiled command.
    globalSetup: ['test/setup/build.ts'],
    // The CLI tests start the real command; give them room on a loaded 2-core machine.
    testTimeout: 60_000,
    // And their hooks: a beforeAll that runs a command (odds --markdown, seconds of exact counts) may
    // take longer than vitest's 10 s while other processes share the cores.
    hookTimeout: 60_000,
    // Vitest leaves one core free by default: on this 2-core machine that ran the files one at a
    // time. The unit tests are computations, not a server to keep responsive: use every core.
    maxWorkers: Math.max(2, availableParallelism()),
    include: ['test/**/*.test.ts'],
    // Test files share a process's loaded modules (the rules, the machines, cucumber's steps):
    // loading them once per process, not once per file, saves a fifth of the run. Every test
    // restores what it changes (the working folder, the environment); which modules a command
    // loads is watched in a process of its own (test/cli-lazy-load.test.ts).
    isolate: false,
    // The counts and the walks allocate many short-lived objects: with a young generation of 64 MB
    // (V8's default is 16) they are collected less often; the workers' time in the collector fell from
    // 6.5 to 4.7 CPU-seconds.
    execArgv: ['--max-semi-space-size=64'],
  },
});
