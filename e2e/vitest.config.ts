import { defineConfig } from 'vitest/config'

// Browser tests share one running system (started in globalSetup) and run one file at a time:
// two cores, one chain, one Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/globalSetup.ts'],
    setupFiles: ['src/noPageErrors.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // expect.poll's default (1 s) counts a callback still waiting: a locator waiting for a screen behind
    // a request (the dev wallet's offer waits for /app/config) can take longer on a loaded 2-core machine.
    expect: { poll: { timeout: 10_000 } },
  },
})
