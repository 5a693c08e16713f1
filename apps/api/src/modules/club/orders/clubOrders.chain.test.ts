import { eq } from 'drizzle-orm'
import type { Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccount } from '@vita/contracts'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../../platform/db/testing'
import { startTestChain, type TestChain } from '../../../platform/indexer/testChain'
import { businessDay } from '../../../platform/jobs/schedule'
import { syncClubMembersJob } from '../jobs/syncClubMembers'
import { clubChainOrders, clubOrders } from '../tables'
import { clubChainFixture, insertClubChainTree, PRICE } from './clubChainTesting'
import { insertTreeMember } from './clubOrdersTesting'
import { createClubOrder } from './createClubOrder'

const silent = { info() {}, warn() {}, error() {} }

let chain: TestChain
beforeAll(async () => {
  chain = await startTestChain(8683)
}, 120_000)
afterAll(() => chain?.stop())

describe.each(testDatabaseKinds)('club orders booked from a dev chain (%s)', (kind) => {
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

  const { index, ordersOf, stats, pools, submit } = clubChainFixture(
    () => database,
    () => chain,
  )

  it('an order submitted from the app becomes active when the indexer applies its OrderPlaced: pools credited, upline raised', async () => {
    const { order } = await createClubOrder(database.db, { memberId: 3, requestKey: 'app-1' })
    const txHash = await chain.placeOrder({ buyer: 2, amount: '224' })
    const submitted = await submit(3, devAccount(2).address, order.id, txHash)
    expect(submitted).toMatchObject({ status: 'pending_verification', txHash })

    await index()

    const [active] = await ordersOf(3)
    const receipt = await chain.client.getTransactionReceipt({ hash: txHash })
    const block = await chain.client.getBlock({ blockNumber: receipt.blockNumber })
    expect(active).toMatchObject({
      uuid: order.id,
      status: 'active',
      txHash,
      amount: PRICE,
      blockNumber: receipt.blockNumber,
      activationDay: businessDay(new Date(Number(block.timestamp) * 1000), 'Asia/Shanghai'),
    })
    expect(active?.dpineReturned).toBeGreaterThan(0n)
    expect(active?.chainOrderId).toBeGreaterThan(0n)
    expect(await pools()).toMatchObject({
      static_dividend_pool: (PRICE * 15n) / 100n,
      fee_pool: (PRICE * 10n) / 100n,
      dynamic_pool: (PRICE * 10n) / 100n,
      central_bank_pool: (PRICE * 65n) / 100n,
      chain_deposits: -PRICE,
    })
    expect(await stats(3)).toMatchObject({ ownOrders: 1, ownVolume: PRICE, teamPerformance: 0n })
    expect(await stats(2)).toMatchObject({ teamPerformance: PRICE, directsWithOrder: 1 })
    expect(await stats(1)).toMatchObject({ teamPerformance: PRICE, directsWithOrder: 0 })
  })

  it('a direct contract call creates an active order; a pending order whose hash never arrived is the one confirmed', async () => {
    const direct = await chain.placeOrder({ buyer: 3, amount: '224' })
    await index()
    let rows = await ordersOf(4)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'active', txHash: direct, requestKey: null, amount: PRICE })

    const { order } = await createClubOrder(database.db, { memberId: 4, requestKey: 'lost-hash' })
    const sent = await chain.placeOrder({ buyer: 3, amount: '224' })
    await index()
    rows = await ordersOf(4)
    expect(rows).toHaveLength(2)
    expect(rows[1]).toMatchObject({ uuid: order.id, status: 'active', txHash: sent })
    expect(await stats(4)).toMatchObject({ ownOrders: 2, ownVolume: 2n * PRICE })
    expect(await stats(2)).toMatchObject({ teamPerformance: 3n * PRICE, directsWithOrder: 2 })
  })

  it('a hash that is not the member’s own order transaction is refused and not kept', async () => {
    const { order } = await createClubOrder(database.db, { memberId: 3, requestKey: 'app-2' })
    const someoneElses = await chain.placeOrder({ buyer: 3, amount: '224' })
    await expect(submit(3, devAccount(2).address, order.id, someoneElses)).rejects.toMatchObject({
      messageKey: 'orderTxMismatch',
    })
    const [, pending] = await ordersOf(3)
    expect(pending).toMatchObject({ status: 'pending', txHash: null })
    await index()
    await database.db
      .update(clubOrders)
      .set({ status: 'cancelled' })
      .where(eq(clubOrders.id, pending?.id ?? 0))
  })

  it('an unregistered wallet’s order waits, and is booked when that wallet registers', async () => {
    const txHash = await chain.placeOrder({ buyer: 4, amount: '224' })
    await index()
    const [waiting] = await database.db
      .select()
      .from(clubChainOrders)
      .where(eq(clubChainOrders.txHash, txHash))
    expect(waiting?.status).toBe('pending_confirmation')
    const before = await stats(2)

    await insertTreeMember(database.db, { id: 5, referrerId: 2, address: devAccount(4).address })
    const job = syncClubMembersJob({ db: database.db, intervalMs: 5000, timeZone: 'Asia/Shanghai' })
    await job.run({ runKey: 'now', signal: new AbortController().signal, logger: silent })

    expect(await ordersOf(5)).toMatchObject([{ status: 'active', txHash, amount: PRICE }])
    const [booked] = await database.db
      .select()
      .from(clubChainOrders)
      .where(eq(clubChainOrders.txHash, txHash))
    expect(booked?.status).toBe('confirmed')
    expect(await stats(2)).toMatchObject({
      teamPerformance: (before?.teamPerformance ?? 0n) + PRICE,
      directsWithOrder: (before?.directsWithOrder ?? 0) + 1,
      directCount: 5,
      teamSize: 5,
    })
    expect(await stats(1)).toMatchObject({ teamSize: 6, directCount: 1 })
    await job.run({ runKey: 'again', signal: new AbortController().signal, logger: silent })
    expect(await ordersOf(5)).toHaveLength(1)
    expect(await stats(1)).toMatchObject({ teamSize: 6 })
  })
})
