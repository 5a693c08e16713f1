import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineProject({
  resolve: {
    // React is one copy (19.3.1) at the repo root now; react-router's "node" build is CommonJS
    // (outside Vite's resolver), so take its ESM build.
    dedupe: ['react', 'react-dom'],
    alias: [
      {
        find: /^react-router$/,
        replacement: local('../../node_modules/react-router/dist/development/index.mjs'),
      },
    ],
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Run these through Vite so the alias above applies to their own imports.
    server: { deps: { inline: [/react-router/, /@tanstack\/react-query/] } },
  },
})
