import { defineProject } from 'vitest/config'

// React is deduplicated at the repo root (one 19.x copy), so no aliases or stand-ins are needed.
export default defineProject({
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
