import { sql } from 'drizzle-orm'
import { createWalletClient, http, parseUnits, serializeTransaction, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccount, vitaOrderAbi } from '@vita/contracts'
import { queryRows } from '../../../platform/db/sql'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../../platform/db/testing'
import { startTestChain, type TestChain } from '../../../platform/indexer/testChain'
import { clubChainFixture, insertClubChainTree, PRICE } from './clubChainTesting'
import { createClubOrder } from './createClubOrder'
import { resolveSubmittedOrders } from './resolveSubmittedOrders'

let chain: TestChain
beforeAll(async () => {
  chain = await startTestChain(8685)
}, 120_000)
afterAll(() => chain?.stop())

describe.each(testDatabaseKinds)('club orders that fail on chain (%s)', (kind) => {
  let database: TestDatabase
  let snapshot: Hex
  beforeAll(async () => {
    snapshot = await chain.snapshot()
    database = await createTestDatabase(kind)
    await insertClubChainTree(database)
  })
  afterAll(async () => {
    await database?.dispose()
    await chain.revert(snapshot)
  })

  const { index, onChain, ordersOf, stats, pools, submit } = clubChainFixture(
    () => database,
    () => chain,
  )

  it('a reverted transaction fails its order, a vanished one fails as dropped after the wait', async () => {
    const { order } = await createClubOrder(database.db, { memberId: 6, requestKey: 'revert' })
    const wallet = createWalletClient({
      account: devAccount(6).address,
      chain: chain.client.chain,
      transport: http(chain.rpcUrl),
    })
    await chain.setAutomine(false)
    let reverting: Hex
    try {
      // Below the price: the contract reverts; an explicit gas limit skips the estimate that would refuse it.
      reverting = await wallet.writeContract({
        address: chain.contracts.order,
        abi: vitaOrderAbi,
        functionName: 'placeOrder',
        args: [parseUnits('100', 18), devAccount(0).address],
        gas: 500_000n,
      })
      expect(await submit(6, devAccount(6).address, order.id, reverting)).toMatchObject({
        status: 'pending_verification',
      })
      await chain.mine(1)
    } finally {
      await chain.setAutomine(true)
    }
    const resolve = (minutes: number) =>
      resolveSubmittedOrders(database.db, {
        ...onChain(),
        now: new Date(Date.now() + minutes * 60_000),
        dropAfterMs: 600_000,
      })
    expect(await resolve(0)).toEqual({ reverted: 1, dropped: 0, waiting: 0 })
    expect((await ordersOf(6))[0]).toMatchObject({
      status: 'failed',
      failureReason: 'reverted',
      txHash: reverting,
    })

    const { order: lost } = await createClubOrder(database.db, { memberId: 6, requestKey: 'never-sent' })
    await submit(6, devAccount(6).address, lost.id, `0x${'9f'.repeat(32)}`)
    expect(await resolve(5)).toEqual({ reverted: 0, dropped: 0, waiting: 1 })
    expect(await resolve(11)).toEqual({ reverted: 0, dropped: 1, waiting: 0 })
    expect((await ordersOf(6))[1]).toMatchObject({ status: 'failed', failureReason: 'dropped' })
  })

  it('a reorg that drops an applied order un-applies it, reverses its pool credits and takes it out of the team figures', async () => {
    await index()
    const poolsBefore = await pools()
    const [statsBefore7, statsBefore2, statsBefore1] = [await stats(7), await stats(2), await stats(1)]
    const fork = await chain.snapshot()
    const forkBlock = await chain.blockNumber()
    const placed = await chain.placeOrder({ buyer: 7, amount: '224' })
    // Every transaction of the blocks the reorg drops (the allowance, then the order), to mine again.
    const dropped = []
    for (let block = forkBlock + 1n; block <= (await chain.blockNumber()); block++)
      dropped.push(
        ...(await chain.client.getBlock({ blockNumber: block, includeTransactions: true })).transactions,
      )
    await index()
    expect((await ordersOf(7))[0]?.status).toBe('active')
    expect((await stats(2))?.teamPerformance).toBe((statsBefore2?.teamPerformance ?? 0n) + PRICE)

    await chain.revert(fork)
    await chain.mine(3)
    const result = await index()

    expect(result.rewoundTo).toBeDefined()
    expect((await ordersOf(7))[0]).toMatchObject({ status: 'reorged', failureReason: 'reorged' })
    expect(await pools()).toEqual(poolsBefore)
    expect(await stats(7)).toMatchObject({
      ownOrders: statsBefore7?.ownOrders ?? 0,
      ownVolume: statsBefore7?.ownVolume ?? 0n,
    })
    expect(await stats(2)).toMatchObject({
      teamPerformance: statsBefore2?.teamPerformance ?? 0n,
      directsWithOrder: statsBefore2?.directsWithOrder ?? 0,
    })
    expect((await stats(1))?.teamPerformance).toBe(statsBefore1?.teamPerformance ?? 0n)
    const reversals = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ledger_transfers where idempotency_key like '%:reorged'`,
    )
    expect(Number(reversals[0]?.n)).toBe(4)

    // The same signed transactions mined again on the new branch: the same order row is active again.
    for (const signed of dropped)
      await chain.client.request({
        method: 'eth_sendRawTransaction',
        params: [serializeTransaction({ ...signed, data: signed.input }, signed)],
      })
    await index()
    const [reorged] = await ordersOf(7)
    expect(await ordersOf(7)).toEqual([
      expect.objectContaining({
        id: reorged?.id,
        status: 'active',
        txHash: placed,
        amount: PRICE,
        failureReason: null,
      }),
    ])
    expect((await pools()).static_dividend_pool).toBe(
      (poolsBefore.static_dividend_pool ?? 0n) + (PRICE * 15n) / 100n,
    )
    expect((await stats(1))?.teamPerformance).toBe((statsBefore1?.teamPerformance ?? 0n) + PRICE)
  })
})
