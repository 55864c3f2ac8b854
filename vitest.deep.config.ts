import { defineConfig } from 'vitest/config';

// npm run test:deep (after npm test in .ci/run): the long random runs — the kernel against the chart
// over 100,000 coups per profile, simulations of millions of coups held to the exact odds — and the
// package packed and installed into an empty folder. Nothing here measures a rate or a duration;
// the timeouts only leave room for a loaded machine.
export default defineConfig({
  test: {
    include: ['test/deep/**/*.deep.ts'],
    globalSetup: ['test/setup/build.ts'],
    testTimeout: 900_000,
    hookTimeout: 900_000,
    reporters: ['verbose'],
  },
});
