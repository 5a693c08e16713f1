import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startJournaledDevChain, type JournaledDevChain } from '@vita/contracts'
import {
  CANDLE_INTERVALS,
  type Candles,
  type ContractPools,
  type MarketStats,
  type NewsSummary,
} from '@vita/shared'
import { loadConfig, startServer, type Config, type RunningServer } from '@vita/api'
import { body, ledgerViolations, queryRows, silentJobLogger } from '@vita/api/testing'
import { createWalletClient, http } from 'viem'
import { mockUsdtAbi } from '@vita/contracts/generated/abi/mockUsdt'
import { devAccount } from '@vita/contracts/devAccounts'
import { demoChain } from './demoChain'
import { DEMO_MARKET_FUNDER_INDEX, demoMarketMaker, readyTrader } from './demoMarketMaker'
import { demoAccount } from './demoMembers'
import { livingDemo } from './livingDemo'
import { DEMO_TRADERS, TRADER_USDT } from './seedMarketDemo'
import { DEMO_CHAIN_DAYS, DEMO_HISTORY_DAYS } from './seedClubDemo'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

type Counts = {
  members: number
  orders: number
  days: number
  paidDays: number
  v1: number
  nodes: number
  rewardedNodes: number
  products: number
  trades: number
  sales: number
  traders: number
  news: number
  blocks: number
  /** Days with their solvency snapshot, reserves read and root published on chain. */
  publishedDays: number
}

async function counts(server: RunningServer): Promise<Counts> {
  const [row] = await queryRows<Counts>(
    server.database.db,
    sql`select (select count(*)::int from members) as members,
      (select count(*)::int from club_orders where status = 'active') as orders,
      (select count(*)::int from club_settlements) as days,
      (select count(*)::int from club_settlements where static_paid > 0 and dynamic_paid > 0) as "paidDays",
      (select count(*)::int from members where level >= 1) as v1,
      (select count(*)::int from club_nodes where status = 'open') as nodes,
      (select count(distinct node_id)::int from club_node_days where amount > 0) as "rewardedNodes",
      (select count(*)::int from products where listed) as products,
      (select count(*)::int from trades) as trades,
      (select count(*)::int from trades where side = 'sell') as sales,
      (select count(distinct trader)::int from trades) as traders,
      (select count(*)::int from news) as news,
      (select count(*)::int from indexer_blocks) as blocks,
      (select count(*)::int from solvency_days d join solvency_publications p on p.day = d.day
        where p.status = 'published' and d.reserves_block is not null) as "publishedDays"`,
  )
  if (!row) throw new Error('no counts')
  return row
}

describe('the living demo on an empty dev database (PGlite)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vita-demo-'))
  let chain: JournaledDevChain
  let config: Config
  let server: RunningServer | undefined

  beforeAll(async () => {
    const env = {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      DEV_CHAIN_PORT: String(await freePort()),
      JWT_SECRET: 'demo-test-secret-'.padEnd(40, 'x'),
      LOG_LEVEL: 'warn' as const,
    }
    config = loadConfig(env)
    chain = await startJournaledDevChain({
      port: config.devChainPort,
      chainId: config.chainId,
      journalFile: join(dataDir, 'devchain', `${config.chainId}.ndjson`),
      deploymentFile: config.deploymentFile,
      newGenesisDate: new Date(Date.now() - DEMO_CHAIN_DAYS * 86_400_000),
      log: () => undefined,
    })
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    await chain?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('builds a club through the real paths: members in a tree, orders applied by the indexer, a week of settled days', async () => {
    server = await startServer(config, livingDemo)
    const seeded = await counts(server)
    expect(seeded.members).toBe(41)
    expect(seeded.orders).toBeGreaterThanOrEqual(100)
    expect(seeded.days).toBe(DEMO_HISTORY_DAYS + 1)
    // Each settled day's proof-of-solvency snapshot, with its reserves, published on chain (ADR 008).
    expect(seeded.publishedDays).toBe(DEMO_HISTORY_DAYS + 1)
    // The first day has no order old enough to earn; every later one pays static and dynamic dividends.
    expect(seeded.paidDays).toBe(DEMO_HISTORY_DAYS)
    expect(seeded.v1).toBeGreaterThanOrEqual(4)
    // Leaders qualified before today's settlement hold a node it rewarded; the others opened one after it.
    expect(seeded.nodes).toBeGreaterThanOrEqual(3)
    expect(seeded.rewardedNodes).toBeGreaterThanOrEqual(1)
    // The shop's catalogue: at least 60 products across the categories (issue 12).
    expect(seeded.products).toBeGreaterThanOrEqual(60)
    expect(await ledgerViolations(server.database.db)).toEqual([])
  }, 240_000)

  it('builds a market with history: candles at every interval the chart offers, funded pools', async () => {
    const app = (server as RunningServer).app
    const get = async <T>(url: string, headers: Record<string, string> = {}) => {
      const response = await app.inject({ method: 'GET', url, headers })
      expect(response.statusCode, url).toBe(200)
      return body<T>(response).data
    }
    const seeded = await counts(server as RunningServer)
    // Buys on the pool and sales through the order contract, by several members from their own wallets.
    expect(seeded.trades).toBeGreaterThanOrEqual(150)
    expect(seeded.sales).toBeGreaterThanOrEqual(30)
    expect(seeded.trades - seeded.sales).toBeGreaterThanOrEqual(30)
    expect(seeded.traders).toBeGreaterThanOrEqual(5)
    // What the price chart asks for (300 candles) at each of its intervals: the last hours for 1m.
    const least = { '1m': 20, '15m': 30, '1h': 50, '1d': DEMO_HISTORY_DAYS } as const
    for (const interval of CANDLE_INTERVALS) {
      const { candles } = await get<Candles>(`/app/market/candles?interval=${interval}&limit=300`)
      expect(candles.length, interval).toBeGreaterThanOrEqual(least[interval])
      // The price moves: candles with a body, and not all at one level.
      expect(candles.filter((candle) => candle.open !== candle.close).length, interval).toBeGreaterThan(0)
      expect(new Set(candles.map((candle) => candle.close)).size, interval).toBeGreaterThan(
        least[interval] / 2,
      )
    }
    const stats = await get<MarketStats>('/app/market/stats')
    expect(BigInt(stats.volume24h)).toBeGreaterThan(0n)
    expect(BigInt(stats.high24h)).toBeGreaterThan(BigInt(stats.low24h))
    const pools = await get<ContractPools>('/app/pools')
    expect(BigInt(pools.centralBank.totalAmount)).toBeGreaterThan(0n)
    expect(BigInt(pools.fee.totalAmount)).toBeGreaterThan(0n)
    expect(pools.stale).toBe(false)
  })

  it('publishes news in zh and en over the past days', async () => {
    const app = (server as RunningServer).app
    const page = async (language: string) =>
      body<{ items: NewsSummary[] }>(
        await app.inject({ method: 'GET', url: '/app/news', headers: { 'accept-language': language } }),
      ).data.items
    const [zh, en] = [await page('zh-CN'), await page('en')]
    expect(zh.length).toBeGreaterThanOrEqual(5)
    expect(en.map((item) => item.id)).toEqual(zh.map((item) => item.id))
    for (const item of zh) expect(item.title).toMatch(/[\u4e00-\u9fff]/)
    for (const item of en) expect(item.title).toMatch(/^[\x20-\x7e]+$/)
    const dates = zh.map((item) => Date.parse(item.publishedAt))
    expect(Math.max(...dates) - Math.min(...dates)).toBeGreaterThan(4 * 86_400_000)
    expect(Math.max(...dates)).toBeLessThanOrEqual(Date.now())
  })

  it('does not seed again on a database that has members', async () => {
    const before = await counts(server as RunningServer)
    await server?.close()
    server = await startServer(config, livingDemo)
    const after = await counts(server)
    expect({ ...after, blocks: 0 }).toEqual({ ...before, blocks: 0 })
  }, 120_000)

  it('keeps trading after the seed: a market-maker run trades from demo wallets, the indexer makes a 1m candle', async () => {
    const running = server as RunningServer
    const { app } = running
    const maker = demoMarketMaker(app.services)
    const signal = new AbortController().signal
    const logger = silentJobLogger
    // Just after the seed the gap has not passed: the runner's own run (at start) traded nothing either.
    expect((await maker.run({ signal, logger })).trades).toBe(0)
    const before = await counts(running)
    // As if the gap had passed (the chain's clock cannot be sped up without moving the demo's days).
    const run = await maker.run({ signal, logger, now: new Date(Date.now() + 10 * 60_000) })
    expect(run.trades).toBeGreaterThanOrEqual(1)
    // The runner's indexer picks the trades up: nothing is written to the market tables directly.
    const deadline = Date.now() + 15_000
    while ((await counts(running)).trades < before.trades + run.trades && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect((await counts(running)).trades).toBe(before.trades + run.trades)
    const response = await app.inject({ method: 'GET', url: '/app/market/candles?interval=1m&limit=300' })
    const { candles } = body<Candles>(response).data
    const [newest] = await queryRows<{ at: number }>(
      running.database.db,
      sql`select extract(epoch from max(block_time))::int as at from trades`,
    )
    const minute = Math.floor((newest?.at ?? 0) / 60) * 60
    // The newest 1m candle is the minute of the newest trade.
    expect(candles.at(-1)?.time).toBe(minute)
    expect(candles.at(-1)?.trades).toBeGreaterThanOrEqual(1)
    // Right after it, the next gap has not passed.
    expect((await maker.run({ signal, logger })).trades).toBe(0)
  }, 60_000)

  it('tops a drained trader up from its own funder (never the payout hot wallet, dev account 0) before trading', async () => {
    const { services } = (server as RunningServer).app
    if (!services.chain) throw new Error('no chain')
    const funder = devAccount(DEMO_MARKET_FUNDER_INDEX)
    const chain = demoChain(config.rpcUrl, services.chain.clients, services.deployment.require(), funder)
    const index = DEMO_TRADERS.at(-1) ?? 0
    const trader = demoAccount(index)
    const wallet = createWalletClient({
      account: trader,
      chain: services.chain.clients.chain,
      transport: http(config.rpcUrl),
    })
    const { usdt, pool } = services.deployment.require().contracts
    if (!pool) throw new Error('no pool')
    const mined = async (hash: Promise<`0x${string}`>) =>
      services.chain?.clients.primary.waitForTransactionReceipt({ hash: await hash })
    // The trader spends all their USDT and revokes the pool's allowance.
    const drained = await chain.wallet(trader.address)
    const to = devAccount(0).address
    await mined(
      wallet.writeContract({
        address: usdt,
        abi: mockUsdtAbi,
        functionName: 'transfer',
        args: [to, drained.usdt],
      }),
    )
    await mined(
      wallet.writeContract({ address: usdt, abi: mockUsdtAbi, functionName: 'approve', args: [pool, 0n] }),
    )
    expect((await chain.wallet(trader.address)).usdt).toBe(0n)
    const client = services.chain.clients.primary
    const hotWalletNonce = await client.getTransactionCount({ address: devAccount(0).address })
    const funderNonce = await client.getTransactionCount({ address: funder.address })
    const ready = await readyTrader(chain, index, silentJobLogger)
    expect(ready.usdt).toBe(TRADER_USDT)
    expect(await client.getTransactionCount({ address: devAccount(0).address })).toBe(hotWalletNonce)
    expect(await client.getTransactionCount({ address: funder.address })).toBe(funderNonce + 1)
    expect(ready.usdtAllowance).toBe(TRADER_USDT * 10n)
    expect(ready.dpine).toBe(drained.dpine)
    expect(ready.canSell).toBe(true)
  }, 30_000)
})
