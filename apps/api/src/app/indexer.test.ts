import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getAddress } from 'viem'
import { devAccount } from '@vita/contracts'
import { dpinePoolAbi } from '@vita/contracts/generated/abi/dpinePool'
import { registerClubHandlers } from '../modules/club'
import { listChainOrders } from '../modules/club/clubTesting'
import { applySwapped, registerMarketHandlers } from '../modules/market'
import { listDpineSales, listTrades } from '../modules/market/marketTesting'
import { fixedDeploymentSource } from '../platform/chain'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../platform/db/testing'
import { indexerJob } from '../platform/indexer/indexerJob'
import { createHandlerRegistry, type HandlerRegistry } from '../platform/indexer/registry'
import { runIndexerOnce, type IndexerParameters } from '../platform/indexer/runIndexerOnce'
import { indexerAppliedLogs, indexerBlocks, indexerCheckpoints } from '../platform/indexer/tables'
import { startTestChain, type TestChain } from '../platform/indexer/testChain'
import { startJob } from '../platform/jobs'

let chain: TestChain

beforeAll(async () => {
  chain = await startTestChain(8621)
})
afterAll(async () => {
  await chain?.stop()
})

describe.each(testDatabaseKinds)('indexer on %s', (kind) => {
  // One database per kind (PGlite start-up is slow on a busy machine); each test indexes under its
  // own chain id label, so its rows, checkpoint and rewinds are its own.
  let database: TestDatabase
  let chainId = 1_000_000
  beforeAll(async () => {
    database = await createTestDatabase(kind)
  })
  afterAll(async () => {
    await database?.dispose()
  })
  beforeEach(() => {
    chainId += 1
  })

  const indexer = (overrides: Partial<IndexerParameters> = {}): IndexerParameters => ({
    db: database.db,
    client: chain.client,
    chainId,
    deployment: chain.deployment,
    registry: registerClubHandlers(registerMarketHandlers(createHandlerRegistry())),
    confirmations: 1,
    ...overrides,
  })
  const tradeRows = () => listTrades(database.db, chainId)
  const checkpoint = async () => {
    const [row] = await database.db
      .select()
      .from(indexerCheckpoints)
      .where(eq(indexerCheckpoints.chainId, chainId))
    return row?.blockNumber
  }

  it('indexes swaps, club orders and sales from the start block', async () => {
    await chain.swap({ trader: 1, usdtIn: true, amount: '100' })
    await chain.placeOrder({ buyer: 2, amount: '224' })
    await chain.sell({ seller: 3, amount: '1000' })
    const result = await runIndexerOnce(indexer())
    expect(result.checkpoint).toBe(await chain.blockNumber())

    const rows = await tradeRows()
    const buy = rows.find((row) => row.side === 'buy' && row.trader === devAccount(1).address)
    expect(buy?.usdtAmount).toBe(100n * 10n ** 18n)
    if (!buy) throw new Error('the buy was not indexed')
    expect(buy.price).toBe((buy.usdtAmount * 10n ** 18n) / buy.dpineAmount)
    // A sale through the order contract is the seller's trade, not the contract's.
    const sale = rows.find((row) => row.side === 'sell')
    expect(sale?.trader).toBe(devAccount(3).address)
    const [order] = await listChainOrders(database.db, chainId)
    expect(order).toMatchObject({
      status: 'pending_confirmation',
      buyer: devAccount(2).address,
      amount: 224n * 10n ** 18n,
    })
    expect(order && order.toStaticPool + order.toCentralBank + order.toFeePool).toBe(order?.amount)
    const [sold] = await listDpineSales(database.db, chainId)
    expect(sold).toMatchObject({ seller: devAccount(3).address, dpineIn: 1000n * 10n ** 18n })
  })

  it('applies a log once when it is delivered twice', async () => {
    const before = await chain.blockNumber()
    await chain.swap({ trader: 4, usdtIn: true, amount: '50' })
    await runIndexerOnce(indexer())
    const count = (await tradeRows()).length
    // Deliver the same blocks again: move the checkpoint back before the swap and re-run.
    const hash = (await chain.client.getBlock({ blockNumber: before })).hash
    await database.db
      .update(indexerCheckpoints)
      .set({ blockNumber: before, blockHash: hash })
      .where(and(eq(indexerCheckpoints.chainId, chainId), eq(indexerCheckpoints.stream, 'contracts')))
    const again = await runIndexerOnce(indexer())
    expect(again.applied).toBe(0)
    expect(await tradeRows()).toHaveLength(count)
  })

  it('loses and duplicates nothing when it crashes between fetch and commit', async () => {
    await runIndexerOnce(indexer())
    const start = await checkpoint()
    const countBefore = (await tradeRows()).length
    await chain.swap({ trader: 5, usdtIn: true, amount: '10' })
    await chain.sell({ seller: 5, amount: '500' })

    let crash = true
    const crashing = (): HandlerRegistry =>
      createHandlerRegistry().on(
        { contract: 'pool', abi: dpinePoolAbi, eventName: 'Swapped' },
        async (tx, logs, context) => {
          await applySwapped(tx, logs, context)
          if (crash) throw new Error('simulated crash after the effects, before the commit')
        },
      )
    await expect(runIndexerOnce(indexer({ registry: crashing() }))).rejects.toThrow('simulated crash')
    expect(await checkpoint()).toBe(start)
    expect(await tradeRows()).toHaveLength(countBefore)

    crash = false
    const restarted = await runIndexerOnce(indexer({ registry: crashing() }))
    expect(restarted.applied).toBe(2)
    await runIndexerOnce(indexer({ registry: crashing() }))
    const rows = await tradeRows()
    expect(rows).toHaveLength(countBefore + 2)
    const logs = await database.db
      .select()
      .from(indexerAppliedLogs)
      .where(eq(indexerAppliedLogs.chainId, chainId))
    expect(new Set(logs.map((log) => `${log.txHash}:${log.logIndex}`)).size).toBe(logs.length)
  })

  it('un-applies the trades of blocks dropped by a reorg', async () => {
    await runIndexerOnce(indexer())
    const snapshot = await chain.snapshot()
    const dropped = await chain.swap({ trader: 6, usdtIn: true, amount: '77' })
    await chain.mine(1)
    await runIndexerOnce(indexer())
    expect((await tradeRows()).some((row) => row.txHash === dropped)).toBe(true)

    await chain.revert(snapshot)
    const kept = await chain.swap({ trader: 7, usdtIn: true, amount: '33' })
    await chain.mine(3)
    const result = await runIndexerOnce(indexer())
    expect(result.rewoundTo).toBeDefined()
    const rows = await tradeRows()
    expect(rows.some((row) => row.txHash === dropped)).toBe(false)
    expect(rows.filter((row) => row.txHash === kept)).toHaveLength(1)
    expect(rows.find((row) => row.txHash === kept)?.trader).toBe(getAddress(devAccount(7).address))
    const applied = await database.db
      .select()
      .from(indexerAppliedLogs)
      .where(and(eq(indexerAppliedLogs.chainId, chainId), eq(indexerAppliedLogs.txHash, dropped)))
    expect(applied).toHaveLength(0)
  })

  it('waits for CONFIRMATIONS blocks before applying a log', async () => {
    await runIndexerOnce(indexer({ confirmations: 3 }))
    const hash = await chain.swap({ trader: 8, usdtIn: true, amount: '12' })
    const minedIn = await chain.blockNumber()
    const has = async () => (await tradeRows()).some((row) => row.txHash === hash)

    expect((await runIndexerOnce(indexer({ confirmations: 3 }))).checkpoint).toBe(minedIn - 2n)
    expect(await has()).toBe(false)
    await chain.mine(1)
    await runIndexerOnce(indexer({ confirmations: 3 }))
    expect(await has()).toBe(false)
    await chain.mine(1)
    await runIndexerOnce(indexer({ confirmations: 3 }))
    expect(await has()).toBe(true)
  })

  it('runs as a job that only the lease holder drives, and stops cleanly', async () => {
    const runs = { a: 0, b: 0 }
    const parameters = indexer()
    const job = indexerJob({ ...parameters, deployment: fixedDeploymentSource(chain.deployment), pollMs: 20 })
    const runner = (holder: 'a' | 'b') =>
      startJob({
        db: database.db,
        job,
        timeZone: 'Asia/Shanghai',
        holder: `${holder}-${chainId}`,
        onRun: () => (runs[holder] += 1),
      })
    const [a, b] = [runner('a'), runner('b')]
    const hash = await chain.swap({ trader: 9, usdtIn: true, amount: '5' })
    await expect
      .poll(async () => (await tradeRows()).some((row) => row.txHash === hash), { timeout: 5_000 })
      .toBe(true)
    await Promise.all([a.stop(), b.stop()])
    // Whichever replica took the lease ran every pass; the other never ran one.
    expect(Math.min(runs.a, runs.b)).toBe(0)
    expect(Math.max(runs.a, runs.b)).toBeGreaterThan(0)
  })

  it('re-indexes from the anchor when no stored block is on the chain any more (a replaced chain)', async () => {
    await chain.swap({ trader: 10, usdtIn: true, amount: '3' })
    await runIndexerOnce(indexer())
    const before = (await tradeRows()).map((row) => row.txHash)
    // Make every stored hash foreign, as after a dev-chain restart with the database kept.
    const foreign = `0x${'d'.repeat(64)}`
    await database.db
      .update(indexerBlocks)
      .set({ blockHash: foreign })
      .where(eq(indexerBlocks.chainId, chainId))
    await database.db
      .update(indexerCheckpoints)
      .set({ blockHash: foreign })
      .where(eq(indexerCheckpoints.chainId, chainId))
    const result = await runIndexerOnce(indexer())
    expect(result.rewoundTo).toBe(BigInt(chain.deployment.startBlock) - 1n)
    expect((await tradeRows()).map((row) => row.txHash)).toEqual(before)
  })
})
