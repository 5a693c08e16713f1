import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../platform/db/testing'
import { insertTestMembers, memberIdRange } from '../members/membersTesting'
import { ensureSystemAccounts } from './ensureAccount'
import { getAccountBalances } from './getAccountBalances'
import { ledgerSnapshot, ledgerViolations, rejectionKey } from './ledgerTesting'
import { listAccountEntries } from './listAccountEntries'
import { postPendingTransfer } from './postPendingTransfer'
import { postTransfer } from './postTransfer'
import { reserveTransfer, type ReserveTransferParameters } from './reserveTransfer'
import { voidPendingTransfer } from './voidPendingTransfer'

describe.each(testDatabaseKinds)('two-phase transfers (reserve → post | void) on %s', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertTestMembers(database.db, memberIdRange(1, 100))
    await ensureSystemAccounts(database.db)
    await postTransfer(database.db, {
      idempotencyKey: 'fund',
      currency: 'USDT',
      type: 'income',
      amount: 100n,
      from: { systemCode: 'chain_deposits' },
      to: { memberId: 1 },
    })
  })
  afterAll(() => database.dispose())

  const withdrawal = (key: string, amount: bigint): ReserveTransferParameters => ({
    idempotencyKey: key,
    currency: 'USDT',
    type: 'withdraw',
    amount,
    from: { memberId: 1 },
    to: { systemCode: 'withdrawal_clearing' },
    reference: { type: 'withdrawal', id: key },
  })
  const usdt = async () =>
    (await getAccountBalances(database.db, { owner: { memberId: 1 }, currency: 'USDT' }))[0]

  it('reserves without moving the balance or writing entries, and blocks spending the reserved amount', async () => {
    const { db } = database
    const { transfer } = await reserveTransfer(db, withdrawal('w1', 70n))
    expect(transfer).toMatchObject({ status: 'pending', resolvedAt: null })
    expect(await usdt()).toMatchObject({ balance: 100n, pendingDebits: 70n, available: 30n })
    const { entries } = await listAccountEntries(db, { owner: { memberId: 1 } })
    expect(entries.map((e) => e.transferId)).not.toContain(transfer.id)
    expect(await rejectionKey(reserveTransfer(db, withdrawal('w2', 31n)))).toBe('insufficientBalance')
    expect(
      await rejectionKey(
        postTransfer(db, {
          ...withdrawal('spend', 31n),
          type: 'shopping_expense',
          to: { systemCode: 'shop_revenue' },
        }),
      ),
    ).toBe('insufficientBalance')
    expect(await ledgerViolations(db)).toEqual([])
  })

  it('posts a reservation once: balance and reservation drop together, two entries appear', async () => {
    const { db } = database
    const { transfer: pending } = await reserveTransfer(db, withdrawal('w1', 70n))
    const posted = await postPendingTransfer(db, { transferId: pending.id })
    expect(posted.replayed).toBe(false)
    expect(posted.transfer).toMatchObject({ id: pending.id, status: 'posted' })
    expect(await usdt()).toMatchObject({ balance: 30n, pendingDebits: 0n, available: 30n })
    const { entries } = await listAccountEntries(db, { owner: { memberId: 1 } })
    expect(entries[0]).toMatchObject({
      transferId: pending.id,
      amount: -70n,
      balanceAfter: 30n,
      type: 'withdraw',
    })
    const before = await ledgerSnapshot(db)
    expect(await postPendingTransfer(db, { transferId: pending.id })).toEqual({
      transfer: posted.transfer,
      replayed: true,
    })
    expect(await rejectionKey(voidPendingTransfer(db, { transferId: pending.id }))).toBe('transferNotPending')
    expect(await ledgerSnapshot(db)).toEqual(before)
    expect(await ledgerViolations(db)).toEqual([])
  })

  it('voids a reservation once: the amount is available again and no entry is written', async () => {
    const { db } = database
    const { transfer: pending } = await reserveTransfer(db, withdrawal('w3', 30n))
    expect(await usdt()).toMatchObject({ available: 0n })
    const entriesBefore = (await ledgerSnapshot(db)).entries
    const voided = await voidPendingTransfer(db, { transferId: pending.id })
    expect(voided.transfer).toMatchObject({ status: 'voided' })
    expect(voided.transfer.resolvedAt).toBeInstanceOf(Date)
    expect(await usdt()).toMatchObject({ balance: 30n, pendingDebits: 0n, available: 30n })
    expect((await ledgerSnapshot(db)).entries).toEqual(entriesBefore)
    expect(await voidPendingTransfer(db, { transferId: pending.id })).toEqual({
      transfer: voided.transfer,
      replayed: true,
    })
    expect(await rejectionKey(postPendingTransfer(db, { transferId: pending.id }))).toBe('transferNotPending')
    // The key stays taken by the voided transfer: a new attempt needs a new key.
    expect(await reserveTransfer(db, withdrawal('w3', 30n))).toEqual({
      transfer: voided.transfer,
      replayed: true,
    })
    expect(await ledgerViolations(db)).toEqual([])
  })

  it('refuses a reservation key reused for a direct posting, and unknown transfers', async () => {
    const { db } = database
    expect(await rejectionKey(postTransfer(db, { ...withdrawal('w3', 30n) }))).toBe('idempotencyMismatch')
    expect(await rejectionKey(postPendingTransfer(db, { transferId: 999_999 }))).toBe('notFound')
    expect(await rejectionKey(voidPendingTransfer(db, { transferId: 999_999 }))).toBe('notFound')
  })
})
