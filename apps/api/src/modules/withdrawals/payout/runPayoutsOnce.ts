import { asc, eq } from 'drizzle-orm'
import { withdrawals } from '../tables'
import type { PayoutContext } from './payoutContext'
import { settlePayout } from './settlePayout'
import { signPayout } from './signPayout'

export type RunPayoutsOnceReturnType = {
  signed: number
  completed: number
  failed: number
  /** Parked in this run: the chain did not prove the payout's fate (an operator resolves it). */
  parked: number
  waiting: number
}

/**
 * One pass of the payout worker: settle what was broadcast (oldest first), then sign and send pending
 * withdrawals. Settling first means the hot-wallet check only counts payouts still unmined. Several
 * replicas may run it at once: every state change locks its row (FOR UPDATE SKIP LOCKED) and rechecks
 * the status, and nonces come from a locked counter row.
 */
export async function runPayoutsOnce(context: PayoutContext): Promise<RunPayoutsOnceReturnType> {
  const result: RunPayoutsOnceReturnType = {
    signed: 0,
    completed: 0,
    failed: 0,
    parked: 0,
    waiting: 0,
  }
  const { db, batchSize } = context
  const unminedByCurrency = new Map<string, bigint>()

  const broadcast = await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.status, 'broadcast'))
    .orderBy(asc(withdrawals.nonce))
    .limit(batchSize)
  if (broadcast.length > 0) {
    const latestBlock = await context.client.getBlockNumber({ cacheTime: 0 })
    for (const row of broadcast) {
      const outcome = await settlePayout(context, row, latestBlock)
      if (outcome === 'completed') result.completed++
      else if (outcome === 'failed') result.failed++
      else if (outcome === 'parked') result.parked++
      else {
        result.waiting++
        if (outcome === 'unmined')
          unminedByCurrency.set(row.currency, (unminedByCurrency.get(row.currency) ?? 0n) + row.netAmount)
      }
    }
  }

  const pending = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(eq(withdrawals.status, 'pending'))
    .orderBy(asc(withdrawals.createdAt))
    .limit(batchSize)
  for (const { id } of pending) {
    const outcome = await signPayout(context, { id, unminedByCurrency })
    if (outcome === 'signed') {
      result.signed++
      const [row] = await db
        .select({ currency: withdrawals.currency, netAmount: withdrawals.netAmount })
        .from(withdrawals)
        .where(eq(withdrawals.id, id))
      if (row)
        unminedByCurrency.set(row.currency, (unminedByCurrency.get(row.currency) ?? 0n) + row.netAmount)
    } else if (outcome === 'failed') result.failed++
  }
  return result
}
