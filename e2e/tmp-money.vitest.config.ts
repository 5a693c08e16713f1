import { defineConfig } from 'vitest/config'
export default defineConfig({
  test: { name: 'e2e-tmp', root: import.meta.dirname, include: ['src/**/*.e2e.ts'], globalSetup: ['tmp-money-setup.ts'], fileParallelism: false, testTimeout: 120_000, hookTimeout: 180_000 },
})
