import type { FastifyInstance } from 'fastify'
import { count } from 'drizzle-orm'
import { members } from '../../modules/members'
import type { AppModule } from '../../platform/module'
import type { AppServices } from '../../platform/services'
import { buildJobs } from '../startWorkers'
import { demoChain } from './demoChain'
import { demoJobs } from './demoJobs'
import { seedClubDemo } from './seedClubDemo'
import { seedShopDemo } from './seedShopDemo'

export { DEMO_CHAIN_DAYS } from './seedClubDemo'

export type SeedDemoParameters = {
  app: FastifyInstance
  services: AppServices
  modules: readonly AppModule[]
  genesisInviteCode: string
  log: (line: string) => void
}

/**
 * The living demo (DEMO_DATA, dev chain only): on a database holding nothing but the genesis member,
 * seeds through the real paths before the job runner starts. An interrupted seed is not resumed
 * (remove DATA_DIR to start over): the chain's clock cannot go back to the days it was seeding.
 */
export async function seedDemo(p: SeedDemoParameters): Promise<void> {
  const { config, database, chain, deployment } = p.services
  if (!config.demoData || !chain) return
  const [row] = await database.db.select({ members: count() }).from(members)
  if ((row?.members ?? 0) > 1) return
  p.log('[demo] seeding the living demo (DEMO_DATA=off skips it)…')
  await seedClubDemo({
    app: p.app,
    db: database.db,
    chain: demoChain(config.rpcUrl, chain.clients, deployment.require()),
    jobs: demoJobs(buildJobs({ services: p.services, logger: p.app.log, modules: p.modules }), p.app.log),
    genesisInviteCode: p.genesisInviteCode,
    now: p.services.now(),
    timeZone: config.settlementTimeZone,
    log: p.log,
  })
  await seedShopDemo(p.services, p.log)
}
