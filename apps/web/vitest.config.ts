import { defineProject } from 'vitest/config'

// React is deduplicated at the repo root (one 19.x copy), so no aliases or stand-ins are needed.
export default defineProject({
  test: {
    name: 'web',
    environment: 'happy-dom',
    // src's tests, and the build plugins' beside vite.config.ts (routePreloads.test.ts)
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
  },
})
