import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import react from '@vitejs/plugin-react'
import Beasties from 'beasties'
import { build, type Plugin } from 'vite'

/** Where the build writes each route's page, by route pattern and language (the API serves them). */
export const ROUTE_PAGES_FILE = '.vite/route-pages.json'

/** index.html's placeholder inside #root (the boot logo), which a route's shell replaces. */
const SHELL_SLOT = /<div id="root">\s*<!--app-shell-->[\s\S]*?<!--\/app-shell-->\s*<\/div>/

const STYLESHEET = /<link rel="stylesheet"([^>]*)>/g

/**
 * The page's stylesheet links as preloads (fetched at once, applied by the app: lib/appStylesheet.ts),
 * so that they block neither the shell's paint nor, in the body, the parser.
 */
export function preloadStylesheets(html: string): string {
  return html.replace(STYLESHEET, '<link rel="preload" as="style"$1 data-app-stylesheet>')
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/**
 * index.html with a route's shell in #root, marked with the route it was rendered for and its language
 * (main.tsx hydrates only a shell that matches its first render), in that language.
 */
export function pageWithShell(
  index: string,
  shell: { for: string; html: string; locale: 'zh' | 'en' },
): string {
  if (!SHELL_SLOT.test(index))
    throw new Error('index.html has no <div id="root"><!--app-shell-->…<!--/app-shell-->')
  const root = `<div id="root" data-shell="${escapeAttribute(shell.for)}" data-shell-locale="${shell.locale}">`
  return index
    .replace(SHELL_SLOT, () => `${root}${shell.html}</div>`)
    .replace(/<html lang="[^"]*">/, `<html lang="${shell.locale === 'zh' ? 'zh-CN' : 'en'}">`)
}

/** What app/prerender.tsx exports. */
type PrerenderModule = typeof import('./src/app/prerender')

/** The browser globals the app's modules read on import: an empty localStorage (nobody signed in). */
function browserlessGlobals(): () => void {
  const store = new Map<string, string>()
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, String(value)),
    removeItem: (key: string) => void store.delete(key),
    clear: () => store.clear(),
    key: (index: number) => [...store.keys()][index] ?? null,
    get length() {
      return store.size
    },
  }
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
  Object.defineProperty(globalThis, 'localStorage', { value: localStorage, configurable: true })
  return () => {
    if (saved) Object.defineProperty(globalThis, 'localStorage', saved)
    else delete (globalThis as { localStorage?: unknown }).localStorage
  }
}

/**
 * After the client build: builds src/app/prerender.tsx for Node (every dependency bundled, so
 * antd-mobile's CSS imports are dropped rather than loaded), renders every route's shell in zh and en
 * with react-dom/static and writes each path's index.html with its shell (ROUTE_PAGES_FILE). The API
 * sends a path's page in the member's language (apps/api/src/platform/http/routePreloads.ts) and
 * main.tsx hydrates it.
 */
export function prerenderShells(root: string): Plugin {
  let outDir = 'dist'
  return {
    name: 'vita-prerender-shells',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      sequential: true,
      async handler() {
        // A failed build has written no index.html: its own error is the one to report.
        if (!existsSync(join(outDir, 'index.html'))) return
        const work = await mkdtemp(join(tmpdir(), 'vita-shells-'))
        const restore = browserlessGlobals()
        try {
          await build({
            root,
            configFile: false,
            logLevel: 'silent',
            plugins: [react()],
            resolve: { dedupe: ['react', 'react-dom', 'react/jsx-runtime'] },
            ssr: { noExternal: true, target: 'node' },
            build: {
              ssr: resolve(root, 'src/app/prerender.tsx'),
              outDir: work,
              emptyOutDir: true,
              minify: false,
              rolldownOptions: { output: { entryFileNames: 'prerender.mjs', codeSplitting: false } },
            },
          })
          const prerender = (await import(pathToFileURL(join(work, 'prerender.mjs')).href)) as PrerenderModule
          const shells = await prerender.renderAllShells()
          const index = await readFile(join(outDir, 'index.html'), 'utf8')
          // The CSS rules a page's shell uses go inline and the stylesheet is only preloaded: the shell
          // paints as soon as the HTML has arrived, styled, while the stylesheet and the scripts
          // download; main.tsx applies it before its first render (lib/appStylesheet.ts).
          const critical = new Beasties({ path: outDir, publicPath: '/', preload: 'body', logLevel: 'warn' })
          const pages: Record<string, Record<'zh' | 'en', string>> = {}
          for (const [path, shell] of Object.entries(shells)) {
            const page = (locale: 'zh' | 'en') =>
              critical
                .process(pageWithShell(index, { for: shell.for, html: shell[locale], locale }))
                .then(preloadStylesheets)
            pages[path] = { zh: await page('zh'), en: await page('en') }
          }
          await writeFile(join(outDir, ROUTE_PAGES_FILE), JSON.stringify(pages))
        } finally {
          restore()
          await rm(work, { recursive: true, force: true })
        }
      },
    },
  }
}
