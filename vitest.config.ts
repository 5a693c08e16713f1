import { defineConfig } from 'vitest/config'

// Unit, API and living demo tests. Contracts run under Hardhat's node test runner, e2e under its own config.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/web', 'apps/api', 'dev/demo'],
  },
})
