import { sql, type SQL } from 'drizzle-orm'
import type { ClubMemberDetail, TeamMember } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'
import { invalidInput } from '../../../platform/http/domainError'
import { clubPerson } from './person'

type TeamMemberRow = {
  id: string
  uuid: string
  community_number: string
  address: string
  level: number
  depth: number
  joined_at: string
  own_orders: number | null
  own_volume: string | null
  team_performance: string | null
  team_size: number | null
  direct_count: number | null
}

const selectTeamMembers = (where: SQL, viewerDepth: number, limit: number) => sql`
  select m.id::text as id, m.uuid::text as uuid, m.community_number, m.address, m.level,
    (m.depth - ${viewerDepth})::int as depth, to_json(m.joined_at) #>> '{}' as joined_at,
    s.own_orders, s.own_volume::text, s.team_performance::text, s.team_size, s.direct_count
  from members_referral_tree m left join club_member_stats s on s.member_id = m.id
  where ${where} order by m.id limit ${limit}`

function teamMember(row: TeamMemberRow): TeamMember {
  return {
    ...clubPerson({ communityNumber: row.community_number, address: row.address, level: row.level }),
    uuid: row.uuid,
    depth: row.depth,
    ownOrders: row.own_orders ?? 0,
    ownVolume: row.own_volume ?? '0',
    teamPerformance: row.team_performance ?? '0',
    teamSize: row.team_size ?? 0,
    joinedAt: new Date(row.joined_at).toISOString(),
  }
}

const ROW_ID_CURSOR = /^[1-9][0-9]{0,17}$/

export type ListTeamMembersParameters = {
  /** Whose direct members: the caller, or a member of the caller's downline. */
  referrerId: number
  /** The caller's depth in the tree: `depth` is counted from the caller (1 = the caller's direct member). */
  viewerDepth: number
  cursor?: string | undefined
  limit: number
}
export type ListTeamMembersReturnType = { items: TeamMember[]; nextCursor: string | null }

/** Direct members of `referrerId` in join order, keyset-paginated by id (the referrer index). */
export async function listTeamMembers(
  db: Db,
  p: ListTeamMembersParameters,
): Promise<ListTeamMembersReturnType> {
  if (p.cursor !== undefined && !ROW_ID_CURSOR.test(p.cursor))
    throw invalidInput('invalidParams', { field: 'cursor' })
  const after = p.cursor === undefined ? sql`true` : sql`m.id > ${p.cursor}::bigint`
  const rows = await queryRows<TeamMemberRow>(
    db,
    selectTeamMembers(sql`m.referrer_id = ${p.referrerId} and ${after}`, p.viewerDepth, p.limit + 1),
  )
  const page = rows.slice(0, p.limit)
  return {
    items: page.map(teamMember),
    nextCursor: rows.length > p.limit ? (page.at(-1)?.id ?? null) : null,
  }
}

/** One member of the caller's downline (the caller checked it is one: see downlineMember.ts). */
export async function memberDetail(db: Db, memberId: number, viewerDepth: number): Promise<ClubMemberDetail> {
  const [row] = await queryRows<TeamMemberRow>(db, selectTeamMembers(sql`m.id = ${memberId}`, viewerDepth, 1))
  if (!row) throw new Error(`member ${memberId} vanished`)
  return { ...teamMember(row), directCount: row.direct_count ?? 0 }
}
