import { sql } from 'drizzle-orm'
import type { ClubLeader } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'
import { findMemberById } from '../../members'
import { clubPerson } from './person'

/** The level from which an upline counts as the member's leader (the issue: "V3 or above"). */
export const LEADER_MIN_LEVEL = 3

/** The paths of every ancestor in a materialized path: '/11/12/15/' → ['/11/', '/11/12/']. */
export function ancestorPaths(path: string): string[] {
  const segments = path.split('/').filter((segment) => segment.length > 0)
  return segments.slice(0, -1).map((_, index) => `/${segments.slice(0, index + 1).join('/')}/`)
}

/**
 * GET /club/leader: the member's referrer and their nearest upline at V3 or above (the referrer
 * included), found among the ancestors named by the member's own path (index reads, no tree walk).
 */
export async function clubLeader(
  db: Db,
  member: { referrerId: number | null; path: string },
): Promise<ClubLeader> {
  const ancestors = ancestorPaths(member.path)
  const [referrer, leader] = await Promise.all([
    member.referrerId === null ? undefined : findMemberById(db, member.referrerId),
    ancestors.length === 0
      ? []
      : queryRows<{ communityNumber: string; address: string; level: number }>(
          db,
          sql`select community_number as "communityNumber", address, level from members_referral_tree
            where path = any(${`{${ancestors.join(',')}}`}::text[]) and level >= ${LEADER_MIN_LEVEL}
            order by depth desc limit 1`,
        ),
  ])
  return {
    referrer: referrer ? clubPerson(referrer) : null,
    leader: leader[0] ? clubPerson(leader[0]) : null,
    leaderMinLevel: LEADER_MIN_LEVEL,
  }
}
