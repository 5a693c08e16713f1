import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app/buildApp'
import { createServices } from './app/createServices'
import { startWorkers } from './app/startWorkers'
import { appModules } from './app/modules'
import { loadConfig, type Config } from './config'
import { ensureGenesisMember } from './modules/members'
import { createDatabase, type Database } from './platform/db/client'
import { migrateDatabase } from './platform/db/migrate'
import type { AppModule } from './platform/module'
import type { AppServices } from './platform/services'

export type RunningServer = {
  app: FastifyInstance
  database: Database
  url: string
  /** The genesis member's invite code: the first sign-in's way in (`/invite/<code>`). */
  genesisInviteCode: string
  close(): Promise<void>
}

/** What `beforeJobs` is given: the app (ready, not yet listening), its services and modules, the genesis invite code. */
export type BeforeJobsContext = {
  app: FastifyInstance
  services: AppServices
  modules: readonly AppModule[]
  genesisInviteCode: string
}

/**
 * How a start differs from production's (`node dist/server.js` passes none): the development start
 * (scripts/system.ts) adds the living demo (dev/demo) through these, so production never loads it.
 */
export type StartServerOptions = {
  /** The modules to run (default: appModules); a development start may add its own jobs as a module. */
  modules?: readonly AppModule[]
  /**
   * Runs before the app listens and before the job runner starts: the living demo seeds here (through
   * `app.inject`), so its past days are settled before the daily settlement settles today, and nobody
   * sees the shop empty or the pre-seed price while it seeds.
   */
  beforeJobs?: (context: BeforeJobsContext) => Promise<void>
}

/** Database → migrations → genesis member → app → beforeJobs → listen → jobs. Logs the genesis invite link. */
export async function startServer(config: Config, options: StartServerOptions = {}): Promise<RunningServer> {
  const modules = options.modules ?? appModules
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  await migrateDatabase(database)
  const genesis = await ensureGenesisMember(database.db, {
    address: config.genesisAddress,
    inviteCode: config.genesisInviteCode,
  })
  const services = createServices(config, database)
  const app = await buildApp({ services, modules })
  await options.beforeJobs?.({ app, services, modules, genesisInviteCode: genesis.inviteCode })
  await app.listen({ port: config.port, host: config.host })
  const workers = startWorkers({ services, logger: app.log, modules })
  app.log.info(
    { inviteCode: genesis.inviteCode, inviteUrl: `${config.publicOrigin}/invite/${genesis.inviteCode}` },
    'genesis member invite',
  )
  const address = app.server.address()
  const url =
    typeof address === 'object' && address ? `http://${config.host}:${address.port}` : config.publicOrigin
  return {
    app,
    database,
    url,
    genesisInviteCode: genesis.inviteCode,
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
