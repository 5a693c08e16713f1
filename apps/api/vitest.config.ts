import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A worker's files share its imported modules (docs/adr/010): no test may leave state in a module.
    isolate: false,
    // Migrated databases each test file's fresh one is copied from (docs/adr/010).
    globalSetup: ['src/platform/db/testDatabaseTemplates.globalSetup.ts'],
  },
})
