import { and, eq, sql } from 'drizzle-orm'
import type { NodeTier, NodeTierRule } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'
import { clubNodePlaces } from '../tables'

/** Open nodes of the tier (a missing row is none). */
export async function nodePlacesTaken(db: Db, tier: NodeTier): Promise<number> {
  const [row] = await db
    .select({ taken: clubNodePlaces.taken })
    .from(clubNodePlaces)
    .where(and(eq(clubNodePlaces.type, tier.type), eq(clubNodePlaces.level, tier.level)))
  return row?.taken ?? 0
}

/**
 * Takes one place of the tier if fewer than its max rank are taken: one conditional upsert, whose row
 * lock makes concurrent takers of the tier wait for each other, so the tier is never overbooked.
 * False when the tier is full.
 */
export async function takeNodePlace(db: Db, tier: NodeTierRule): Promise<boolean> {
  const rows = await queryRows<{ taken: number }>(
    db,
    sql`insert into club_node_places (type, level, taken)
      select ${tier.type}, ${tier.level}, 1 where ${tier.maxRank}::int > 0
      on conflict (type, level) do update set taken = club_node_places.taken + 1
        where club_node_places.taken < ${tier.maxRank}::int
      returning taken`,
  )
  return rows.length > 0
}

/** Gives back the place a node held in its tier (it closed, or moved to another tier). */
export async function freeNodePlace(db: Db, tier: NodeTier): Promise<void> {
  const [row] = await db
    .update(clubNodePlaces)
    .set({ taken: sql`${clubNodePlaces.taken} - 1` })
    .where(
      and(
        eq(clubNodePlaces.type, tier.type),
        eq(clubNodePlaces.level, tier.level),
        sql`${clubNodePlaces.taken} > 0`,
      ),
    )
    .returning({ taken: clubNodePlaces.taken })
  // Every open node took a place: a tier with none taken means the places no longer match the nodes.
  if (!row) throw new Error(`club_node_places: no place of ${tier.type} ${tier.level} to free`)
}
