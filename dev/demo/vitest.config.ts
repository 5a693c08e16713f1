import { defineProject } from 'vitest/config'

// The living demo's tests: its pure plans, and seeds on a fresh database or a dev chain of their own.
export default defineProject({
  test: {
    name: 'demo',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A worker's files share its imported modules (docs/adr/010): no test may leave state in a module.
    isolate: false,
    // Migrated databases each test file's fresh one is copied from (docs/adr/010).
    globalSetup: ['../../apps/api/src/platform/db/testDatabaseTemplates.globalSetup.ts'],
  },
})
