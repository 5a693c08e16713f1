import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../platform/db/client'
import { createLedger } from '../../ledger'
import type { WithdrawalStatus } from '@vita/shared'
import { type ParkedPayoutEvidence, type ReplacedPayoutTx, withdrawals, type WithdrawalRow } from '../tables'

type Lockable = 'pending' | 'broadcast' | 'parked'

/** The row, locked for this transaction, if it is still in `status` and no other runner holds it. */
async function lockWithdrawal(tx: Db, id: string, status: Lockable): Promise<WithdrawalRow | undefined> {
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, status)))
    .for('update', { skipLocked: true })
  return row
}

/**
 * Confirmed on chain: the reservation is posted (the member's balance drops), then the fee moves from
 * withdrawal_clearing to fee_pool and the net amount to chain_deposits (it left the app), and the row
 * is completed with the version of its transaction that was mined — one transaction, every ledger step
 * keyed by the withdrawal, so a retry is a no-op.
 */
export async function completeWithdrawal(
  db: Db,
  id: string,
  mined: ReplacedPayoutTx,
  from: 'broadcast' | 'parked' = 'broadcast',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockWithdrawal(tx, id, from)
    if (!row?.reserveTransferId) return false
    const ledger = createLedger(tx)
    await ledger.postPendingTransfer({ transferId: row.reserveTransferId })
    const reference = { type: 'withdrawal', id: row.id }
    if (row.fee > 0n) {
      await ledger.postTransfer({
        idempotencyKey: `withdraw:${row.id}:fee`,
        currency: row.currency,
        type: 'service_fee',
        amount: row.fee,
        from: { systemCode: 'withdrawal_clearing' },
        to: { systemCode: 'fee_pool' },
        reference,
      })
    }
    await ledger.postTransfer({
      idempotencyKey: `withdraw:${row.id}:payout`,
      currency: row.currency,
      type: 'withdraw',
      amount: row.netAmount,
      from: { systemCode: 'withdrawal_clearing' },
      to: { systemCode: 'chain_deposits' },
      reference,
    })
    await setStatus(tx, row.id, 'completed', null)
    if (mined.txHash !== row.txHash) {
      // An earlier version was mined: it becomes the transaction of record, the unmined one is kept.
      const replacedTxs = row.replacedTxs
        .filter((version) => version.txHash !== mined.txHash)
        .concat(row.txHash && row.rawTx ? [{ txHash: row.txHash, rawTx: row.rawTx }] : [])
      await tx
        .update(withdrawals)
        .set({ txHash: mined.txHash, rawTx: mined.rawTx, replacedTxs })
        .where(eq(withdrawals.id, row.id))
    }
    return true
  })
}

/**
 * Not paid (checks failed, reverted, proven dropped, or refunded by the operator after parking): the
 * reservation is voided (refund) and the row failed.
 */
export async function failWithdrawal(db: Db, id: string, from: Lockable, reason: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockWithdrawal(tx, id, from)
    if (!row?.reserveTransferId) return false
    await createLedger(tx).voidPendingTransfer({ transferId: row.reserveTransferId })
    await setStatus(tx, row.id, 'failed', reason)
    return true
  })
}

/**
 * Not proven either way: the row is parked with the reason and what the chain answered, its ledger
 * reservation untouched (the member's amount stays pending), until an operator resolves it.
 */
export async function parkWithdrawal(
  db: Db,
  id: string,
  reason: string,
  evidence: ParkedPayoutEvidence,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockWithdrawal(tx, id, 'broadcast')
    if (!row) return false
    await tx
      .update(withdrawals)
      .set({ status: 'parked', parkedReason: reason, parkedEvidence: evidence, updatedAt: sql`now()` })
      .where(eq(withdrawals.id, row.id))
    return true
  })
}

async function setStatus(tx: Db, id: string, status: WithdrawalStatus, failureReason: string | null) {
  await tx
    .update(withdrawals)
    .set({ status, failureReason, updatedAt: sql`now()` })
    .where(eq(withdrawals.id, id))
}
