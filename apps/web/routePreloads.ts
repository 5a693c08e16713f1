import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { appRoutes, type AppRoute } from './src/app/routes'

/** What this file reads of an output chunk (rolldown's OutputChunk). */
type ChunkLike = {
  fileName: string
  isEntry: boolean
  facadeModuleId: string | null
  imports: string[]
  moduleIds?: readonly string[]
}

/** A chunk file and every file it imports statically, added to `into`. */
export function staticClosure(chunks: readonly Pick<ChunkLike, 'fileName' | 'imports'>[]) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const closure = (file: string, into = new Set<string>()): Set<string> => {
    if (into.has(file)) return into
    into.add(file)
    for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into)
    return into
  }
  return closure
}

/**
 * The screen modules app/router.tsx loads lazily, by screen id (`login: () => import('./routes/…')`),
 * as absolute paths. Read from its source so the two cannot disagree: a route whose screen is missing
 * here fails the build.
 */
export function screenModules(routerFile: string): Map<string, string> {
  const source = readFileSync(routerFile, 'utf8')
  const modules = new Map<string, string>()
  for (const [, screen, path] of source.matchAll(/^\s+(\w+): \(\) => import\('(\.\/[^']+)'\),?$/gm)) {
    modules.set(screen!, resolve(routerFile, '..', `${path}.tsx`))
  }
  return modules
}

/**
 * The shared schemas each screen's first data is parsed with (app/screenData.ts: `screen: { …
 * schemas: () => [import('@vita/shared/schemas/name'), …] }`), by screen id, as absolute paths of
 * `packages/shared/src/schemas/name.ts`. Read from its source like screenModules.
 */
export function screenSchemaModules(screenDataFile: string, schemasDir: string): Map<string, string[]> {
  const source = readFileSync(screenDataFile, 'utf8')
  const modules = new Map<string, string[]>()
  const screens = [...source.matchAll(/^ {2}(\w+): \{/gm)]
  screens.forEach((screen, i) => {
    const block = source.slice(screen.index, screens[i + 1]?.index ?? source.length)
    const schemas = [...block.matchAll(/import\('@vita\/shared\/schemas\/(\w+)'\)/g)]
    modules.set(
      screen[1]!,
      schemas.map(([, name]) => resolve(schemasDir, `${name}.ts`)),
    )
  })
  return modules
}

/**
 * For every path of app/routes.ts that opens a screen (or redirects to one), the chunks that screen's
 * first paint needs beyond the entry's (index.html preloads those): its chunk and everything it imports
 * statically, the tab bar's for screens under it, then the chunks of the schemas its first data is
 * parsed with (zod among them: the entry asks for them only once it has run, and they were the last
 * thing the first data waited for). The API puts them in index.html for that path as modulepreload
 * links (apps/api/src/platform/http/routePreloads.ts), so they download beside the entry's instead of
 * after the entry has loaded and run.
 */
export function routePreloadMap(
  chunks: readonly ChunkLike[],
  routes: readonly AppRoute[],
  modules: ReadonlyMap<string, string>,
  tabBarModule: string,
  firstDataSchemas: ReadonlyMap<string, readonly string[]> = new Map(),
): Record<string, string[]> {
  const closure = staticClosure(chunks)
  const chunkOf = (module: string) => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === module)
    if (!chunk) throw new Error(`no chunk has ${module} as its module`)
    return chunk.fileName
  }
  // A schema imported by others may share a chunk with them (no chunk of its own).
  const chunkHolding = (module: string) =>
    chunks.find((candidate) => candidate.moduleIds?.includes(module))?.fileName ?? chunkOf(module)
  const entry = chunks.find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('the build has no entry chunk')
  const inEntry = closure(entry.fileName)
  const tabBar = closure(chunkOf(tabBarModule))
  const preloads = (route: AppRoute): string[] => {
    const target = route.redirectTo ? routes.find((other) => other.path === route.redirectTo) : route
    if (!target?.screen) return []
    const module = modules.get(target.screen)
    if (!module) throw new Error(`app/router.tsx has no chunk for the screen ${target.screen}`)
    // The screen's own chunks first (its first paint waits on them), the tab bar's, then its data's schemas.
    const files = closure(chunkOf(module))
    if (target.tabBar) for (const file of tabBar) files.add(file)
    for (const schema of firstDataSchemas.get(target.screen) ?? []) closure(chunkHolding(schema), files)
    return [...files].filter((file) => !inEntry.has(file)).map((file) => `/${file}`)
  }
  return Object.fromEntries(
    routes.map((route) => [route.path, preloads(route)] as const).filter(([, files]) => files.length > 0),
  )
}

/** Where `@vita/shared/schemas/name` is, from apps/web. */
const SCHEMAS_DIR = (root: string) => resolve(root, '../../packages/shared/src/schemas')

/** Writes .vite/route-preloads.json (routePreloadMap) beside Vite's manifest. */
export function routePreloads(root: string): Plugin {
  return {
    name: 'vita-route-preloads',
    apply: 'build',
    // After Vite's own generateBundle hooks: they still rename chunks (a chunk that only imported CSS
    // loses that import and its hash changes), and the links must name the files as written.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []))
        const map = routePreloadMap(
          chunks,
          appRoutes,
          screenModules(resolve(root, 'src/app/router.tsx')),
          resolve(root, 'src/app/AppTabBar.tsx'),
          screenSchemaModules(resolve(root, 'src/app/screenData.ts'), SCHEMAS_DIR(root)),
        )
        const missing = Object.values(map)
          .flat()
          .filter((file) => !(file.slice(1) in bundle))
        if (missing.length > 0)
          this.error(`route preloads name files not in the build: ${missing.join(', ')}`)
        this.emitFile({
          type: 'asset',
          fileName: '.vite/route-preloads.json',
          source: JSON.stringify(map, null, 2),
        })
      },
    },
  }
}
