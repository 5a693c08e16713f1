// The production build of the API: the server and the operator CLI bundled to plain JavaScript
// (apps/api/dist), so production runs on `node` with only runtime dependencies installed — no tsx,
// no TypeScript. The workspace packages (@vita/shared, @vita/contracts) are compiled in; every
// registry dependency of the API stays external and comes from node_modules.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
const external = Object.keys(pkg.dependencies)
  .filter((name) => !name.startsWith('@vita/'))
  .flatMap((name) => [name, `${name}/*`])

rmSync(`${root}/dist`, { recursive: true, force: true })
const { metafile } = await build({
  absWorkingDir: root,
  entryPoints: { server: 'src/server.ts', ops: 'src/ops/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  splitting: true,
  sourcemap: true,
  external,
  // Bundled CommonJS helpers need `require` in an ES module.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
  metafile: true,
})
// The living demo (dev/demo) is development only: a bundle that reaches it is refused.
const demoDir = `${resolve(root, '../../dev/demo')}/`
const demoFiles = Object.keys(metafile.inputs).filter((input) => resolve(root, input).startsWith(demoDir))
if (demoFiles.length > 0) {
  rmSync(`${root}/dist`, { recursive: true, force: true })
  throw new Error(`the production bundle must not contain the living demo: ${demoFiles.join(', ')}`)
}
// The modules' database code (src/modules/<m>/sql, applied on start by platform/db/sqlDefinitions.ts)
// travels with the bundle, in the same layout under dist/modules.
for (const module of readdirSync(`${root}/src/modules`)) {
  const sqlDir = `${root}/src/modules/${module}/sql`
  if (existsSync(sqlDir)) cpSync(sqlDir, `${root}/dist/modules/${module}/sql`, { recursive: true })
}
console.log('api: built dist/server.js and dist/ops.js (with dist/modules/*/sql)')
