/**
 * The whole product on one machine: the dev chain with the contracts deployed (unless RPC_URL is
 * set), the web app built when its sources changed, and the API serving both on one origin.
 * Used by `npm start` and by the browser tests' global setup.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  catchUpClock,
  readDeployment,
  startJournaledDevChain,
  type Deployment,
  type JournaledDevChain,
} from '@vita/contracts'
import { loadConfig, startServer, type Config, type RunningServer } from '@vita/api'
import { DEMO_CHAIN_DAYS, livingDemo } from '@vita/demo'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const webDir = join(repoRoot, 'apps/web')

export type LocalSystem = {
  config: Config
  url: string
  deployment: Deployment
  server: RunningServer
  stop(): Promise<void>
}

export type StartLocalSystemOptions = {
  env?: NodeJS.ProcessEnv
  /** Build the web app when a source is newer than apps/web/dist (default), or never. */
  buildWeb?: 'if-stale' | 'never'
  log?: (line: string) => void
}

export async function startLocalSystem(options: StartLocalSystemOptions = {}): Promise<LocalSystem> {
  const log = options.log ?? ((line: string) => console.log(line))
  const config = loadConfig(options.env ?? process.env)
  let chain: JournaledDevChain | undefined
  let server: RunningServer | undefined
  const stop = async () => {
    await server?.close().catch(() => undefined)
    await chain?.stop().catch(() => undefined)
  }
  try {
    let deployment: Deployment
    if (config.devChain) {
      await assertPortFree(config.devChainPort, 'DEV_CHAIN_PORT')
      log(`[start] dev chain on 127.0.0.1:${config.devChainPort} (chain id ${config.chainId})`)
      chain = await startJournaledDevChain({
        port: config.devChainPort,
        chainId: config.chainId,
        journalFile: join(config.dataDir, 'devchain', `${config.chainId}.ndjson`),
        deploymentFile: config.deploymentFile,
        // The living demo (dev/demo) places its orders over the past days of a new chain.
        ...(config.demoData ? { newGenesisDate: new Date(Date.now() - DEMO_CHAIN_DAYS * 86_400_000) } : {}),
        log,
      })
      deployment = chain.deployment
      if (!chain.resumed) log(`[start] contracts deployed → ${config.deploymentFile}`)
    } else {
      if (!existsSync(config.deploymentFile)) {
        throw new Error(`RPC_URL is set but DEPLOYMENT_FILE ${config.deploymentFile} does not exist`)
      }
      deployment = readDeployment(config.deploymentFile)
    }
    if ((options.buildWeb ?? 'if-stale') === 'if-stale') buildWebIfStale(log)
    await assertPortFree(config.port, 'PORT', config.host)
    // The living demo seeds an empty dev database and keeps its market trading (DEMO_DATA, dev chain).
    server = await startServer(config, livingDemo)
    // A new demo chain began in the past; whatever the seed did, its clock now follows the wall clock.
    if (chain) await catchUpClock(chain.chain.rpcUrl)
    return { config, url: config.publicOrigin, deployment, server, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs)
  }
  return newest
}

/** Rebuilds apps/web/dist when the app, the shared package or the ABIs changed since the last build. */
export function buildWebIfStale(log: (line: string) => void): void {
  // The route pages are the build's last output: a build that failed after index.html has none.
  const built = Math.min(
    newestMtime(join(webDir, 'dist/index.html')),
    newestMtime(join(webDir, 'dist/.vite/route-pages.json')),
  )
  // The build's own code (vite.config.ts and the plugins beside it) counts as a source too.
  const buildFiles = readdirSync(webDir).filter(
    (name) => /\.(?:ts|mjs)$/.test(name) && !name.includes('.test.'),
  )
  const sources = Math.max(
    ...['src', 'public', 'index.html', 'package.json', ...buildFiles].map((p) =>
      newestMtime(join(webDir, p)),
    ),
    newestMtime(join(repoRoot, 'packages/shared/src')),
    newestMtime(join(repoRoot, 'packages/contracts/src/generated/abi')),
  )
  if (built > 0 && built >= sources) return
  log('[start] building the web app…')
  // Always a production build: under a test runner NODE_ENV is 'test', and Vite would then build React's
  // development JSX into dist (e2e against it failed on /withdraw with "n is not a function").
  const result = spawnSync('npm', ['run', 'build', '-w', '@vita/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) throw new Error('web build failed')
}

function assertPortFree(port: number, name: string, host = '127.0.0.1'): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', () =>
      reject(new Error(`${name} ${port} is already in use on ${host}; stop what runs there or set ${name}`)),
    )
    probe.listen(port, host, () => probe.close(() => resolve()))
  })
}

/** A free TCP port on 127.0.0.1 (for tests that start their own system). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}
