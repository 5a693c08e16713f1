import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export type StartDevChainParameters = {
  port: number
  chainId: number
  /** Interface to bind; 127.0.0.1 by default. */
  hostname?: string
  /** How long to wait for the node to answer eth_chainId. Default 60 s. */
  timeoutMs?: number
  /** The genesis block's date (default now): a journaled chain is replayed on its own genesis. */
  initialDate?: Date
}

export type DevChain = {
  rpcUrl: string
  /** PID of the `hardhat node` process itself (spawned without a shell or npx). */
  pid: number
  stop(): Promise<void>
}

export class DevChainStartError extends Error {
  override name = 'DevChainStartError'
  constructor(
    message: string,
    readonly outputTail: string,
  ) {
    super(`${message}\n--- hardhat node output (tail) ---\n${outputTail}`)
  }
}

/** Root of the @vita/contracts package (holds hardhat.config.ts, contracts/, artifacts/). */
export const contractsPackageDir = fileURLToPath(new URL('..', import.meta.url))
/** Preloaded into the node: it exits when its parent does (exitWithParent.mjs). */
const EXIT_WITH_PARENT = new URL('./exitWithParent.mjs', import.meta.url).href

function hardhatCliPath(): string {
  const require = createRequire(join(contractsPackageDir, 'package.json'))
  const pkgFile = require.resolve('hardhat/package.json')
  const bin = (require(pkgFile) as { bin: Record<string, string> }).bin['hardhat']
  if (!bin) throw new Error('hardhat package declares no "hardhat" bin')
  return join(pkgFile, '..', bin)
}

function newestMtime(dir: string, suffix: string): number {
  if (!existsSync(dir)) return 0
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(suffix)) continue
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs)
  }
  return newest
}

/** Runs `hardhat build` when a contract source is newer than the artifacts (or none exist). */
export function buildContractsIfNeeded(): void {
  const sources = newestMtime(join(contractsPackageDir, 'contracts'), '.sol')
  const artifacts = newestMtime(join(contractsPackageDir, 'artifacts'), '.json')
  if (artifacts > 0 && artifacts >= sources) return
  const result = spawnSync(process.execPath, [hardhatCliPath(), 'build'], {
    cwd: contractsPackageDir,
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    throw new Error(`hardhat build failed:\n${result.stdout}\n${result.stderr}`)
  }
}

async function answeredChainId(rpcUrl: string): Promise<number | undefined> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    })
    const body = (await response.json()) as { result?: unknown }
    return typeof body.result === 'string' ? Number(body.result) : undefined
  } catch {
    return undefined
  }
}

/**
 * Starts Hardhat's simulated chain as a JSON-RPC server (`hardhat node --network devchain`) and
 * resolves once it answers `eth_chainId`. The 20 default mnemonic accounts are funded.
 */
export async function startDevChain(parameters: StartDevChainParameters): Promise<DevChain> {
  const { port, chainId, hostname = '127.0.0.1', timeoutMs = 60_000, initialDate } = parameters
  buildContractsIfNeeded()

  const args = ['--import', EXIT_WITH_PARENT, hardhatCliPath(), 'node', '--network', 'devchain']
  args.push('--hostname', hostname, '--port', String(port))
  // In a process group of its own (detached): a Ctrl-C in the terminal signals the terminal's group,
  // and the node dying with it lost the blocks mined since the journal's last poll
  // (journaledDevChain.ts); its parent stops it. The IPC channel ends it if the parent dies first.
  const child = spawn(process.execPath, args, {
    cwd: contractsPackageDir,
    env: {
      ...process.env,
      VITA_DEV_CHAIN_ID: String(chainId),
      VITA_DEV_CHAIN_INITIAL_DATE: initialDate?.toISOString() ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    detached: true,
  })
  let output = ''
  const keepTail = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-4000)
  }
  child.stdout?.on('data', keepTail)
  child.stderr?.on('data', keepTail)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let hasExited = false
  void exited.then(() => (hasExited = true))

  const stop = async (): Promise<void> => {
    if (hasExited) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
  }

  const rpcUrl = `http://${hostname === '0.0.0.0' ? '127.0.0.1' : hostname}:${port}`
  const deadline = Date.now() + timeoutMs
  // Also checking the chain id guards against another node already listening on the port.
  while ((await answeredChainId(rpcUrl)) !== chainId || hasExited) {
    if (hasExited) {
      throw new DevChainStartError(`hardhat node exited (code ${child.exitCode})`, output)
    }
    if (Date.now() > deadline) {
      await stop()
      throw new DevChainStartError(`hardhat node did not answer within ${timeoutMs} ms`, output)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  if (child.pid === undefined) throw new DevChainStartError('hardhat node has no pid', output)
  return { rpcUrl, pid: child.pid, stop }
}
