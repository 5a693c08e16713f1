import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
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
    /** The system's PostgreSQL database ('' on PGlite), for tools run in a second process (operator.ts). */
    databaseUrl: string
    dataDir: string
  }
}

let system: LocalSystem | undefined
let dataDir: string | undefined
let databaseName: string | undefined

/** With TEST_DATABASE_URL the system runs on a fresh PostgreSQL database, so tests can reach it too. */
async function createE2eDatabase(serverUrl: string): Promise<string> {
  databaseName = `vita_e2e_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${databaseName}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${databaseName}`
  return url.toString()
}

/** Starts the product as `npm start` does, on free ports and a throwaway DATA_DIR (PGlite). */
export async function setup(project: TestProject) {
  dataDir = mkdtempSync(join(tmpdir(), 'vita-e2e-'))
  const port = await freePort()
  const devChainPort = await freePort()
  const serverUrl = process.env.TEST_DATABASE_URL
  const databaseUrl = serverUrl ? await createE2eDatabase(serverUrl) : ''
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
      PAYOUT_INTERVAL_MS: '500',
      // Tests make their own members and orders; the living demo would only slow them and blur their counts.
      DEMO_DATA: 'off',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    buildWeb: process.env.CI ? 'never' : 'if-stale',
    log: () => undefined,
  })
  project.provide('baseUrl', system.url)
  project.provide('rpcUrl', system.config.rpcUrl)
  project.provide('chainId', system.config.chainId)
  project.provide('genesisInviteCode', GENESIS_INVITE_CODE)
  project.provide('deploymentJson', JSON.stringify(system.deployment))
  project.provide('databaseUrl', databaseUrl)
  project.provide('dataDir', dataDir)
}

export async function teardown() {
  await system?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl && databaseName) {
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)
    await admin.end()
  }
}
