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
    // Two files at a time, each with its own chromium: most of a browser test's time is spent waiting
    // on animations and frames, so two share the CI machine's two cores without flaky drags (the suite
    // passed so at a load average of 10; 762 s against 935 s one file at a time).
    fileParallelism: true,
    maxWorkers: 2,
  },
});
