import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildJobs } from '@vita/api'
import { createTestApp, queryRows, silentJobLogger, TEST_DEPLOYMENT, type TestApp } from '@vita/api/testing'
import { DEMO_MARKET_MAKER_JOB } from './demoMarketMaker'
import { livingDemo } from './livingDemo'

describe('the living demo as the development start adds it', () => {
  let test: TestApp
  beforeAll(async () => {
    // A chain is configured (the indexer runs), but not the living demo: RPC_URL set, as in every test.
    test = await createTestApp('pglite', { deployment: TEST_DEPLOYMENT, chain: {} })
  })
  afterAll(() => test.close())

  const names = (services: TestApp['services'], modules = livingDemo.modules) =>
    buildJobs({ services, logger: silentJobLogger, modules }).map((job) => job.name)
  const withDemo = () => ({ ...test.services, config: { ...test.config, demoData: true } })

  it('has no market-maker without the living demo (RPC_URL set, or DEMO_DATA off)', () => {
    expect(test.config.demoData).toBe(false)
    const jobs = names(test.services)
    expect(jobs).toContain(`indexer.${test.config.chainId}.contracts`)
    expect(jobs).not.toContain(DEMO_MARKET_MAKER_JOB)
  })

  it('has it with the living demo on a chain, once, and never without a chain', () => {
    expect(names(withDemo()).filter((name) => name === DEMO_MARKET_MAKER_JOB)).toHaveLength(1)
    expect(names({ ...withDemo(), chain: undefined })).not.toContain(DEMO_MARKET_MAKER_JOB)
  })

  it("is never among the API's own jobs, whatever DEMO_DATA says (production passes no modules)", () => {
    expect(buildJobs({ services: withDemo(), logger: silentJobLogger }).map((job) => job.name)).not.toContain(
      DEMO_MARKET_MAKER_JOB,
    )
  })

  it('seeds nothing without the living demo', async () => {
    await livingDemo.beforeJobs({
      app: test.app,
      services: test.services,
      modules: livingDemo.modules,
      genesisInviteCode: test.genesis.inviteCode,
    })
    const [row] = await queryRows<{ members: number }>(
      test.database.db,
      sql`select count(*)::int as members from members`,
    )
    expect(row?.members).toBe(1)
  })
})
