import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The CLI tests start the real command; give them room on a loaded 2-core machine.
    testTimeout: 60_000,
  },
});
