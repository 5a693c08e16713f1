import type { Alias } from 'vite'

/**
 * React's API on Preact (preact/compat): the app, antd-mobile, TanStack Query, react-router, wagmi and
 * react-i18next import `react` and get Preact. The delivery budget (issue 13: ≤ 120 KiB brotli of initial
 * JS per tab screen) could not be met with react-dom: React 19 alone was 57 KiB of every first paint
 * (entry 112 KiB), Preact with its compat layer is 10 KiB (entry 64 KiB), and the CPU to evaluate it
 * a fraction (bench/web-initial-js.ts, bench/lighthouse.ts). The types stay React's (@types/react), so
 * the code is written against React's API; the browser tests run the built app on Preact.
 *
 * Where the two differ the app takes React's behaviour: renders run in a task of their own, and renders
 * and effects pending when an input event comes are run before it (lib/preactTiming.ts); a text input's
 * `onChange` listens to `input` events, as React's does (tests fire `input`, as a browser does per
 * keystroke).
 */
export const preactAliases: Alias[] = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
]
