import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createPublicClient, fallback, http, type PublicClient } from 'viem'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app/buildApp'
import { createProductModules } from './app/productModules'
import type { ChainReader } from './app/chainReader'
import { loadConfig, type Config } from './config'
import { createDatabase, type Database } from './db/client'
import { migrateDatabase } from './db/migrate'
import { ensureGenesisMember } from './modules/members/ensureGenesisMember'

export type RunningServer = { app: FastifyInstance; database: Database; url: string; close(): Promise<void> }

/** A viem client on RPC_URL (or the dev chain), falling back to BACKUP_RPC_URL. */
export function createChainClient(config: Config): PublicClient {
  const transports = [config.rpcUrl, config.backupRpcUrl].flatMap((url) =>
    url ? [http(url, { timeout: 10_000 })] : [],
  )
  return createPublicClient({ transport: fallback(transports) })
}

/** Database → migrations → genesis member → app → listen. Prints the genesis invite link. */
export async function startServer(
  config: Config,
  options: { chain?: ChainReader } = {},
): Promise<RunningServer> {
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  await migrateDatabase(database)
  const genesis = await ensureGenesisMember(database.db, {
    address: config.genesisAddress,
    inviteCode: config.genesisInviteCode,
  })
  const product = createProductModules(config, database)
  const app = await buildApp({
    config,
    database,
    chain: options.chain ?? createChainClient(config),
    modules: product.routes,
  })
  await app.listen({ port: config.port, host: config.host })
  const workers = product.startWorkers(app.log)
  app.log.info(
    { inviteCode: genesis.inviteCode, inviteUrl: `${config.publicOrigin}/invite/${genesis.inviteCode}` },
    'genesis member invite',
  )
  console.log(
    `Genesis invite code: ${genesis.inviteCode}  →  ${config.publicOrigin}/invite/${genesis.inviteCode}`,
  )
  const address = app.server.address()
  const url =
    typeof address === 'object' && address ? `http://${config.host}:${address.port}` : config.publicOrigin
  return {
    app,
    database,
    url,
    async close() {
      await workers.stop()
      await app.close()
      await database.close()
    },
  }
}

async function main() {
  const server = await startServer(loadConfig())
  let closing = false
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return
    closing = true
    server.app.log.info({ signal }, 'shutting down')
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
