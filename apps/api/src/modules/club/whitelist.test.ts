import { inArray } from 'drizzle-orm'
import { createWalletClient, getAddress, http, zeroAddress, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_OPERATOR_ACCOUNT_INDEX, devAccount, devPrivateKey, vitaOrderAbi } from '@vita/contracts'
import { fixedDeploymentSource } from '../../platform/chain'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../platform/db/testing'
import { startTestChain, type TestChain } from '../../platform/indexer/testChain'
import { insertTestMembers, memberIdRange, updateTestMember } from '../members/membersTesting'
import { WHITELIST_WALLETS_JOB, whitelistWalletsJob } from './jobs/whitelistWallets'
import { clubWhitelist } from './tables'
import { queueNewMembers } from './whitelist/queueNewMembers'
import { resolveSentBatches } from './whitelist/resolveSentBatches'
import { runWhitelistOnce } from './whitelist/runWhitelistOnce'
import { sendWhitelistBatch } from './whitelist/sendWhitelistBatch'
import type { WhitelistContext } from './whitelist/whitelistContext'

const CHAIN_PORT = 8671
const OPERATOR_KEY = devPrivateKey(DEV_OPERATOR_ACCOUNT_INDEX)
const silent = { info() {}, warn() {}, error() {} }

let chain: TestChain
beforeAll(async () => {
  chain = await startTestChain(CHAIN_PORT)
}, 120_000)
afterAll(() => chain?.stop())

describe.each(testDatabaseKinds)('whitelisting members’ wallets (%s)', (kind) => {
  let database: TestDatabase
  let snapshot: Hex
  beforeAll(async () => {
    snapshot = await chain.snapshot()
    database = await createTestDatabase(kind)
  })
  afterAll(async () => {
    await database?.dispose()
    await chain.revert(snapshot)
  })

  /** A fresh context each time, as a restarted process would build it (no state carried over). */
  const context = (): WhitelistContext => ({
    db: database.db,
    client: chain.client,
    operator: privateKeyToAccount(OPERATOR_KEY),
    order: chain.contracts.order,
    confirmations: 1,
    receiptTimeoutMs: 10_000,
    logger: silent,
  })
  const isWhitelisted = (address: string) =>
    chain.client.readContract({
      address: chain.contracts.order,
      abi: vitaOrderAbi,
      functionName: 'isWhitelisted',
      args: [getAddress(address)],
    })
  const rowsOf = (ids: number[]) =>
    database.db
      .select()
      .from(clubWhitelist)
      .where(inArray(clubWhitelist.memberId, ids))
      .orderBy(clubWhitelist.memberId)
  const operatorNonce = () =>
    chain.client.getTransactionCount({
      address: devAccount(DEV_OPERATOR_ACCOUNT_INDEX).address,
      blockTag: 'pending',
    })
  const owner = () =>
    createWalletClient({
      account: devAccount(0).address,
      chain: chain.client.chain,
      transport: http(chain.rpcUrl),
    })
  const setOperator = (allowed: boolean, gasPrice?: bigint) =>
    owner().writeContract({
      address: chain.contracts.order,
      abi: vitaOrderAbi,
      functionName: 'setOperator',
      args: [devAccount(DEV_OPERATOR_ACCOUNT_INDEX).address, allowed],
      ...(gasPrice ? { gasPrice } : {}),
    })

  it('a member registered since the last run is queued and whitelisted on chain by the next run', async () => {
    const ids = memberIdRange(1, 3)
    await insertTestMembers(database.db, ids)
    const rows = await rowsOf(ids)
    expect(rows).toEqual([])

    const result = await runWhitelistOnce(context())

    expect(result.queued).toBe(3)
    expect(result.sent).toMatchObject({ status: 'sent', wallets: 3 })
    expect(result.batch).toBe('whitelisted')
    const after = await rowsOf(ids)
    expect(after.map((row) => row.status)).toEqual(['whitelisted', 'whitelisted', 'whitelisted'])
    for (const row of after) expect(await isWhitelisted(row.address)).toBe(true)
  })

  it('a wallet the chain already whitelisted does not make its batch fail', async () => {
    await insertTestMembers(database.db, [10])
    // Dev account 5 is whitelisted by the dev chain's seeding.
    const seeded = devAccount(5).address
    expect(await isWhitelisted(seeded)).toBe(true)
    await updateTestMember(database.db, 10, { address: seeded })

    const result = await runWhitelistOnce(context())

    expect(result.sent).toMatchObject({ status: 'sent', wallets: 1, refused: 0 })
    expect(result.batch).toBe('whitelisted')
    expect((await rowsOf([10]))[0]?.status).toBe('whitelisted')
  })

  it('250 new members go out in two batches of at most 200, none left behind', async () => {
    const ids = memberIdRange(100, 349)
    await insertTestMembers(database.db, ids)

    const first = await runWhitelistOnce(context())
    expect(first.sent).toMatchObject({ status: 'sent', wallets: 200 })
    const statuses = (await rowsOf(ids)).map((row) => row.status)
    expect(statuses.filter((status) => status === 'whitelisted')).toHaveLength(200)
    expect(statuses.filter((status) => status === 'queued')).toHaveLength(50)

    const second = await runWhitelistOnce(context())
    expect(second.sent).toMatchObject({ status: 'sent', wallets: 50 })
    const rows = await rowsOf(ids)
    expect(rows.every((row) => row.status === 'whitelisted')).toBe(true)
    const onChain = await Promise.all(rows.map((row) => isWhitelisted(row.address)))
    expect(onChain.every(Boolean)).toBe(true)
  })

  it('a crash between sending and the receipt neither loses the batch nor sends it twice', async () => {
    const ids = memberIdRange(400, 402)
    await insertTestMembers(database.db, ids)
    await queueNewMembers(database.db)
    const sent = await sendWhitelistBatch(context())
    expect(sent).toMatchObject({ status: 'sent', wallets: 3 })
    expect((await rowsOf(ids)).map((row) => row.status)).toEqual(['sent', 'sent', 'sent'])
    // The process dies here; a new one starts with nothing but the database.
    const nonceBefore = await operatorNonce()

    const result = await runWhitelistOnce(context())

    expect(result.resolved).toEqual({ whitelisted: 1, requeued: 0, pending: 0 })
    expect(result.sent).toEqual({ status: 'idle' })
    expect(await operatorNonce()).toBe(nonceBefore)
    const rows = await rowsOf(ids)
    expect(rows.every((row) => row.status === 'whitelisted' && row.attempts === 0)).toBe(true)
  })

  it('a batch stored as sent but never broadcast (crash before sending) is queued again and sent', async () => {
    const ids = memberIdRange(410, 411)
    await insertTestMembers(database.db, ids)
    await queueNewMembers(database.db)
    const neverSent = `0x${'ab'.repeat(32)}`
    await database.db
      .update(clubWhitelist)
      .set({ status: 'sent', txHash: neverSent })
      .where(inArray(clubWhitelist.memberId, ids))

    const result = await runWhitelistOnce(context())

    expect(result.resolved).toEqual({ whitelisted: 0, requeued: 1, pending: 0 })
    expect(result.sent).toMatchObject({ status: 'sent', wallets: 2 })
    const rows = await rowsOf(ids)
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['whitelisted', 1],
      ['whitelisted', 1],
    ])
    for (const row of rows) expect(await isWhitelisted(row.address)).toBe(true)
  })

  it('a batch reverted on chain is queued again and whitelisted once the operator may send again', async () => {
    const ids = memberIdRange(500, 501)
    await insertTestMembers(database.db, ids)
    await queueNewMembers(database.db)
    await chain.setAutomine(false)
    let sent: Awaited<ReturnType<typeof sendWhitelistBatch>>
    try {
      sent = await sendWhitelistBatch(context())
      expect(sent.status).toBe('sent')
      const gasPrice = await chain.client.getGasPrice()
      // Mined first (higher price), so the pending batch reverts: NotOwnerOrOperator.
      await setOperator(false, gasPrice * 10n)
      await chain.mine(1)
    } finally {
      await chain.setAutomine(true)
    }
    const receipt = await chain.client.getTransactionReceipt({ hash: (sent as { txHash: Hex }).txHash })
    expect(receipt.status).toBe('reverted')

    expect(await resolveSentBatches(context())).toEqual({ whitelisted: 0, requeued: 1, pending: 0 })
    let rows = await rowsOf(ids)
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['queued', 1],
      ['queued', 1],
    ])
    expect(rows[0]?.lastError).toMatch(/reverted/)

    // While the operator is revoked every wallet reverts alone: nothing is sent, all stay queued.
    const refused = await runWhitelistOnce(context())
    expect(refused.sent).toEqual({ status: 'refused', refused: 2 })

    await setOperator(true)
    const retried = await runWhitelistOnce(context())
    expect(retried.batch).toBe('whitelisted')
    rows = await rowsOf(ids)
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['whitelisted', 2],
      ['whitelisted', 2],
    ])
    for (const row of rows) expect(await isWhitelisted(row.address)).toBe(true)
  })

  it('the job definition whitelists new members when the runner runs it', async () => {
    await insertTestMembers(database.db, [700])
    const job = whitelistWalletsJob({
      db: database.db,
      client: chain.client,
      operatorPrivateKey: OPERATOR_KEY,
      deployment: fixedDeploymentSource(chain.deployment),
      intervalMs: 5000,
      confirmations: 1,
      receiptTimeoutMs: 10_000,
    })
    expect(job.name).toBe(WHITELIST_WALLETS_JOB)
    expect(job.schedule).toEqual({ every: 5000 })

    await job.run({ runKey: new Date().toISOString(), signal: new AbortController().signal, logger: silent })

    const [row] = await rowsOf([700])
    expect(row?.status).toBe('whitelisted')
    expect(await isWhitelisted(row?.address ?? zeroAddress)).toBe(true)
  })

  // Last: the refused wallet stays queued for good.
  it('one wallet that reverts on its own (the zero address) does not keep the rest of its batch out', async () => {
    const ids = memberIdRange(800, 802)
    await insertTestMembers(database.db, ids)
    await updateTestMember(database.db, 801, { address: zeroAddress })

    const result = await runWhitelistOnce(context())

    expect(result.sent).toMatchObject({ status: 'sent', wallets: 2, refused: 1 })
    const rows = await rowsOf(ids)
    expect(rows.map((row) => [row.memberId, row.status])).toEqual([
      [800, 'whitelisted'],
      [801, 'queued'],
      [802, 'whitelisted'],
    ])
    expect(rows[1]?.attempts).toBe(1)
    expect(rows[1]?.lastError).toBeTruthy()
  })
})
