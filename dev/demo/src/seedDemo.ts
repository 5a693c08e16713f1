import { buildJobs, type BeforeJobsContext } from '@vita/api'
import { countDirectInvites, findGenesisMember } from '@vita/api/modules/members'
import { demoChain } from './demoChain'
import { demoJobs } from './demoJobs'
import { countIndexedTrades } from './demoMarketReads'
import { DEMO_HISTORY_DAYS, seedClubDemo } from './seedClubDemo'
import { demoMarket } from './seedMarketDemo'
import { seedNewsDemo } from './seedNewsDemo'
import { seedShopDemo } from './seedShopDemo'

export type SeedDemoParameters = BeforeJobsContext & { log: (line: string) => void }

/**
 * The living demo (DEMO_DATA, dev chain only): on a database holding nothing but the genesis member,
 * seeds through the real paths before the job runner starts. An interrupted seed is not resumed
 * (remove DATA_DIR to start over): the chain's clock cannot go back to the days it was seeding.
 */
export async function seedDemo(p: SeedDemoParameters): Promise<void> {
  const { config, database, chain, deployment } = p.services
  if (!config.demoData || !chain) return
  // Every other member descends from the genesis member: none invited by it means no other member.
  const genesis = await findGenesisMember(database.db)
  if (!genesis || (await countDirectInvites(database.db, genesis.id)) > 0) return
  p.log('[demo] seeding the living demo (DEMO_DATA=off skips it)…')
  const started = Date.now()
  const now = p.services.now()
  const demo = demoChain(config.rpcUrl, chain.clients, deployment.require())
  const jobs = demoJobs(buildJobs({ services: p.services, logger: p.app.log, modules: p.modules }), p.app.log)
  // The market's history: the past week up to half a minute before now, interleaved with the club's days.
  const market = demoMarket(demo, {
    from: new Date(now.getTime() - DEMO_HISTORY_DAYS * 86_400_000),
    to: new Date(now.getTime() - 30_000),
  })
  await seedClubDemo({
    app: p.app,
    db: database.db,
    chain: demo,
    jobs,
    genesisInviteCode: p.genesisInviteCode,
    now,
    timeZone: config.settlementTimeZone,
    log: p.log,
    market,
  })
  if (market.pending > 0) throw new Error(`the demo market left ${market.pending} trades undone`)
  await jobs.runUntil(
    `indexer.${config.chainId}.contracts`,
    async () => (await countIndexedTrades(database.db, config.chainId)) >= market.done,
  )
  p.log(
    `[demo] market: ${market.done} trades on the pool over ${DEMO_HISTORY_DAYS} days, indexed (${(market.elapsedMs / 1000).toFixed(1)} s)`,
  )
  const news = await seedNewsDemo({
    db: database.db,
    modules: p.modules,
    now,
    timeZone: config.settlementTimeZone,
  })
  p.log(`[demo] news: ${news} items in zh and en`)
  await seedShopDemo(p.services, p.log)
  p.log(`[demo] seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
