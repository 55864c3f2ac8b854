import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // dist/ rebuilt first if a source is newer: the CLI tests start the compiled command.
    globalSetup: ['test/setup/build.ts'],
    // The CLI tests start the real command; give them room on a loaded 2-core machine.
    testTimeout: 60_000,
  },
});
