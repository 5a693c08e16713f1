import { asc, eq, sql } from 'drizzle-orm'
import type { Address, Hex } from 'viem'
import type { OrderEvent } from '@vita/shared'
import type { ChainClient } from '../../../platform/chain'
import type { Db } from '../../../platform/db/client'
import { DomainError } from '../../../platform/http/domainError'
import { clubOrders } from '../tables'
import { orderReceipt } from './orderReceipt'
import { transitionOrder } from './transitionOrder'

export type ResolveSubmittedOrdersParameters = {
  client: ChainClient
  order: Address
  now: Date
  /** A transaction the node does not know this long after submission was dropped. */
  dropAfterMs: number
  batchSize?: number
}
export type ResolveSubmittedOrdersReturnType = { reverted: number; dropped: number; waiting: number }

/**
 * Orders pending verification whose transaction will never place them: reverted on chain → failed
 * ('reverted'); unknown to the node after `dropAfterMs`, or mined without the member's OrderPlaced →
 * failed ('dropped' / 'mismatch'). Mined ones with their OrderPlaced are the indexer's to activate.
 */
export async function resolveSubmittedOrders(
  db: Db,
  parameters: ResolveSubmittedOrdersParameters,
): Promise<ResolveSubmittedOrdersReturnType> {
  const submitted = await db
    .select({
      order: clubOrders,
      buyer: sql<string>`(select m.address from members_referral_tree m where m.id = ${clubOrders.memberId})`,
    })
    .from(clubOrders)
    .where(eq(clubOrders.status, 'pending_verification'))
    .orderBy(asc(clubOrders.updatedAt))
    .limit(parameters.batchSize ?? 100)
  const result = { reverted: 0, dropped: 0, waiting: 0 }
  for (const { order, buyer } of submitted) {
    if (!order.txHash) continue
    const receipt = await orderReceipt({
      client: parameters.client,
      txHash: order.txHash as Hex,
      order: parameters.order,
      buyer,
    })
    const stale = parameters.now.getTime() - order.updatedAt.getTime() >= parameters.dropAfterMs
    const outcome = failureOf(receipt, stale)
    if (!outcome) {
      result.waiting += 1
      continue
    }
    await transitionOrder(db, {
      orderId: order.id,
      from: 'pending_verification',
      event: outcome.event,
      changes: { failureReason: outcome.reason },
    }).catch((error: unknown) => {
      // Activated by the indexer meanwhile: nothing left to resolve.
      if (!(error instanceof DomainError && error.messageKey === 'orderTransitionRefused')) throw error
    })
    if (outcome.event === 'reverted') result.reverted += 1
    else result.dropped += 1
  }
  return result
}

function failureOf(
  receipt: Awaited<ReturnType<typeof orderReceipt>>,
  stale: boolean,
): { event: OrderEvent; reason: string } | undefined {
  if (receipt === 'reverted') return { event: 'reverted', reason: 'reverted' }
  if (receipt === 'mismatch') return { event: 'dropped', reason: 'mismatch' }
  if (receipt === 'unknown' && stale) return { event: 'dropped', reason: 'dropped' }
  return undefined
}
