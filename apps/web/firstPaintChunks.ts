import { resolve } from 'node:path'
import { build, type Plugin, type Rolldown } from 'vite'
import { staticClosure } from './routePreloads'

/** Set while the analysis build runs, so that its config leaves this (and the build's other extras) out. */
export const ANALYSIS_BUILD = 'VITA_FIRST_PAINT_ANALYSIS'

/**
 * The first paint of /login and of each tab screen: the modules whose chunks, with their static imports,
 * a visit starting there needs before the screen can paint (the tab screens also need the tab bar).
 */
const FIRST_PAINTS: Record<string, readonly string[]> = {
  login: ['src/app/routes/sign-in/LoginScreen.tsx'],
  main: ['src/app/routes/member/MainScreen.tsx', 'src/app/AppTabBar.tsx'],
  team: ['src/app/routes/club/TeamScreen.tsx', 'src/app/AppTabBar.tsx'],
  shop: ['src/app/routes/shop/MarketplaceScreen.tsx', 'src/app/AppTabBar.tsx'],
  swap: ['src/app/routes/swap/SwapScreen.tsx', 'src/app/AppTabBar.tsx'],
  chart: ['src/app/routes/market/PriceChartScreen.tsx', 'src/app/AppTabBar.tsx'],
}

/** The analysis build's stand-in for what the left-out plugins provide (vite-plugin-pwa's virtual module). */
export function analysisStandIns(): Plugin {
  const PWA_REGISTER = 'virtual:pwa-register'
  return {
    name: 'vita-first-paint-analysis-stand-ins',
    resolveId: (id) => (id === PWA_REGISTER ? `\0${PWA_REGISTER}` : null),
    load: (id) =>
      id === `\0${PWA_REGISTER}` ? 'export function registerSW() { return async () => {} }' : null,
  }
}

type ChunkLike = Pick<
  Rolldown.OutputChunk,
  'fileName' | 'isEntry' | 'facadeModuleId' | 'imports' | 'moduleIds'
>

/**
 * From a build chunked by the bundler alone: the chunk name of every module in a first paint's chunks
 * (beyond the entry's), by the set of first paints that load its chunk (`first-main`,
 * `first-main-team-shop`). The screens' own modules keep their chunks.
 */
export function firstPaintNames(root: string, chunks: readonly ChunkLike[]): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const closure = staticClosure(chunks)
  const entry = chunks.find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('the analysis build has no entry chunk')
  const inEntry = closure(entry.fileName)
  const roots = new Set(
    Object.values(FIRST_PAINTS).flatMap((paths) => paths.map((path) => resolve(root, path))),
  )
  const paintsOf = new Map<string, string[]>()
  for (const [paint, paths] of Object.entries(FIRST_PAINTS)) {
    const files = new Set<string>()
    for (const path of paths) {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId === resolve(root, path))
      if (!chunk) throw new Error(`no chunk has ${path} as its module`)
      closure(chunk.fileName, files)
    }
    for (const file of files)
      if (!inEntry.has(file)) paintsOf.set(file, [...(paintsOf.get(file) ?? []), paint])
  }
  const names = new Map<string, string>()
  for (const [file, paints] of paintsOf) {
    for (const module of byFile.get(file)?.moduleIds ?? []) {
      if (!roots.has(module)) names.set(module, `first-${paints.join('-')}`)
    }
  }
  return names
}

/**
 * Chunks for first paints. Left to itself the bundler splits by the set of all 52 screens sharing a
 * module, so a tab screen's first paint was 20–30 files of 0.1–3 KiB, each a request queued on one of
 * HTTP/1.1's six connections (a round trip each) and a modulepreload link. This plugin builds the app
 * once chunked that way (no minifying, nothing written), and `chunkName` then puts every module of a
 * first paint's chunks in one chunk per set of first paints that load it: a first paint loads only
 * modules it needs, in a handful of files. A screen reached later that shares a module loads its group
 * (usually cached already, from the tab screen it was opened from). `chunkName` leaves a module to the
 * bundler when the analysis has not named it.
 */
export function firstPaintChunks(root: string) {
  let names = new Map<string, string>()
  const plugin: Plugin = {
    name: 'vita-first-paint-chunks',
    apply: 'build',
    async buildStart() {
      if (process.env[ANALYSIS_BUILD]) return
      process.env[ANALYSIS_BUILD] = '1'
      try {
        const result = await build({
          root,
          configFile: resolve(root, 'vite.config.ts'),
          logLevel: 'silent',
          build: { write: false, minify: false, manifest: false },
        })
        const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
        const chunks = outputs.flatMap((out) => out.output.filter((item) => item.type === 'chunk'))
        names = firstPaintNames(root, chunks)
      } finally {
        delete process.env[ANALYSIS_BUILD]
      }
    },
  }
  const chunkName = (moduleId: string): string | null => names.get(moduleId) ?? null
  return { plugin, chunkName }
}
