import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { silentJobLogger } from '../../platform/jobs/jobLogger'
import { buildJobs } from '../startWorkers'
import { createTestApp, TEST_DEPLOYMENT, type TestApp } from '../testApp'
import { buyChance, DEMO_MARKET_MAKER_JOB, livingRandom, livingTargetPrice } from './demoMarketMaker'

describe('the demo market-maker job', () => {
  let test: TestApp
  beforeAll(async () => {
    // A chain is configured (the indexer runs), but not the living demo: RPC_URL set, as in every test.
    test = await createTestApp('pglite', { deployment: TEST_DEPLOYMENT, chain: {} })
  })
  afterAll(() => test.close())

  const names = (services: TestApp['services']) =>
    buildJobs({ services, logger: silentJobLogger }).map((job) => job.name)

  it('is not among the jobs without the living demo (RPC_URL set, or DEMO_DATA off)', () => {
    expect(test.config.demoData).toBe(false)
    const jobs = names(test.services)
    expect(jobs).toContain(`indexer.${test.config.chainId}.contracts`)
    expect(jobs).not.toContain(DEMO_MARKET_MAKER_JOB)
  })

  it('is among them with the living demo on a chain, once, and never without a chain', () => {
    const demo = { ...test.services, config: { ...test.config, demoData: true } }
    expect(names(demo).filter((name) => name === DEMO_MARKET_MAKER_JOB)).toHaveLength(1)
    expect(names({ ...demo, chain: undefined })).not.toContain(DEMO_MARKET_MAKER_JOB)
  })
})

describe('the living market path', () => {
  const anchor = 10n ** 16n

  it('drifts around 15% above the first price, inside the band, for weeks', () => {
    const start = Date.parse('2026-11-24T00:00:00Z')
    for (let hour = 0; hour < 24 * 21; hour++) {
      const target = livingTargetPrice(anchor, new Date(start + hour * 3_600_000))
      expect(target).toBeGreaterThan((anchor * 105n) / 100n)
      expect(target).toBeLessThan((anchor * 125n) / 100n)
    }
  })

  it('leans towards the target, and always back inside the band', () => {
    const target = (anchor * 115n) / 100n
    expect(buyChance(anchor, target, target)).toBe(0.5)
    expect(buyChance(anchor, (anchor * 105n) / 100n, target)).toBe(0.85)
    expect(buyChance(anchor, (anchor * 125n) / 100n, target)).toBe(0.15)
    expect(buyChance(anchor, (anchor * 90n) / 100n, target)).toBe(1)
    expect(buyChance(anchor, (anchor * 140n) / 100n, target)).toBe(0)
  })

  it('draws the same run for the same last trade, another for another', () => {
    const last = new Date('2026-11-24T03:00:07Z')
    const draws = (random: () => number) => Array.from({ length: 8 }, random)
    expect(draws(livingRandom(last))).toEqual(draws(livingRandom(new Date(last))))
    expect(draws(livingRandom(new Date(last.getTime() + 1000)))).not.toEqual(draws(livingRandom(last)))
  })
})
