import { and, eq } from 'drizzle-orm'
import { getAddress } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { devAccount } from '@vita/contracts'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../platform/db/testing'
import { createHandlerRegistry } from '../../platform/indexer/registry'
import { runIndexerOnce, type IndexerParameters } from '../../platform/indexer/runIndexerOnce'
import { indexerCheckpoints } from '../../platform/indexer/tables'
import { startTestChain, type TestChain } from '../../platform/indexer/testChain'
import { getAccountBalances } from '../ledger'
import { ledgerViolations, UNIT } from '../ledger/ledgerTesting'
import { registerMember } from '../members'
import { creditDeposits } from './creditDeposits'
import { listDeposits } from './listDeposits'
import { registerDepositHandlers } from './module'
import { deposits } from './tables'

let chain: TestChain

beforeAll(async () => {
  chain = await startTestChain(8707)
})
afterAll(async () => {
  await chain?.stop()
})

/**
 * Issue 30, item 1: deposits made on the dev chain through VitaDeposit, indexed and credited by the
 * real indexer: after their confirmations, once per log, to the depositing wallet's member, and a
 * reorg before the credit leaves nothing behind.
 */
describe.each(testDatabaseKinds)('deposits from the chain (%s)', (kind) => {
  let database: TestDatabase
  // Each test indexes under its own chain id label from the block after the last test's: its rows and
  // checkpoint are its own.
  let chainId = 2_000_000
  let startBlock = 0n
  beforeAll(async () => {
    database = await createTestDatabase(kind)
  })
  afterAll(async () => {
    await database?.dispose()
  })
  beforeEach(async () => {
    chainId += 1
    startBlock = (await chain.blockNumber()) + 1n
  })

  const indexer = (): IndexerParameters => ({
    db: database.db,
    client: chain.client,
    chainId,
    deployment: { ...chain.deployment, startBlock: startBlock.toString() },
    registry: registerDepositHandlers(createHandlerRegistry()),
    confirmations: 1,
  })
  const credit = (confirmations: number) => creditDeposits(database.db, { chainId, confirmations })
  const memberFor = async (account: number) => {
    const address = getAddress(devAccount(account).address)
    const { member } = await registerMember(database.db, { address, referrer: null })
    return member
  }
  const balance = async (memberId: number, currency: 'USDT' | 'DPINE') =>
    (await getAccountBalances(database.db, { owner: { memberId }, currency }))[0]?.available
  const rowsOf = (account: number) =>
    database.db
      .select()
      .from(deposits)
      .where(and(eq(deposits.chainId, chainId), eq(deposits.depositor, devAccount(account).address)))
  const list = (account: number, confirmationsRequired: number) =>
    listDeposits(database.db, {
      chainId,
      depositor: getAddress(devAccount(account).address),
      confirmationsRequired,
      limit: 20,
    })

  it('credits a deposit once it has its confirmations, once per log however often it is delivered', async () => {
    const member = await memberFor(3)
    const start = await balance(member.id, 'DPINE')
    const hash = await chain.deposit({ from: 3, token: 'dpine', amount: '50000' })
    await runIndexerOnce(indexer())
    expect(await credit(3)).toEqual({ credited: 0, waitingForMember: 0 })
    const pending = await list(3, 3)
    expect(pending.items).toEqual([
      expect.objectContaining({
        currency: 'DPINE',
        amount: (50_000n * UNIT).toString(),
        status: 'pending',
        txHash: hash,
        confirmations: 1,
        confirmationsRequired: 3,
        creditedAt: null,
      }),
    ])

    await chain.mine(2)
    await runIndexerOnce(indexer())
    expect((await credit(3)).credited).toBe(1)
    expect(await balance(member.id, 'DPINE')).toBe((start ?? 0n) + 50_000n * UNIT)
    const [credited] = (await list(3, 3)).items
    expect(credited).toMatchObject({ status: 'credited', confirmations: 3 })
    expect(credited?.creditedAt).not.toBeNull()

    // Delivered again (the checkpoint moved back to before the deposit) and credited again: no effect.
    const [row] = await rowsOf(3)
    if (!row) throw new Error('the deposit was not indexed')
    const before = await chain.client.getBlock({ blockNumber: row.blockNumber - 1n })
    await database.db
      .update(indexerCheckpoints)
      .set({ blockNumber: before.number, blockHash: before.hash })
      .where(eq(indexerCheckpoints.chainId, chainId))
    await runIndexerOnce(indexer())
    expect(await credit(1)).toEqual({ credited: 0, waitingForMember: 0 })
    expect(await rowsOf(3)).toHaveLength(1)
    expect(await balance(member.id, 'DPINE')).toBe((start ?? 0n) + 50_000n * UNIT)
    expect(await ledgerViolations(database.db)).toEqual([])
  })

  it('keeps a deposit from a wallet that has not signed in pending, and credits it when it registers', async () => {
    await chain.deposit({ from: 4, token: 'usdt', amount: '12.5' })
    await runIndexerOnce(indexer())
    expect(await credit(1)).toEqual({ credited: 0, waitingForMember: 1 })
    expect((await list(4, 1)).items).toEqual([
      expect.objectContaining({ status: 'pending', confirmations: 1 }),
    ])

    const member = await memberFor(4)
    const start = (await balance(member.id, 'USDT')) ?? 0n
    expect(await credit(1)).toEqual({ credited: 1, waitingForMember: 0 })
    expect(await balance(member.id, 'USDT')).toBe(start + 12_500_000_000_000_000_000n)
    expect((await rowsOf(4))[0]).toMatchObject({ status: 'credited', memberId: member.id })
  })

  it('forgets a pending deposit a reorg dropped, and credits nothing for it', async () => {
    const member = await memberFor(5)
    const start = (await balance(member.id, 'USDT')) ?? 0n
    await runIndexerOnce(indexer())
    const snapshot = await chain.snapshot()
    await chain.deposit({ from: 5, token: 'usdt', amount: '40' })
    await runIndexerOnce(indexer())
    // Waiting for 4 confirmations when the chain drops it.
    expect(await credit(4)).toEqual({ credited: 0, waitingForMember: 0 })
    expect(await rowsOf(5)).toHaveLength(1)

    await chain.revert(snapshot)
    await chain.mine(6)
    const result = await runIndexerOnce(indexer())
    expect(result.rewoundTo).toBeDefined()
    expect(await rowsOf(5)).toEqual([])
    await credit(4)
    expect(await balance(member.id, 'USDT')).toBe(start)
    expect(await ledgerViolations(database.db)).toEqual([])
  })
})
