import { defineConfig } from 'vitest/config';

// Browser tests: `npm run test:browser` (= vitest run --config vitest.browser.config.ts).
// The global setup builds the game and the bare Phaser page once, serves them on free localhost ports
// and hands the URLs to the tests; each test file drives Debian's chromium with playwright-core.
export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['test/browser/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // One chromium at a time: the tests measure nothing, but a loaded machine makes drags flaky.
    fileParallelism: false,
  },
});
