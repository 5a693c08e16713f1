import { and, desc, eq, gt, isNotNull } from 'drizzle-orm'
import type { ChainActivity } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { keysetAfter, msTime, type KeysetBefore } from '../../platform/db/keyset'
import { shopOrders } from './tables'

export type ListMemberCardPaymentsParameters = {
  memberId: number
  /** Keys: the order's row id. */
  before?: KeysetBefore | undefined
  limit: number
}
export type MemberCardPayment = { at: Date; keys: [bigint]; activity: ChainActivity }
export type ListMemberCardPaymentsReturnType = MemberCardPayment[]

/**
 * The card part of the member's paid shop orders, newest first by payment time. A card payment moves
 * shopping_cards → shop_revenue in the ledger, no account of the member's, so it is no bill; the
 * balance part of the same order is (shopping expense).
 */
export async function listMemberCardPayments(
  db: Db,
  { memberId, before, limit }: ListMemberCardPaymentsParameters,
): Promise<ListMemberCardPaymentsReturnType> {
  const at = msTime(shopOrders.paidAt)
  const rows = await db
    .select({
      at,
      id: shopOrders.id,
      orderNo: shopOrders.orderNo,
      status: shopOrders.status,
      cardAmount: shopOrders.cardAmount,
    })
    .from(shopOrders)
    .where(
      and(
        eq(shopOrders.memberId, memberId),
        isNotNull(shopOrders.paidAt),
        gt(shopOrders.cardAmount, 0n),
        keysetAfter(at, [shopOrders.id], before),
      ),
    )
    .orderBy(desc(at), desc(shopOrders.id))
    .limit(limit)
  return rows.map((row) => ({
    at: new Date(row.at),
    keys: [BigInt(row.id)],
    activity: {
      id: `cardPayment:${row.id}`,
      kind: 'cardPayment',
      status: row.status,
      orderNo: row.orderNo,
      paid: { amount: row.cardAmount.toString(), currency: 'USDT' },
      txHash: null,
      occurredAt: new Date(row.at).toISOString(),
    },
  }))
}
