import { defineConfig } from 'vitest/config';

// The browser tests (npm run test:e2e): Playwright driving Debian's Chromium against
// `baccarat inspect`. One file at a time, each step bounded by its own timeout.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    // dist/ rebuilt first if a source is newer: the page is served by the compiled command.
    globalSetup: ['test/setup/build.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // Named tests on the console: a skipped browser test says why and what installs the browser.
    reporters: ['verbose'],
  },
});
