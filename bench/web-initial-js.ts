/**
 * Initial JavaScript of /login and of every tab screen, compressed (gzip level 9 and brotli quality
 * 11, as the build precompresses them and the API serves them): the entry chunk, everything it
 * imports statically (Vite modulepreloads those), and the screen's lazy chunk with its static imports
 * — plus the tab bar's chunk for screens under the tab bar — i.e. what the browser must fetch before
 * the screen can paint. Screens are found in apps/web/src/app/router.tsx (the screen id → lazy import
 * map); the tab screens are the ones routes.ts marks `tabBar`. Reads apps/web/dist/.vite/manifest.json
 * (npm run build -w @vita/web). Target (issue 29): ≤ 150 KiB compressed per screen, React included, judged on brotli,
 * which every browser the app supports accepts; gzip is printed beside it. `files` counts the JS and CSS
 * files of that closure: on HTTP/1.1 (six connections per origin) each costs a round trip in turn.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

type ManifestChunk = {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

const TARGET_KIB = 150
/** Path → screen id (apps/web/src/app/routes.ts). */
const SCREENS: { path: string; screen: string; tabBar: boolean }[] = [
  { path: '/login', screen: 'login', tabBar: false },
  { path: '/marketplace', screen: 'marketplace', tabBar: true },
  { path: '/swap', screen: 'swap', tabBar: true },
  { path: '/vita-club/team', screen: 'clubTeam', tabBar: true },
  { path: '/price-chart', screen: 'priceChart', tabBar: true },
  { path: '/main', screen: 'main', tabBar: true },
  // Issue 34: the proof-of-solvency screen, opened from Mine and Assets (its check's code stays lazy).
  { path: '/solvency', screen: 'solvency', tabBar: false },
]

const web = fileURLToPath(new URL('../apps/web/', import.meta.url))
const dist = process.env.WEB_DIST_DIR ?? join(web, 'dist')
const manifestFile = join(dist, '.vite/manifest.json')
if (!existsSync(manifestFile)) {
  console.error('apps/web/dist/.vite/manifest.json missing: run `npm run build -w @vita/web` first')
  process.exit(1)
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest

// router.tsx: `  swap: lazy(() => import('./routes/swap/SwapScreen')),`
const routerSource = readFileSync(join(web, 'src/app/router.tsx'), 'utf8')
const screenModules = new Map(
  [...routerSource.matchAll(/^\s*(\w+): \(\) => import\('\.\/([^']+)'\)/gm)].map((m) => [
    m[1]!,
    `src/app/${m[2]!}.tsx`,
  ]),
)

function staticClosure(keys: string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const next of manifest[key]?.imports ?? []) visit(next)
  }
  keys.forEach(visit)
  return seen
}

const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>()
function sizeOf(file: string) {
  let size = sizes.get(file)
  if (!size) {
    const source = readFileSync(join(dist, file))
    size = {
      raw: source.length,
      gzip: gzipSync(source, { level: 9 }).length,
      brotli: brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }).length,
    }
    sizes.set(file, size)
  }
  return size
}
const kib = (bytes: number) => (bytes / 1024).toFixed(1)

function chunkKey(src: string): string {
  const key = Object.keys(manifest).find((k) => k === src || manifest[k]?.src === src)
  if (!key) throw new Error(`${src} not found in the manifest`)
  return key
}

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
if (!entry) throw new Error('no entry chunk in the manifest')
const entryClosure = staticClosure([entry])
const js = (keys: Iterable<string>) =>
  [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'))
/** The stylesheets index.html links (the build's one stylesheet, vite.config.ts cssCodeSplit: false). */
const htmlCss = [
  ...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)"/g),
].map((match) => match[1]!)
const css = (keys: Iterable<string>) => [
  ...new Set([...htmlCss, ...[...keys].flatMap((k) => manifest[k]?.css ?? [])]),
]
const total = (files: string[], pick: 'raw' | 'gzip' | 'brotli') =>
  files.reduce((sum, file) => sum + sizeOf(file)[pick], 0)

const entryJs = js(entryClosure)
console.log(
  `entry (every screen): ${kib(total(entryJs, 'brotli'))} KiB brotli, ${kib(total(entryJs, 'gzip'))} KiB gzip, ${kib(total(entryJs, 'raw'))} KiB raw`,
)
for (const file of entryJs.sort((a, b) => sizeOf(b).brotli - sizeOf(a).brotli)) {
  console.log(
    `  ${kib(sizeOf(file).brotli).padStart(6)} br ${kib(sizeOf(file).gzip).padStart(6)} gz  ${file}`,
  )
}

console.log(
  `\ninitial JS per screen (entry + screen + tab bar, static imports), target ≤ ${TARGET_KIB} KiB brotli`,
)
console.log(
  `${'screen'.padEnd(18)}${'brotli'.padStart(9)}${'gzip'.padStart(9)}${'raw'.padStart(9)}${'css br'.padStart(9)}${'files'.padStart(7)}  target`,
)
const details: string[] = []
let over = 0
for (const { path, screen, tabBar } of SCREENS) {
  const module = screenModules.get(screen)
  if (!module) throw new Error(`router.tsx has no lazy screen '${screen}'`)
  const roots = [entry, chunkKey(module), ...(tabBar ? [chunkKey('src/app/AppTabBar.tsx')] : [])]
  const closure = staticClosure(roots)
  const files = js(closure)
  const brotli = total(files, 'brotli') / 1024
  const ok = brotli <= TARGET_KIB
  if (!ok) over += 1
  console.log(
    `${path.padEnd(18)}${kib(total(files, 'brotli')).padStart(9)}${kib(total(files, 'gzip')).padStart(9)}` +
      `${kib(total(files, 'raw')).padStart(9)}${kib(total(css(closure), 'brotli')).padStart(9)}` +
      `${String(files.length + css(closure).length).padStart(7)}  ${ok ? 'OK' : 'OVER'}`,
  )
  const own = files
    .filter((file) => !entryJs.includes(file))
    .sort((a, b) => sizeOf(b).brotli - sizeOf(a).brotli)
  details.push(`${path}: beyond the entry ${kib(total(own, 'brotli'))} KiB brotli`)
  for (const file of own) details.push(`  ${kib(sizeOf(file).brotli).padStart(6)} br  ${file}`)
}
console.log(`${SCREENS.length - over}/${SCREENS.length} screens within ${TARGET_KIB} KiB\n`)
console.log(details.join('\n'))
