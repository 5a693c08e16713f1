import { and, desc, eq, lt } from 'drizzle-orm'
import type { NodeRewardDay } from '@vita/shared/schemas/nodes'
import type { Db } from '../../../../platform/db/client'
import { invalidInput } from '../../../../platform/http/domainError'
import { isBusinessDay } from '../../../../platform/jobs'
import { clubNodeDays } from '../../tables'
import { findNode, type HeldNodePageParameters } from './findNode'

export type NodeRewardsParameters = HeldNodePageParameters
export type NodeRewardsReturnType = { items: NodeRewardDay[]; nextCursor: string | null }

/**
 * GET /club/nodes/:id/rewards: the holder's node's settled days, newest first (its primary key, node
 * and day). Anyone but the holder gets the 404 of an unknown id.
 */
export async function nodeRewards(db: Db, p: NodeRewardsParameters): Promise<NodeRewardsReturnType> {
  const node = await findNode(db, p.uuid, p.holderId)
  if (p.cursor !== undefined && !isBusinessDay(p.cursor))
    throw invalidInput('invalidParams', { field: 'cursor' })
  const rows = await db
    .select({
      day: clubNodeDays.day,
      active: clubNodeDays.active,
      reason: clubNodeDays.reason,
      weight: clubNodeDays.weight,
      entitled: clubNodeDays.entitled,
      amount: clubNodeDays.amount,
      capped: clubNodeDays.capped,
    })
    .from(clubNodeDays)
    .where(
      and(
        eq(clubNodeDays.nodeId, node.id),
        p.cursor === undefined ? undefined : lt(clubNodeDays.day, p.cursor),
      ),
    )
    .orderBy(desc(clubNodeDays.day))
    .limit(p.limit + 1)
  const page = rows.slice(0, p.limit)
  return {
    items: page.map((row) => ({ ...row, entitled: row.entitled.toString(), amount: row.amount.toString() })),
    nextCursor: rows.length > p.limit ? (page.at(-1)?.day ?? null) : null,
  }
}
