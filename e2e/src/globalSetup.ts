import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { freePort, startLocalSystem, type LocalSystem } from '../../scripts/system'

export const GENESIS_INVITE_CODE = 'E2EGENESIS'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    rpcUrl: string
    chainId: number
    genesisInviteCode: string
    deploymentJson: string
  }
}

let system: LocalSystem | undefined
let dataDir: string | undefined

/** Starts the product as `npm start` does, on free ports and a throwaway DATA_DIR (PGlite). */
export async function setup(project: TestProject) {
  dataDir = mkdtempSync(join(tmpdir(), 'vita-e2e-'))
  const port = await freePort()
  const devChainPort = await freePort()
  system = await startLocalSystem({
    env: {
      PORT: String(port),
      DEV_CHAIN_PORT: String(devChainPort),
      DATA_DIR: dataDir,
      GENESIS_INVITE_CODE,
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      INDEXER_POLL_MS: '300',
    },
    buildWeb: process.env.CI ? 'never' : 'if-stale',
    log: () => undefined,
  })
  project.provide('baseUrl', system.url)
  project.provide('rpcUrl', system.config.rpcUrl)
  project.provide('chainId', system.config.chainId)
  project.provide('genesisInviteCode', GENESIS_INVITE_CODE)
  project.provide('deploymentJson', JSON.stringify(system.deployment))
}

export async function teardown() {
  await system?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}
