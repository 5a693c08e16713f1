import { sql } from 'drizzle-orm'
import type { Db } from '../../../platform/db/client'
import { jsonRows, queryRows } from '../../../platform/db/sql'
import { ancestorIds } from './ancestorIds'

/**
 * Members are claimed in id order, so only ids near the newest synced one can still be unsynced: a
 * registration that took its id earlier but committed later. Registering is one short transaction,
 * far from 10,000 others committing meanwhile; the window keeps each run off the whole members table.
 */
export const SYNC_LOOKBACK_IDS = 10_000

export type SyncMemberStatsParameters = { batchSize?: number }
export type SyncMemberStatsReturnType = { synced: number }

/**
 * Counts members who joined since the last run into their upline's figures, exactly once each: every
 * ancestor's team size + 1 and the referrer's direct count + 1 (club_member_stats rows created on
 * demand). A member is claimed by flipping its `synced` marker; only the rows this transaction flipped
 * are counted, so overlapping runs never count anyone twice. Three statements per batch.
 */
export async function syncMemberStats(
  db: Db,
  { batchSize = 2_000 }: SyncMemberStatsParameters = {},
): Promise<SyncMemberStatsReturnType> {
  return db.transaction(async (tx) => {
    const claimed = await queryRows<{ id: string; path: string; referrer_id: string | null }>(
      tx,
      sql`with fresh as (
          select m.id from members_referral_tree m
          where m.id > (select coalesce(max(s.member_id), 0) - ${SYNC_LOOKBACK_IDS} from club_member_stats s where s.synced)
            and not exists (select 1 from club_member_stats s where s.member_id = m.id and s.synced)
          order by m.id limit ${batchSize}
        ), flipped as (
          insert into club_member_stats as s (member_id, synced)
          select id, true from fresh order by id
          on conflict (member_id) do update set synced = true, updated_at = now() where not s.synced
          returning s.member_id
        )
        select m.id::text, m.path, m.referrer_id::text from flipped f join members_referral_tree m on m.id = f.member_id`,
    )
    if (claimed.length === 0) return { synced: 0 }
    const increments = new Map<number, { teamSize: number; directCount: number }>()
    const bump = (id: number) => {
      const entry = increments.get(id) ?? { teamSize: 0, directCount: 0 }
      increments.set(id, entry)
      return entry
    }
    for (const member of claimed) {
      for (const ancestor of ancestorIds(member.path)) bump(ancestor).teamSize += 1
      if (member.referrer_id !== null) bump(Number(member.referrer_id)).directCount += 1
    }
    const rows = [...increments]
      .sort(([a], [b]) => a - b)
      .map(([id, entry]) => ({ id, team_size: entry.teamSize, direct_count: entry.directCount }))
    await queryRows(
      tx,
      sql`insert into club_member_stats as s (member_id, team_size, direct_count)
        select r.id, r.team_size, r.direct_count
        from json_to_recordset(${jsonRows(rows)}) as r(id bigint, team_size int, direct_count int)
        order by r.id
        on conflict (member_id) do update set team_size = s.team_size + excluded.team_size,
          direct_count = s.direct_count + excluded.direct_count, updated_at = now()`,
    )
    return { synced: claimed.length }
  })
}
