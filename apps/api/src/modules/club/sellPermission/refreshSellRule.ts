import { sql } from 'drizzle-orm'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'

/** Members whose orders keep the sell permission under the rule: applied on chain and not exited. */
const sellingMembers = sql`select o.member_id from club_orders o where o.status in ('active', 'completed')`

/**
 * Applies the rule (docs/sell-permission.md) to the rows it governs: a member with an active or
 * completed order gets a row wanting the permission (the wallet from club_whitelist: a member who
 * ordered was whitelisted); a rule row whose member has none left wants it withdrawn. Rows an operator
 * pinned are left alone. A row whose desired value differs from what the chain holds (or may hold) is
 * queued. Returns how many rows were added, changed or queued.
 */
export async function refreshSellRule(db: Db): Promise<number> {
  const added = await queryRows<{ member_id: string }>(
    db,
    sql`insert into club_sell_permissions (member_id, address, desired)
      select w.member_id, w.address, true from club_whitelist w
      where w.member_id in (${sellingMembers})
      on conflict (member_id) do nothing
      returning member_id`,
  )
  const changed = await queryRows<{ member_id: string }>(
    db,
    sql`update club_sell_permissions p
      set desired = not p.desired, updated_at = now()
      where p.source = 'rule' and p.desired <> (p.member_id in (${sellingMembers}))
      returning p.member_id`,
  )
  const queued = await queryRows<{ member_id: string }>(
    db,
    sql`update club_sell_permissions set status = 'queued', updated_at = now()
      where status = 'synced' and on_chain is distinct from desired
      returning member_id`,
  )
  return added.length + changed.length + queued.length
}
