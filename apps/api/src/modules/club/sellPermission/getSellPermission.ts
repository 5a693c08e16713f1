import { eq } from 'drizzle-orm'
import type { SellPermission } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { clubSellPermissions } from '../tables'

/**
 * What the member is told about selling: the decided value, why, and whether the chain holds it yet.
 * A member without a row has never had an order the rule counts (and no operator decision).
 */
export async function getSellPermission(db: Db, memberId: number): Promise<SellPermission> {
  const [row] = await db.select().from(clubSellPermissions).where(eq(clubSellPermissions.memberId, memberId))
  if (!row) return { allowed: false, reason: 'noOrder', pending: false }
  const reason =
    row.source === 'operator'
      ? row.desired
        ? ('operatorGranted' as const)
        : ('operatorRevoked' as const)
      : row.desired
        ? ('order' as const)
        : ('noOrder' as const)
  return { allowed: row.desired, reason, pending: row.status !== 'synced' }
}
