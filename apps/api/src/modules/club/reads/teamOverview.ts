import { sql } from 'drizzle-orm'
import {
  assertClubRules,
  DEFAULT_CLUB_RULES,
  upgradeProgress,
  type ClubRules,
  type ClubTeam,
  type MemberLevel,
} from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'
import { parseClubRulesJson } from '../rules/clubRulesJson'
import { big, clubPerson, standingStatusesSql } from './person'

export type TeamOverviewParameters = {
  member: { id: number; path: string; level: number }
  /** Today's business day 'YYYY-MM-DD'. */
  today: string
}

type StatsRow = {
  own_orders: number
  own_volume: string
  team_performance: string
  direct_count: number
  directs_with_order: number
  team_size: number
}
type LegRow = { uuid: string; community_number: string; address: string; level: number; performance: string }
type OverviewRow = {
  stats: string | null
  leg_counts: string
  legs: string
  today: string
  rules: string | null
}

/**
 * The rules in force as loadClubRules reads them (the newest club_rule_versions row, else the
 * defaults), parsed and checked once per distinct stored text: they are read with the screen, in the
 * same statement, so a new version shows on the next call.
 */
let lastRules: { text: string; rules: ClubRules } | undefined
function rulesInForce(text: string | null): ClubRules {
  if (text === null) return DEFAULT_CLUB_RULES
  if (lastRules?.text !== text)
    lastRules = { text, rules: assertClubRules(parseClubRulesJson(JSON.parse(text))) }
  return lastRules.rules
}

/**
 * GET /club/team in one statement (with the rules in force): every figure from the member's maintained club_member_stats row,
 * the legs from the direct members' rows (the referrer index), and today's team performance from
 * today's activations in the downline (the planner starts from the activation-day index for a large
 * team, from the path prefix for a small one): never a walk of the tree.
 */
export async function teamOverview(db: Db, { member, today }: TeamOverviewParameters): Promise<ClubTeam> {
  const [overview] = await queryRows<OverviewRow>(
    db,
    sql`with directs as (
        select m.id, m.uuid, m.community_number, m.address, m.level,
          coalesce(s.best_level_in_subtree, 0) as best,
          coalesce(s.own_volume, 0) + coalesce(s.team_performance, 0) as performance
        from members_referral_tree m left join club_member_stats s on s.member_id = m.id
        where m.referrer_id = ${member.id}
      )
      select
        (select json_build_object('own_orders', own_orders, 'own_volume', own_volume::text,
            'team_performance', team_performance::text, 'direct_count', direct_count,
            'directs_with_order', directs_with_order, 'team_size', team_size)::text
          from club_member_stats where member_id = ${member.id}) as stats,
        (select coalesce(json_agg(json_build_array(best, n)), '[]')::text
          from (select best, count(*)::int as n from directs group by best) c) as leg_counts,
        (select coalesce(json_agg(json_build_object('uuid', uuid::text, 'community_number', community_number,
            'address', address, 'level', level, 'performance', performance::text) order by performance desc, id), '[]')::text
          from (select * from directs order by performance desc, id limit 20) l) as legs,
        (select coalesce(sum(o.amount), 0)::text
          from club_orders o join members_referral_tree m on m.id = o.member_id
          where o.activation_day = ${today}::date and o.status in (${standingStatusesSql})
            and m.path like ${`${member.path}%`} and m.id <> ${member.id}) as today,
        (select rules::text from club_rule_versions order by id desc limit 1) as rules`,
  )
  if (!overview) throw new Error('the team overview answered no row')
  const row = overview.stats === null ? undefined : (JSON.parse(overview.stats) as StatsRow)
  const legCounts = JSON.parse(overview.leg_counts) as [number, number][]
  const legs = JSON.parse(overview.legs) as LegRow[]
  const figures = {
    ownOrders: row?.own_orders ?? 0,
    directsWithOrder: row?.directs_with_order ?? 0,
    teamPerformance: big(row?.team_performance),
    legLevels: legCounts.flatMap(([level, n]) => Array<MemberLevel>(n).fill(level as MemberLevel)),
  }
  // The level is the one settlement set (a change applies from a settlement on); the progress is live.
  const progress = upgradeProgress(figures, rulesInForce(overview.rules))
  return {
    level: member.level,
    upgrade:
      progress.next === null
        ? null
        : {
            next: progress.next,
            requirements: progress.requirements.map((requirement) => ({
              kind: requirement.kind,
              current: requirement.current.toString(),
              target: requirement.target.toString(),
              met: requirement.met,
            })),
          },
    teamPerformance: figures.teamPerformance.toString(),
    teamPerformanceToday: big(overview.today).toString(),
    directCount: row?.direct_count ?? 0,
    directsWithOrder: figures.directsWithOrder,
    teamSize: row?.team_size ?? 0,
    ownOrders: figures.ownOrders,
    ownVolume: big(row?.own_volume).toString(),
    legs: legs.map((leg) => ({
      ...clubPerson({ communityNumber: leg.community_number, address: leg.address, level: leg.level }),
      uuid: leg.uuid,
      performance: leg.performance,
    })),
  }
}
