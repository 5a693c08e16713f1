import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import type { RewindEffects } from '../../platform/indexer/registry'
import { createLedger, getAccountBalances } from '../ledger'
import { depositCreditKey } from './creditDeposits'
import { deposits } from './tables'

/**
 * A reorg dropped the blocks above `afterBlock`. Their pending deposits go (nothing was credited). A
 * credited one (a reorg deeper than DEPOSIT_CONFIRMATIONS) is reversed when the member still has the
 * amount, else it is left credited for an operator (`review`, `deposits:list --status review`): the
 * rewind never fails on a member's balance, or the indexer would stop for everyone.
 */
export const rewindDeposits: RewindEffects = async (tx, { chainId, afterBlock }) => {
  const dropped = and(eq(deposits.chainId, chainId), gt(deposits.blockNumber, afterBlock))
  await tx.delete(deposits).where(and(dropped, eq(deposits.status, 'pending')))
  const credited = await tx
    .select()
    .from(deposits)
    .where(and(dropped, eq(deposits.status, 'credited')))
    .orderBy(deposits.id)
    .for('update')
  const ledger = createLedger(tx as Db)
  for (const deposit of credited) {
    if (deposit.memberId === null || deposit.transferId === null) continue
    const [balance] = await getAccountBalances(tx as Db, {
      owner: { memberId: deposit.memberId },
      currency: deposit.currency,
    })
    if ((balance?.available ?? 0n) < deposit.amount) {
      await tx.update(deposits).set({ status: 'review' }).where(eq(deposits.id, deposit.id))
      continue
    }
    await ledger.reverseTransfer({
      transferId: deposit.transferId,
      idempotencyKey: `${depositCreditKey(deposit)}:reorged`,
      memo: 'deposit dropped by a chain reorganisation',
    })
    await tx.update(deposits).set({ status: 'reversed' }).where(eq(deposits.id, deposit.id))
  }
}
