// The production build, tried as production runs it: `npm run build -w @vita/api`, then a clean
// install of the API's runtime dependencies only (no devDependencies: no tsx, no TypeScript) in a
// throwaway folder, then `node dist/server.js` on a production-like configuration (RPC_URL set, a
// genesis address of its own, PostgreSQL when TEST_DATABASE_URL is set) answering health, config,
// the web app and a 404, and `node dist/ops.js --help`. Prints "N passed, N failed".
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

const repo = process.cwd()
const results = []
const check = (name, ok, detail = '') => {
  results.push(ok)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`)
}

execFileSync('npm', ['run', 'build', '-w', '@vita/api'], { stdio: 'inherit' })

const dir = mkdtempSync(join(tmpdir(), 'vita-prod-'))
const app = join(dir, 'app')
mkdirSync(app)
cpSync(join(repo, 'apps/api/dist'), join(app, 'dist'), { recursive: true })
cpSync(join(repo, 'apps/api/drizzle'), join(app, 'drizzle'), { recursive: true })
cpSync(join(repo, 'apps/web/dist'), join(dir, 'web/dist'), { recursive: true })
const api = JSON.parse(readFileSync(join(repo, 'apps/api/package.json'), 'utf8'))
const dependencies = Object.fromEntries(
  Object.entries(api.dependencies).filter(([name]) => !name.startsWith('@vita/')),
)
writeFileSync(
  join(app, 'package.json'),
  JSON.stringify({ name: 'vita-api-prod', private: true, type: 'module', dependencies }, null, 2),
)
writeFileSync(join(app, '.npmrc'), readFileSync(join(repo, '.npmrc'), 'utf8'))

let databaseName
const serverUrl = process.env.TEST_DATABASE_URL
let exitCode = 1
try {
  const started = Date.now()
  execFileSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: app,
    stdio: 'inherit',
  })
  check('clean install of runtime dependencies only', true, `${((Date.now() - started) / 1000).toFixed(1)} s`)
  let databaseUrl = ''
  if (serverUrl) {
    databaseName = `vita_prod_${Date.now().toString(36)}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${databaseName}`)
    await admin.end()
    const url = new URL(serverUrl)
    url.pathname = `/${databaseName}`
    databaseUrl = url.toString()
  }
  const port = await freePort()
  const env = {
    PATH: process.env.PATH,
    PORT: String(port),
    DATA_DIR: join(dir, 'data'),
    RPC_URL: 'http://127.0.0.1:9',
    GENESIS_ADDRESS: '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4',
    JWT_SECRET: 'prod-smoke-secret-prod-smoke-secret-prod',
    CARD_SECRET_KEY: 'prod-smoke-card-key-prod-smoke-card-key',
    PUBLIC_ORIGIN: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  }
  const server = spawn(process.execPath, ['dist/server.js'], {
    cwd: app,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)))
  const base = `http://127.0.0.1:${port}`
  const up = await waitFor(async () => (await fetch(`${base}/app/health`)).status === 200, 30_000)
  check('node dist/server.js starts and answers /app/health', up)
  if (up) {
    const health = await (await fetch(`${base}/app/health`)).json()
    check(
      'health: database ok, chain degraded',
      health.data?.database?.ok === true && health.data?.status === 'degraded',
    )
    const config = await fetch(`${base}/app/config`)
    check('/app/config answers', config.status === 200 && (await config.json()).code === 0)
    const page = await fetch(`${base}/invite/ABC`)
    check(
      'the web app is served (client routes get index.html)',
      page.status === 200 && (await page.text()).includes('id="root"'),
    )
    const missing = await fetch(`${base}/app/nothing-here`)
    check(
      'unknown API routes answer a 404 envelope',
      missing.status === 404 && (await missing.json()).data?.reason === 'notFound',
    )
  }
  const help = execFileSync(process.execPath, ['dist/ops.js', '--help'], { cwd: app, env, encoding: 'utf8' })
  check('node dist/ops.js --help lists the operator commands', help.includes('withdraw:set-rules'))
  server.kill('SIGTERM')
  const code = await Promise.race([
    exited,
    new Promise((resolve) => setTimeout(() => resolve('timeout'), 15_000)),
  ])
  check('stops cleanly on SIGTERM', code === 0, String(code))
  exitCode = results.every(Boolean) ? 0 : 1
} catch (error) {
  console.error(error)
  results.push(false)
} finally {
  rmSync(dir, { recursive: true, force: true })
  if (serverUrl && databaseName) {
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)
    await admin.end()
  }
}
console.log(
  `prod build: ${results.filter(Boolean).length} passed, ${results.filter((ok) => !ok).length} failed`,
)
process.exit(exitCode)

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitFor(probe, timeoutMs) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if (await probe()) return true
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}
