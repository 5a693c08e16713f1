import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app/buildApp'
import { createServices } from './app/createServices'
import { seedDemo } from './app/demo/seedDemo'
import { startWorkers } from './app/startWorkers'
import { appModules } from './app/modules'
import { loadConfig, type Config } from './config'
import { ensureGenesisMember } from './modules/members'
import { createDatabase, type Database } from './platform/db/client'
import { migrateDatabase } from './platform/db/migrate'
import type { AppModule } from './platform/module'

export type RunningServer = { app: FastifyInstance; database: Database; url: string; close(): Promise<void> }

/** Database → migrations → genesis member → app → listen → jobs. Prints the genesis invite link. */
export async function startServer(
  config: Config,
  options: { modules?: readonly AppModule[] } = {},
): Promise<RunningServer> {
  const modules = options.modules ?? appModules
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  await migrateDatabase(database)
  const genesis = await ensureGenesisMember(database.db, {
    address: config.genesisAddress,
    inviteCode: config.genesisInviteCode,
  })
  const services = createServices(config, database)
  const app = await buildApp({ services, modules })
  await app.listen({ port: config.port, host: config.host })
  // Before the runner: the daily settlement must not settle today before the demo's past days.
  await seedDemo({
    app,
    services,
    modules,
    genesisInviteCode: genesis.inviteCode,
    log: (line) => console.log(line),
  })
  const workers = startWorkers({ services, logger: app.log, modules })
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
