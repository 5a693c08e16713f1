import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../platform/db/testing'
import { insertTestMembers, memberIdRange } from '../members/membersTesting'
import { ensureSystemAccounts } from './ensureAccount'
import { getAccountBalances } from './getAccountBalances'
import { ledgerSnapshot, ledgerViolations, rejectionKey } from './ledgerTesting'
import { postTransfer } from './postTransfer'
import { reserveTransfer } from './reserveTransfer'
import { reverseTransfer } from './reverseTransfer'

describe.each(testDatabaseKinds)('reverseTransfer on %s', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertTestMembers(database.db, memberIdRange(1, 100))
    await ensureSystemAccounts(database.db)
    await postTransfer(database.db, {
      idempotencyKey: 'fund',
      currency: 'DPINE',
      type: 'income',
      amount: 50n,
      from: { systemCode: 'operator_adjustments' },
      to: { memberId: 1 },
    })
  })
  afterAll(() => database.dispose())

  const balanceOf = async (memberId: number) =>
    (await getAccountBalances(database.db, { owner: { memberId }, currency: 'DPINE' }))[0]?.balance

  it('posts the mirror image, keeps the original, and happens once', async () => {
    const { db } = database
    const { transfer: original } = await postTransfer(db, {
      idempotencyKey: 'order-9',
      currency: 'DPINE',
      type: 'shopping_expense',
      amount: 20n,
      from: { memberId: 1 },
      to: { systemCode: 'shop_revenue' },
      reference: { type: 'order', id: '9' },
    })
    const { transfer: reversal } = await reverseTransfer(db, {
      transferId: original.id,
      idempotencyKey: 'refund-9',
      memo: 'cancelled',
    })
    expect(reversal).toMatchObject({
      reversesTransferId: original.id,
      debitAccountId: original.creditAccountId,
      creditAccountId: original.debitAccountId,
      amount: 20n,
      type: 'shopping_expense',
      reference: { type: 'order', id: '9' },
      memo: 'cancelled',
    })
    expect(await balanceOf(1)).toBe(50n)
    const before = await ledgerSnapshot(db)
    expect(before.transfers.find((t) => t.id === original.id)?.status).toBe('posted')
    expect(
      (await reverseTransfer(db, { transferId: original.id, idempotencyKey: 'refund-9', memo: 'cancelled' }))
        .replayed,
    ).toBe(true)
    expect(
      await rejectionKey(reverseTransfer(db, { transferId: original.id, idempotencyKey: 'refund-9b' })),
    ).toBe('transferAlreadyReversed')
    expect(
      await rejectionKey(reverseTransfer(db, { transferId: original.id, idempotencyKey: 'refund-9' })),
    ).toBe('idempotencyMismatch')
    expect(
      await rejectionKey(reverseTransfer(db, { transferId: reversal.id, idempotencyKey: 'undo-refund' })),
    ).toBe('transferNotReversible')
    expect(await ledgerSnapshot(db)).toEqual(before)
    expect(await ledgerViolations(db)).toEqual([])
  })

  it('refuses when the credited account has spent the money, and for pending or unknown transfers', async () => {
    const { db } = database
    const { transfer: gift } = await postTransfer(db, {
      idempotencyKey: 'gift',
      currency: 'DPINE',
      type: 'transfer',
      amount: 30n,
      from: { memberId: 1 },
      to: { memberId: 2 },
    })
    await postTransfer(db, {
      idempotencyKey: 'spent',
      currency: 'DPINE',
      type: 'shopping_expense',
      amount: 10n,
      from: { memberId: 2 },
      to: { systemCode: 'shop_revenue' },
    })
    expect(
      await rejectionKey(reverseTransfer(db, { transferId: gift.id, idempotencyKey: 'undo-gift' })),
    ).toBe('insufficientBalance')
    const { transfer: pending } = await reserveTransfer(db, {
      idempotencyKey: 'w',
      currency: 'DPINE',
      type: 'withdraw',
      amount: 1n,
      from: { memberId: 1 },
      to: { systemCode: 'withdrawal_clearing' },
    })
    expect(
      await rejectionKey(reverseTransfer(db, { transferId: pending.id, idempotencyKey: 'undo-w' })),
    ).toBe('transferNotReversible')
    expect(await rejectionKey(reverseTransfer(db, { transferId: 123_456, idempotencyKey: 'undo-x' }))).toBe(
      'notFound',
    )
    expect(await ledgerViolations(db)).toEqual([])
  })
})
