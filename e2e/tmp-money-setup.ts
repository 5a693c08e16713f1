// TEMPORARY (deleted after use): the e2e system with the money modules mounted, until the API wires them.
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { deployAll, devPrivateKey, startDevChain, writeDeployment } from '@vita/contracts'
import { buildApp, createChainClient, createDatabase, ensureGenesisMember, loadConfig, migrateDatabase } from '@vita/api'
import { createAssetsRoutes } from '../apps/api/src/modules/assets/routes'
import { createAssetChainReaderFromConfig } from '../apps/api/src/modules/assets/assetChainReader'
import { withdrawalsRoutes } from '../apps/api/src/modules/withdrawals/routes'
import { startPayoutWorker } from '../apps/api/src/modules/withdrawals/payout/startPayoutWorker'
import { newsRoutes } from '../apps/api/src/modules/news/routes'
import { createRankingRoutes } from '../apps/api/src/modules/ranking/routes'
import { freePort } from '../scripts/system'

let stopAll: (() => Promise<void>) | undefined

export async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL ?? ''
  const name = `vita_e2e_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const u = new URL(serverUrl)
  u.pathname = `/${name}`
  const databaseUrl = u.toString()
  const dataDir = mkdtempSync(join(tmpdir(), 'vita-e2e-'))
  const port = await freePort()
  const devChainPort = await freePort()
  const config = loadConfig({
    PORT: String(port),
    DEV_CHAIN_PORT: String(devChainPort),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    GENESIS_INVITE_CODE: 'E2EGENESIS',
    PUBLIC_ORIGIN: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  })
  const chain = await startDevChain({ port: config.devChainPort, chainId: config.chainId })
  const deployment = await deployAll({ rpcUrl: chain.rpcUrl, chainId: config.chainId })
  writeDeployment(config.deploymentFile, deployment)
  const database = await createDatabase({ databaseUrl, dataDir })
  await migrateDatabase(database)
  await ensureGenesisMember(database.db, { address: config.genesisAddress, inviteCode: config.genesisInviteCode })
  const app = await buildApp({
    config,
    database,
    chain: createChainClient(config),
    modules: [createAssetsRoutes({ chain: createAssetChainReaderFromConfig(config) }), withdrawalsRoutes, newsRoutes, createRankingRoutes()],
  })
  await app.listen({ port: config.port, host: config.host })
  const worker = startPayoutWorker({ db: database.db, config, privateKey: devPrivateKey(0), intervalMs: 1000 })
  stopAll = async () => {
    await worker.stop()
    await app.close()
    await database.close()
    await chain.stop()
    const c = new pg.Client({ connectionString: serverUrl })
    await c.connect()
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await c.end()
  }
  project.provide('baseUrl', config.publicOrigin)
  project.provide('rpcUrl', config.rpcUrl)
  project.provide('chainId', config.chainId)
  project.provide('genesisInviteCode', 'E2EGENESIS')
  project.provide('deploymentJson', JSON.stringify(deployment))
  project.provide('databaseUrl', databaseUrl)
  project.provide('dataDir', dataDir)
}

export async function teardown() {
  await stopAll?.()
}
