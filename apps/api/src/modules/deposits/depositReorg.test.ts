import { eq } from 'drizzle-orm'
import { getAddress, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../platform/db/testing'
import type { IndexedLog } from '../../platform/indexer/registry'
import { indexerCheckpoints } from '../../platform/indexer/tables'
import { getAccountBalances, postTransfer } from '../ledger'
import { ledgerViolations, UNIT } from '../ledger/ledgerTesting'
import { registerMember } from '../members'
import { applyDeposited } from './applyDeposits'
import { creditDeposits } from './creditDeposits'
import { rewindDeposits } from './rewindDeposits'
import { deposits } from './tables'

const CHAIN = 31337
const USDT = getAddress('0x5FbDB2315678afecb367f032d93F642f64180aa3')
const DPINE = getAddress('0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512')
const contracts = { usdt: USDT, dpine: DPINE }
const hex = (n: number | bigint, bytes = 32) => `0x${n.toString(16).padStart(bytes * 2, '0')}` as Hex
const wallet = (n: number) => getAddress(hex(0xde9051700n + BigInt(n), 20))

/**
 * Issue 30, item 1: a credited deposit (a reorg deeper than DEPOSIT_CONFIRMATIONS) is reversed, or held
 * for review when the member has spent it, and the same deposit mined again takes its row back; the
 * ledger stays balanced and a log is never credited twice. Logs and rewinds are driven directly, at
 * chosen blocks, as the indexer calls them.
 */
describe.each(testDatabaseKinds)('deposits and chain reorganisations (%s)', (kind) => {
  let database: TestDatabase
  let txs = 0
  beforeAll(async () => {
    database = await createTestDatabase(kind)
  })
  afterAll(() => database?.dispose())
  const db = () => database.db

  const indexedTo = (blockNumber: bigint) =>
    db()
      .insert(indexerCheckpoints)
      .values({ chainId: CHAIN, stream: 'contracts', blockNumber, blockHash: hex(blockNumber) })
      .onConflictDoUpdate({
        target: [indexerCheckpoints.chainId, indexerCheckpoints.stream],
        set: { blockNumber, blockHash: hex(blockNumber) },
      })
  const deposited = (
    member: Address,
    amount: bigint,
    blockNumber: bigint,
    txHash = hex(5000 + ++txs),
  ): IndexedLog<{ member: Address; token: Address; amount: bigint }> => ({
    chainId: CHAIN,
    blockNumber,
    blockHash: hex(blockNumber * 7n + BigInt(txs)),
    blockTime: new Date('2026-11-29T00:00:00Z'),
    txHash,
    logIndex: 2,
    address: getAddress(hex(0xd0, 20)),
    eventName: 'Deposited',
    args: { member, token: USDT, amount },
  })
  const apply = (log: ReturnType<typeof deposited>) =>
    db().transaction((tx) => applyDeposited(tx, [log], { chainId: CHAIN, contracts }))
  const reorgAbove = (afterBlock: bigint) =>
    db().transaction((tx) => rewindDeposits(tx, { chainId: CHAIN, afterBlock }))
  const credit = () => creditDeposits(db(), { chainId: CHAIN, confirmations: 1 })
  const usdtOf = async (memberId: number) =>
    (await getAccountBalances(db(), { owner: { memberId }, currency: 'USDT' }))[0]?.available ?? 0n
  const rowOf = async (txHash: string) =>
    (await db().select().from(deposits).where(eq(deposits.txHash, txHash)))[0]

  it('reverses a credited deposit a reorg dropped, and credits it again when it is mined again', async () => {
    const { member } = await registerMember(db(), { address: wallet(1), referrer: null })
    const log = deposited(wallet(1), 30n * UNIT, 100n)
    await apply(log)
    await indexedTo(100n)
    expect((await credit()).credited).toBe(1)
    expect(await usdtOf(member.id)).toBe(30n * UNIT)

    await reorgAbove(99n)
    expect(await rowOf(log.txHash)).toMatchObject({ status: 'reversed' })
    expect(await usdtOf(member.id)).toBe(0n)
    // Reversed rows are not credited again by themselves.
    expect((await credit()).credited).toBe(0)

    const again = { ...log, blockNumber: 103n, blockHash: hex(999_103), logIndex: 0 }
    await apply(again)
    expect(await rowOf(log.txHash)).toMatchObject({ status: 'pending', blockNumber: 103n, transferId: null })
    await indexedTo(103n)
    expect((await credit()).credited).toBe(1)
    expect(await usdtOf(member.id)).toBe(30n * UNIT)
    expect(await db().select().from(deposits).where(eq(deposits.txHash, log.txHash))).toHaveLength(1)
    expect(await ledgerViolations(db())).toEqual([])
  })

  it('holds a spent deposit a reorg dropped for review, and takes its row back when it is mined again', async () => {
    const { member } = await registerMember(db(), { address: wallet(2), referrer: null })
    const { member: other } = await registerMember(db(), { address: wallet(3), referrer: null })
    const log = deposited(wallet(2), 50n * UNIT, 200n)
    await apply(log)
    await indexedTo(200n)
    await credit()
    await postTransfer(db(), {
      idempotencyKey: 'deposit-reorg-test:spend',
      currency: 'USDT',
      type: 'transfer',
      amount: 45n * UNIT,
      from: { memberId: member.id },
      to: { memberId: other.id },
    })

    // The rewind never fails on the member's balance (the indexer would stop for everyone).
    await reorgAbove(150n)
    expect(await rowOf(log.txHash)).toMatchObject({ status: 'review' })
    expect(await usdtOf(member.id)).toBe(5n * UNIT)

    await apply({ ...log, blockNumber: 204n, blockHash: hex(999_204) })
    expect(await rowOf(log.txHash)).toMatchObject({ status: 'credited', blockNumber: 204n })
    await indexedTo(204n)
    expect((await credit()).credited).toBe(0)
    expect(await usdtOf(member.id)).toBe(5n * UNIT)
    expect(await ledgerViolations(db())).toEqual([])
  })

  it('credits a member’s deposit behind more than a page of deposits waiting for their members', async () => {
    for (const n of [11, 12, 13]) await apply(deposited(wallet(n), UNIT, 400n))
    const { member } = await registerMember(db(), { address: wallet(14), referrer: null })
    const mine = deposited(wallet(14), 2n * UNIT, 401n)
    await apply(mine)
    await indexedTo(401n)
    // Two rows per page: the three waiting deposits fill more than a page before the member's.
    expect(await creditDeposits(db(), { chainId: CHAIN, confirmations: 1, limit: 2 })).toEqual({
      credited: 1,
      waitingForMember: 3,
    })
    expect(await rowOf(mine.txHash)).toMatchObject({ status: 'credited', memberId: member.id })
  })

  it('refuses a log of a token that is neither USDT nor DPINE, and stores nothing', async () => {
    const log = deposited(wallet(4), UNIT, 300n)
    const wrong = { ...log, args: { ...log.args, token: getAddress(hex(0xbad, 20)) } }
    await expect(apply(wrong)).rejects.toThrow(/neither the deployment's USDT nor DPINE/)
    expect(await rowOf(log.txHash)).toBeUndefined()
  })
})
