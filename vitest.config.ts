import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Browser tests build and serve the game; they have their own, longer timeouts.
    testTimeout: 30_000,
  },
});
