import { defineConfig } from 'vitest/config';

// Unit, property and CLI tests. The browser tests (test/browser) build and serve the game and have
// their own config, vitest.browser.config.ts; `npm test` runs both.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/browser/**', '**/node_modules/**'],
    testTimeout: 30_000,
    // Both cores (Vitest's default leaves one free: the suite ran one file at a time on CI's two).
    maxWorkers: 2,
  },
});
