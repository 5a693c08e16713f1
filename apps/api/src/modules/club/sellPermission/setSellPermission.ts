import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../../platform/db/client'
import { clubOrders, clubSellPermissions, type ClubSellPermissionRow } from '../tables'

export type SellPermissionDecision = 'allow' | 'deny' | 'rule'

/**
 * An operator's decision for one member: 'allow' or 'deny' pins the permission (the rule no longer
 * changes it), 'rule' hands it back to the rule (an active or completed order). The row is queued
 * whenever the chain may not hold the decided value; the operator-key job sends it.
 */
export async function setSellPermission(
  db: Db,
  parameters: { memberId: number; address: string; decision: SellPermissionDecision; reason: string },
): Promise<{ before: ClubSellPermissionRow | undefined; after: ClubSellPermissionRow }> {
  const { memberId, address, decision, reason } = parameters
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(clubSellPermissions)
      .where(eq(clubSellPermissions.memberId, memberId))
      .for('update')
    const [selling] = await tx
      .select({ id: clubOrders.id })
      .from(clubOrders)
      .where(and(eq(clubOrders.memberId, memberId), inArray(clubOrders.status, ['active', 'completed'])))
      .limit(1)
    const desired = decision === 'rule' ? selling !== undefined : decision === 'allow'
    const values = {
      desired,
      source: decision === 'rule' ? ('rule' as const) : ('operator' as const),
      operatorReason: decision === 'rule' ? null : reason,
      updatedAt: sql`now()`,
    }
    const [after] = await tx
      .insert(clubSellPermissions)
      .values({ memberId, address, ...values })
      .onConflictDoUpdate({
        target: clubSellPermissions.memberId,
        set: {
          ...values,
          // A batch in flight settles by itself and queues the row again if its value is not the desired one.
          status: sql`case when ${clubSellPermissions.status} = 'sent' then 'sent'
            when ${clubSellPermissions.onChain} is not distinct from ${desired} then 'synced' else 'queued' end`,
        },
      })
      .returning()
    if (!after) throw new Error('the sell permission row was not written')
    return { before, after }
  })
}
