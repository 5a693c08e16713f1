import { defineProject } from 'vitest/config'
import { preactAliases } from './preact.config'

// The tests run the app's React as shipped: Preact (preact.config.ts; `react` and `react-dom` are
// @preact/compat in node_modules, so libraries loaded by Node get it too). Testing Library's ES build is
// inlined so that its `react-dom/test-utils` is Preact's.
export default defineProject({
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['src/lib/testing/setup.ts'],
    server: { deps: { inline: [/\/node_modules\/@testing-library\/react\//] } },
  },
  resolve: {
    alias: [
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
      ...preactAliases,
    ],
  },
})
