import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineProject({
  resolve: {
    // Packages hoisted to the repo root would otherwise load the root's older React next to ours;
    // react-router's "node" build is CommonJS (outside Vite's resolver), so take its ESM build.
    dedupe: ['react', 'react-dom'],
    alias: [
      { find: /^react-router$/, replacement: local('../../node_modules/react-router/dist/development/index.mjs') },
      { find: /^react$/, replacement: local('node_modules/react/index.js') },
      { find: /^react\/jsx-runtime$/, replacement: local('node_modules/react/jsx-runtime.js') },
      { find: /^react\/jsx-dev-runtime$/, replacement: local('node_modules/react/jsx-dev-runtime.js') },
      { find: /^react-dom$/, replacement: local('node_modules/react-dom/index.js') },
      { find: /^react-dom\/client$/, replacement: local('node_modules/react-dom/client.js') },
    ],
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    server: { deps: { inline: [/react-router/, /react-i18next/, /@tanstack\/react-query/, /antd-mobile/] } },
  },
})
