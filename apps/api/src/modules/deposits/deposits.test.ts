import { getAddress, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DepositsPage } from '@vita/shared'
import { body, createTestApp, TEST_CHAIN_ID, TEST_DEPLOYMENT, type TestApp } from '../../app/testApp'
import { testDatabaseKinds } from '../../platform/db/testing'
import { indexerCheckpoints } from '../../platform/indexer/tables'
import { signUpMember, type TestMember, UNIT } from '../assets/assetsTesting'
import { applyDeposited } from './applyDeposits'
import { creditDeposits } from './creditDeposits'

const hex = (n: number | bigint, bytes = 32) => `0x${n.toString(16).padStart(bytes * 2, '0')}` as Hex

/** GET /app/deposits: a member sees their own wallet's deposits, pending with confirmations, then credited. */
describe.each(testDatabaseKinds)('GET /app/deposits (%s)', (kind) => {
  let t: TestApp
  let alice: TestMember
  let bob: TestMember
  let txs = 0

  beforeAll(async () => {
    t = await createTestApp(kind, { deployment: TEST_DEPLOYMENT, env: { DEPOSIT_CONFIRMATIONS: '3' } })
    alice = await signUpMember(t)
    bob = await signUpMember(t)
  })
  afterAll(() => t.close())

  const deposit = (member: TestMember, currency: 'usdt' | 'dpine', amount: bigint, blockNumber: bigint) =>
    t.database.db.transaction((tx) =>
      applyDeposited(
        tx,
        [
          {
            chainId: TEST_CHAIN_ID,
            blockNumber,
            blockHash: hex(blockNumber),
            blockTime: new Date('2026-11-29T01:00:00Z'),
            txHash: hex(7000 + ++txs),
            logIndex: 0,
            address: getAddress(TEST_DEPLOYMENT.contracts.deposit ?? hex(9, 20)),
            eventName: 'Deposited',
            args: { member: member.address, token: TEST_DEPLOYMENT.contracts[currency], amount },
          },
        ],
        { chainId: TEST_CHAIN_ID, contracts: TEST_DEPLOYMENT.contracts },
      ),
    )
  const indexedTo = (blockNumber: bigint) =>
    t.database.db
      .insert(indexerCheckpoints)
      .values({ chainId: TEST_CHAIN_ID, stream: 'contracts', blockNumber, blockHash: hex(blockNumber) })
      .onConflictDoUpdate({
        target: [indexerCheckpoints.chainId, indexerCheckpoints.stream],
        set: { blockNumber, blockHash: hex(blockNumber) },
      })
  const list = (member: TestMember | null, query = '') =>
    t.app.inject({ method: 'GET', url: `/app/deposits${query}`, headers: member?.auth ?? {} })

  it('lists only the caller’s deposits, newest first, pending with their confirmations then credited', async () => {
    await deposit(alice, 'dpine', 50_000n * UNIT, 10n)
    await deposit(bob, 'usdt', 7n * UNIT, 11n)
    await deposit(alice, 'usdt', 20n * UNIT, 12n)
    await indexedTo(12n)
    await creditDeposits(t.database.db, { chainId: TEST_CHAIN_ID, confirmations: 3 })

    const response = await list(alice)
    expect(response.statusCode).toBe(200)
    const page = body<DepositsPage>(response).data
    expect(page.nextCursor).toBeNull()
    expect(page.items.map((item) => [item.currency, item.amount, item.status, item.confirmations])).toEqual([
      ['USDT', (20n * UNIT).toString(), 'pending', 1],
      ['DPINE', (50_000n * UNIT).toString(), 'credited', 3],
    ])
    expect(page.items.every((item) => item.confirmationsRequired === 3)).toBe(true)
    const bobs = body<DepositsPage>(await list(bob)).data.items
    expect(bobs.map((item) => item.amount)).toEqual([(7n * UNIT).toString()])
  })

  it('pages with a cursor and refuses a malformed one', async () => {
    const first = body<DepositsPage>(await list(alice, '?limit=1')).data
    expect(first.items).toHaveLength(1)
    expect(first.nextCursor).not.toBeNull()
    const second = body<DepositsPage>(await list(alice, `?limit=1&cursor=${first.nextCursor}`)).data
    expect(second.items.map((item) => item.currency)).toEqual(['DPINE'])
    expect(second.nextCursor).toBeNull()
    const bad = await list(alice, '?cursor=x1')
    expect(bad.statusCode).toBe(400)
    expect(body(bad).data).toMatchObject({ reason: 'invalidParams' })
  })

  it('asks for a session', async () => {
    const response = await list(null)
    expect(response.statusCode).toBe(401)
  })
})
