import { and, desc, eq } from 'drizzle-orm'
import type { ChainActivity } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { keysetAfter, msTime, type KeysetBefore } from '../../../platform/db/keyset'
import { clubOrders } from '../tables'

export type ListMemberOrderActivityParameters = {
  memberId: number
  /** Keys: the order's row id. */
  before?: KeysetBefore | undefined
  limit: number
}
export type MemberOrderActivity = { at: Date; keys: [bigint]; activity: ChainActivity }
export type ListMemberOrderActivityReturnType = MemberOrderActivity[]

/** The member's club orders as wallet activity (paid from the wallet on chain), newest first by placing time. */
export async function listMemberOrderActivity(
  db: Db,
  { memberId, before, limit }: ListMemberOrderActivityParameters,
): Promise<ListMemberOrderActivityReturnType> {
  const at = msTime(clubOrders.createdAt)
  const rows = await db
    .select({
      at,
      id: clubOrders.id,
      uuid: clubOrders.uuid,
      status: clubOrders.status,
      amount: clubOrders.amount,
      txHash: clubOrders.txHash,
    })
    .from(clubOrders)
    .where(and(eq(clubOrders.memberId, memberId), keysetAfter(at, [clubOrders.id], before)))
    .orderBy(desc(at), desc(clubOrders.id))
    .limit(limit)
  return rows.map((row) => ({
    at: new Date(row.at),
    keys: [BigInt(row.id)],
    activity: {
      id: `clubOrder:${row.id}`,
      kind: 'clubOrder',
      status: row.status,
      orderId: row.uuid,
      paid: { amount: row.amount.toString(), currency: 'USDT' },
      txHash: row.txHash,
      occurredAt: new Date(row.at).toISOString(),
    },
  }))
}
