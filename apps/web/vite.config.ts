import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { analysisStandIns, ANALYSIS_BUILD, firstPaintChunks } from './firstPaintChunks'
import { prerenderShells } from './prerenderShells'
import { pwa } from './pwa.config'
import { routePreloads } from './routePreloads'

/**
 * Small modules nearly every screen's first paint needs (antd-mobile's base components and helpers,
 * TanStack Query, the app's header, query states and formatting): one file instead of ~20 of 0.1–3 KiB.
 * Each file is a request with its round trip, queued on one of six connections over HTTP/1.1, so a
 * screen of 60 files waited on the queues more than on the bytes. bench/web-initial-js.ts prints both.
 */
const UI_CORE = [
  /node_modules\/antd-mobile\/es\/(global\/|locales\/)/,
  /node_modules\/antd-mobile\/es\/utils\/(with-default-props|native-props|attach-properties-to-component|traverse-react-node|use-props-value|merge-locale|can-use-dom|validate|generate-int-array)\.js/,
  /node_modules\/antd-mobile\/es\/components\/(config-provider|button|dot-loading|skeleton|safe-area)\//,
  /node_modules\/(tslib|react-is|classnames)\//,
  /node_modules\/ahooks\/es\/(utils|useMemoizedFn|useUpdate)\//,
  /node_modules\/@tanstack\/(react-query|query-core)\//,
  // The app's own, imported by nearly every screen (none imports antd-mobile's barrel, whose every
  // component would come along: a group takes its modules' imports too).
  /\/src\/lib\/(antd|schema|format)\.ts$/,
  /\/packages\/shared\/src\/amount\.ts$/,
  /\/src\/components\/(PageHeader|QueryState)\.tsx$/,
]

/** The tab bar's icons and antd-mobile's TabBar and Badge: one file with the tab bar's own. */
const TAB_BAR =
  /node_modules\/antd-mobile\/es\/components\/(tab-bar|badge)\/|node_modules\/antd-mobile-icons\/es\/(TeamOutline|UserOutline|HistogramOutline|LoopOutline|ShopbagOutline)\.js$/

/**
 * The chunk groups, in order of priority (a group also takes the modules its modules import, unless a
 * group before it took them): React, the router and i18next are needed
 * by every screen; then the two groups above.
 */
const chunkGroups = [
  { name: 'react', test: /node_modules\/(react|react-dom|scheduler)\// },
  { name: 'router', test: /node_modules\/react-router/ },
  { name: 'i18n', test: /node_modules\/(i18next|react-i18next)\// },
  { name: 'ui', test: (id: string) => UI_CORE.some((pattern) => pattern.test(id)) },
  { name: 'tabbar', test: TAB_BAR },
  // zod parses API answers (lib/schema.ts, app/screenData.ts): its core and helpers as one chunk, asked
  // for with a screen's first request (the shared schemas stay per domain: some of their modules hold
  // constants screens paint with, which must not bring zod into a first paint).
  { name: 'zod', test: /node_modules\/zod\// },
]

// The first paints' chunks (firstPaintChunks.ts), from a build chunked without them.
const analysis = Boolean(process.env[ANALYSIS_BUILD])
const firstPaint = firstPaintChunks(import.meta.dirname)
const allGroups = [
  ...chunkGroups,
  ...(analysis ? [] : [{ name: firstPaint.chunkName, includeDependenciesRecursively: false }]),
].map((group, index, groups) => ({ ...group, priority: groups.length - index }))

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/

/**
 * Every text file of the build also as `.br` (quality 11) and `.gz` (level 9), written once at build
 * time so the API (@fastify/static `preCompressed`) serves them by content negotiation without
 * compressing per request. node:zlib does both formats; a kept file is only written when smaller.
 * Runs after the other plugins' closeBundle (post), so files they emit (a service worker) are included.
 */
function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'vita-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const entries = await readdir(outDir, { recursive: true, withFileTypes: true })
        const files = entries
          .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
          .map((entry) => join(entry.parentPath, entry.name))
          .filter((file) => !file.slice(outDir.length).includes('/.'))
        await Promise.all(
          files.map(async (file) => {
            const source = await readFile(file)
            const [br, gz] = await Promise.all([
              brotli(source, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                  [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gzipAsync(source, { level: 9 }),
            ])
            if (br.length < source.length) await writeFile(`${file}.br`, br)
            if (gz.length < source.length) await writeFile(`${file}.gz`, gz)
          }),
        )
      },
    },
  }
}

export default defineConfig({
  // precompress last: its closeBundle also compresses what the others wrote (the service worker).
  plugins: analysis
    ? [react(), analysisStandIns()]
    : [
        react(),
        firstPaint.plugin,
        pwa(),
        routePreloads(import.meta.dirname),
        prerenderShells(import.meta.dirname),
        precompress(),
      ],
  // dedupe guards against a second copy of React in a library's own node_modules.
  resolve: { dedupe: ['react', 'react-dom', 'react/jsx-runtime'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/web-initial-js.ts follows the manifest's static imports to measure what /login loads first
    manifest: true,
    target: 'es2022',
    // One stylesheet, linked by index.html and fetched beside the entry, instead of one per chunk,
    // each a request queued behind the scripts on HTTP/1.1's six connections (13 KiB brotli in all).
    cssCodeSplit: false,
    rolldownOptions: {
      output: { codeSplitting: { groups: allGroups } },
      // The shared package's modules only declare constants, functions and zod schemas: none has an
      // effect on import. Saying so lets a screen that uses one constant of a module (through a
      // feature's barrel) leave out the module's unused zod schemas, and zod with them.
      treeshake: {
        moduleSideEffects: [
          { test: /\/packages\/(?:shared|contracts)\/src\//, sideEffects: false },
          // A feature's effects (texts, CSS, antd-mobile setup) live in its index.ts; its
          // other modules only declare. A screen importing one component through the feature's barrel
          // then leaves the other components (and their libraries) to the screens that use them.
          { test: /\/src\/features\/[^/]+\/index\.ts$/, sideEffects: true },
          { test: /\/src\/features\/.+\.tsx?$/, sideEffects: false },
        ],
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/app': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      '/uploads': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/app': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      '/uploads': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
})
