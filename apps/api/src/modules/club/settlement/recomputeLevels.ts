import { sql, type SQL } from 'drizzle-orm'
import type { LevelRequirement, MemberLevel } from '@vita/shared'
import { queryRows } from '../../../platform/db/sql'
import { setMemberLevels } from '../../members'
import { createWorkTable, num, type SettlementContext } from './settlementContext'

export type LevelChange = { from: MemberLevel; to: MemberLevel; members: number }
export type RecomputeLevelsReturnType = { levelChanges: number; byChange: LevelChange[] }

/**
 * Step 1 (club-rules §5): every member's level from club_member_stats and the legs rule, set-based and
 * bottom-up. Pass k keeps the members of level k−1 that meet row k, its legs counted over the directs
 * whose subtree already holds the row's minimum level (known, as it is below k); then every ancestor of a
 * level-k member is marked "holds k" with one recursive statement (club_member_stats.best_level_in_subtree).
 * A member without a stats row has zero figures. The members module sets the new levels (setMemberLevels);
 * the tree is read through its view members_referral_tree.
 */
export async function recomputeLevels(context: SettlementContext): Promise<RecomputeLevelsReturnType> {
  const { tx, rules } = context
  await createWorkTable(tx, 'club_settle_level', 'member_id bigint primary key, level int not null')
  await createWorkTable(tx, 'club_settle_best', 'member_id bigint primary key, best int not null')
  for (const row of rules.levels) {
    if (row.level === 1) await tx.execute(firstLevel(row))
    else
      await tx.execute(sql`update club_settle_level l set level = ${row.level}
        where l.level = ${row.level - 1} and ${meets(row, sql`l.member_id`)} and ${legsMet(row, sql`l.member_id`)}`)
    await tx.execute(sql`with recursive up(id) as (
        select member_id from club_settle_level where level >= ${row.level}
        union
        -- One primary-key probe per member reached (OFFSET 0 keeps it a probe): a hash join would read
        -- every member once per level, whatever the few it climbs from.
        select p.referrer_id from up cross join lateral (
          select m.referrer_id from members_referral_tree m where m.id = up.id and m.referrer_id is not null offset 0
        ) p
      )
      insert into club_settle_best (member_id, best) select id, ${row.level} from up
      on conflict (member_id) do update set best = excluded.best`)
  }
  return applyLevels(context)
}

/** Zero figures meet a row only when every threshold is zero (then members without a stats row count). */
const zeroMeets = (row: LevelRequirement) =>
  row.ownOrders <= 0 && row.directsWithOrder <= 0 && row.teamPerformance <= 0n

function meets(row: LevelRequirement, memberId: SQL): SQL {
  return sql`coalesce((select s.own_orders >= ${row.ownOrders} and s.directs_with_order >= ${row.directsWithOrder}
    and s.team_performance >= ${num(row.teamPerformance)} from club_member_stats s where s.member_id = ${memberId}),
    ${zeroMeets(row)})`
}

function legsMet(row: LevelRequirement, memberId: SQL): SQL {
  if (row.legs.count <= 0) return sql`true`
  const holds =
    row.legs.minLevel <= 0
      ? sql`true`
      : sql`exists (select 1 from club_settle_best b where b.member_id = d.id and b.best >= ${row.legs.minLevel})`
  return sql`(select count(*) from members_referral_tree d where d.referrer_id = ${memberId} and ${holds})
    >= ${row.legs.count}`
}

function firstLevel(row: LevelRequirement): SQL {
  const source = zeroMeets(row)
    ? sql`select m.id from members_referral_tree m`
    : sql`select s.member_id from club_member_stats s where s.own_orders >= ${row.ownOrders}
        and s.directs_with_order >= ${row.directsWithOrder} and s.team_performance >= ${num(row.teamPerformance)}`
  return sql`insert into club_settle_level (member_id, level)
    select c.id, 1 from (${source}) as c(id) where ${legsMet(row, sql`c.id`)}`
}

async function applyLevels({ tx }: SettlementContext): Promise<RecomputeLevelsReturnType> {
  await createWorkTable(
    tx,
    'club_settle_level_change',
    'member_id bigint primary key, from_level int, to_level int',
  )
  await tx.execute(sql`insert into club_settle_level_change
    select m.id, m.level, coalesce(l.level, 0) from members_referral_tree m
    left join club_settle_level l on l.member_id = m.id
    where m.level <> coalesce(l.level, 0)`)
  await setMemberLevels(tx, {
    levels: sql`select member_id, to_level as level from club_settle_level_change`,
  })
  await tx.execute(sql`insert into club_member_stats as s (member_id, best_level_in_subtree)
    select member_id, best from club_settle_best order by member_id
    on conflict (member_id) do update set best_level_in_subtree = excluded.best_level_in_subtree, updated_at = now()
    where s.best_level_in_subtree <> excluded.best_level_in_subtree`)
  await tx.execute(sql`update club_member_stats s set best_level_in_subtree = 0, updated_at = now()
    where s.best_level_in_subtree <> 0
      and not exists (select 1 from club_settle_best b where b.member_id = s.member_id)`)
  const rows = await queryRows<{ from_level: number; to_level: number; members: string }>(
    tx,
    sql`select from_level, to_level, count(*)::text as members from club_settle_level_change
      group by from_level, to_level order by from_level, to_level`,
  )
  const byChange = rows.map((row) => ({
    from: Number(row.from_level) as MemberLevel,
    to: Number(row.to_level) as MemberLevel,
    members: Number(row.members),
  }))
  return { levelChanges: byChange.reduce((sum, change) => sum + change.members, 0), byChange }
}
