import { defineProject } from 'vitest/config'

// The living demo's tests: its pure plans, and seeds on a fresh database or a dev chain of their own.
export default defineProject({
  test: {
    name: 'demo',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
