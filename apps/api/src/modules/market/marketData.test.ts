import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../platform/db/testing'
import { createChainClients } from '../../platform/chain/clients'
import type { ContractReader } from '../../platform/chain/contractReader'
import { getMarketStats } from './getMarketStats'
import { listCandles } from './listCandles'
import { trades } from './tables'

const E18 = 10n ** 18n
const NOW = new Date('2026-11-21T12:00:30Z')

/** A reader that answers fixed chain figures: price 0.012 USDT, 400M circulating. */
function fixedReader(price: bigint, stale = false): ContractReader {
  const info = {
    currentPrice: price,
    DPINEPrice: price,
    priceKind: 'spot' as const,
    twapWindowSeconds: 1800,
    totalSupply: 1_000_000_000n * E18,
    circulatingSupply: 400_000_000n * E18,
    totalDestroyed: 5n * E18,
    sellEnabled: true,
    stale,
    timestamp: NOW.getTime(),
  }
  const unused = () => Promise.reject(new Error('not used by these tests'))
  return {
    clients: createChainClients({ chainId: 1, rpcUrl: 'http://127.0.0.1:9' }),
    priceInfo: async () => info,
    tokenInfo: unused,
    contractStatus: unused,
    walletBalances: unused,
    reserves: unused,
    contractPools: unused,
    userDpineBalance: unused,
  }
}

let logIndex = 0
function trade(chainId: number, at: string, price: bigint, dpine: bigint) {
  logIndex += 1
  return {
    chainId,
    txHash: `0x${logIndex.toString(16).padStart(64, '0')}`,
    logIndex,
    blockNumber: BigInt(logIndex),
    blockHash: `0x${'b'.repeat(64)}`,
    blockTime: new Date(at),
    trader: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    side: 'buy' as const,
    usdtAmount: (price * dpine) / E18,
    dpineAmount: dpine,
    price,
    fee: 0n,
    reserveUsdt: 0n,
    reserveDpine: 0n,
  }
}

describe.each(testDatabaseKinds)('market data on %s', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await database.db.insert(trades).values([
      trade(1, '2026-11-20T11:00:00Z', 10n * 10n ** 15n, 100n * E18), // before the 24h window
      trade(1, '2026-11-21T11:58:10Z', 11n * 10n ** 15n, 10n * E18),
      trade(1, '2026-11-21T11:58:50Z', 13n * 10n ** 15n, 20n * E18),
      trade(1, '2026-11-21T11:58:20Z', 9n * 10n ** 15n, 30n * E18), // same minute, mined later
      trade(1, '2026-11-21T12:00:05Z', 12n * 10n ** 15n, 40n * E18),
      trade(2, '2026-11-21T12:00:06Z', 99n * E18, E18), // another chain: never counted
    ])
  })
  afterAll(async () => {
    await database?.dispose()
  })

  it('buckets trades into OHLC candles in chain order, skipping empty buckets', async () => {
    const candles = await listCandles(database.db, { chainId: 1, interval: '1m', limit: 5, now: NOW })
    expect(candles.map((c) => new Date(c.time * 1000).toISOString())).toEqual([
      '2026-11-21T11:58:00.000Z',
      '2026-11-21T12:00:00.000Z',
    ])
    const [first, second] = candles
    expect(first).toMatchObject({
      open: 11n * 10n ** 15n,
      high: 13n * 10n ** 15n,
      low: 9n * 10n ** 15n,
      close: 9n * 10n ** 15n,
      volume: 60n * E18,
      trades: 3,
    })
    expect(first?.value).toBe((11n * 10n + 13n * 20n + 9n * 30n) * 10n ** 15n)
    expect(second).toMatchObject({ open: 12n * 10n ** 15n, close: 12n * 10n ** 15n, trades: 1 })
  })

  it('aligns day candles to UTC and honours the limit', async () => {
    const days = await listCandles(database.db, { chainId: 1, interval: '1d', limit: 2, now: NOW })
    expect(days.map((c) => new Date(c.time * 1000).toISOString())).toEqual([
      '2026-11-20T00:00:00.000Z',
      '2026-11-21T00:00:00.000Z',
    ])
    expect(await listCandles(database.db, { chainId: 1, interval: '1d', limit: 1, now: NOW })).toHaveLength(1)
  })

  it('computes 24h change, high, low, volume, value and market cap', async () => {
    const stats = await getMarketStats(database.db, fixedReader(12n * 10n ** 15n), { chainId: 1, now: NOW })
    expect(stats).toMatchObject({
      price: 12n * 10n ** 15n,
      changeBps: 2_000n, // 0.010 → 0.012
      high24h: 13n * 10n ** 15n,
      low24h: 9n * 10n ** 15n,
      volume24h: 100n * E18,
      marketCap: 4_800_000n * E18, // 0.012 × 400M
      stale: false,
    })
  })

  it('falls back to the live price when there were no trades', async () => {
    const stats = await getMarketStats(database.db, fixedReader(3n * 10n ** 12n, true), {
      chainId: 3,
      now: NOW,
    })
    expect(stats).toMatchObject({
      changeBps: 0n,
      high24h: 3n * 10n ** 12n,
      low24h: 3n * 10n ** 12n,
      volume24h: 0n,
      stale: true,
    })
  })
})
