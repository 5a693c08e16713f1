/**
 * Route-aware preloading (issue 13). Without it a first visit is a waterfall: index.html → the entry
 * and its modulepreloads → execute → the route's lazy screen chunk and its static imports → execute →
 * data → paint. At build time this plugin lists, for every path of src/app/routes.ts, the files of its
 * screen chunk's static closure (the screen module's chunk and its `imports`, recursively, from the
 * build's manifest) minus what index.html already preloads, plus the tab bar's chunk on tab-bar routes,
 * and writes them to `.vite/route-preloads.json` in the build output (the service worker ignores
 * `.vite/**`). The API (apps/api/src/platform/http/webAndNotFound.ts) injects them into index.html as
 * `<link rel="modulepreload" fetchpriority="low">` (CSS as `<link rel="preload" as="style">`), so the screen downloads in
 * parallel with the entry. Screens are found in src/app/router.tsx's `id: lazy(() => import('./…'))`
 * lines; the build fails when a route's screen, or its chunk, cannot be found.
 */
import { readFileSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { appRoutes, type AppRoute } from './src/app/routes'

/** One chunk of Vite's build manifest (`build.manifest: true`). */
export type ManifestChunk = {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

/** What the API injects for one route path (hrefs with the build's base). */
export type RoutePreload = { path: string; js: string[]; css: string[] }
export type RoutePreloadsFile = { routes: RoutePreload[] }

export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json'
/** The module router.tsx lazy-loads around tab-bar screens. */
const TAB_BAR_KEY = 'tabBar'

/**
 * Screen id → module path (relative to src/app, without extension) from router.tsx's lazy map:
 * `  swap: lazy(() => import('./routes/trade/SwapScreen')),` and `const AppTabBar = lazy(() => import('./AppTabBar'))`
 * (the latter under the key `tabBar`).
 */
export function parseLazyScreens(routerSource: string): Map<string, string> {
  const screens = new Map<string, string>()
  for (const match of routerSource.matchAll(/^\s*(\w+): lazy\(\(\) => import\('\.\/([^']+)'\)\)/gm)) {
    screens.set(match[1]!, match[2]!)
  }
  const tabBar = /^const AppTabBar = lazy\(\(\) => import\('\.\/([^']+)'\)\)/m.exec(routerSource)
  if (tabBar) screens.set(TAB_BAR_KEY, tabBar[1]!)
  return screens
}

/**
 * For every route with a screen (a redirect counts as its target's screen): the JS and CSS files of the
 * screen chunk's static closure (and the tab bar's on tab-bar routes) that the entry does not already
 * load. Throws, naming the route, when a screen or its chunk cannot be found.
 */
export function computeRoutePreloads(
  manifest: Manifest,
  routes: readonly AppRoute[],
  screenModules: ReadonlyMap<string, string>,
  base = '/',
): RoutePreloadsFile {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)
  if (!entryKey) throw new Error('route preloads: the build manifest has no entry chunk')

  const closure = (keys: string[]): Set<string> => {
    const seen = new Set<string>()
    const visit = (key: string) => {
      if (seen.has(key)) return
      if (!manifest[key]) throw new Error(`route preloads: ${key} is imported but missing from the manifest`)
      seen.add(key)
      for (const next of manifest[key].imports ?? []) visit(next)
    }
    keys.forEach(visit)
    return seen
  }
  const entryClosure = closure([entryKey])
  const entryFiles = new Set(
    [...entryClosure].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]),
  )

  const moduleKeys = new Map(
    Object.entries(manifest).flatMap(([key, chunk]) => (chunk.src ? [[chunk.src, key] as const] : [])),
  )
  const chunkOf = (moduleId: string, route: AppRoute): string => {
    const module = screenModules.get(moduleId)
    if (!module)
      throw new Error(
        `route preloads: ${route.path} shows screen "${moduleId}", which src/app/router.tsx does not lazy-load`,
      )
    for (const extension of ['.tsx', '.ts', '.jsx', '.js']) {
      const key = moduleKeys.get(`src/app/${module}${extension}`)
      if (key) return key
    }
    throw new Error(
      `route preloads: ${route.path}'s screen "${moduleId}" (src/app/${module}) has no chunk in the build manifest`,
    )
  }

  const href = (file: string) => `${base}${file}`
  const preloads: RoutePreload[] = []
  for (const route of routes) {
    const target = route.redirectTo ? routes.find((other) => other.path === route.redirectTo) : route
    if (!target)
      throw new Error(`route preloads: ${route.path} redirects to ${route.redirectTo}, which is no route`)
    if (!target.screen) continue
    const roots = [chunkOf(target.screen, target)]
    if (target.tabBar) roots.push(chunkOf(TAB_BAR_KEY, target))
    const keys = [...closure(roots)].filter((key) => !entryClosure.has(key))
    const js = keys.map((key) => manifest[key]!.file).filter((file) => !entryFiles.has(file))
    const css = [...new Set(keys.flatMap((key) => manifest[key]!.css ?? []))].filter(
      (file) => !entryFiles.has(file),
    )
    preloads.push({ path: route.path, js: js.map(href), css: css.map(href) })
  }
  return { routes: preloads }
}

/** The Vite plugin: writes ROUTE_PRELOADS_FILE after the client build has written its manifest. */
export function routePreloads(): Plugin {
  let outDir = 'dist'
  let root = '.'
  let base = '/'
  return {
    name: 'vita-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
      base = config.base
      if (!config.build.manifest) throw new Error('route preloads: build.manifest must be true')
    },
    async writeBundle() {
      const manifestFile = join(outDir, '.vite/manifest.json')
      const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest
      const screens = parseLazyScreens(readFileSync(join(root, 'src/app/router.tsx'), 'utf8'))
      const preloads = computeRoutePreloads(manifest, appRoutes, screens, base)
      const file = join(outDir, ROUTE_PRELOADS_FILE)
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, `${JSON.stringify(preloads, null, 2)}\n`)
    },
  }
}
