import { sql } from 'drizzle-orm'
import { settleDay, type ClubRules, type SettledDay } from '@vita/shared'
import { expect } from 'vitest'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'
import { settleClubDay, type SettleClubDayParameters, type SettledClubDay } from './settleClubDay'
import { dayNumber, ledgerPayouts, modelId, readClubSnapshot } from './settlementTesting'

const nonZero = (m: { static: bigint; dynamic: bigint; inviteRewards: bigint }) =>
  m.static !== 0n || m.dynamic !== 0n || m.inviteRewards !== 0n
const byMember = <T extends { memberId: string }>(rows: T[]) =>
  [...rows].sort((a, b) => (a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0))

type MemberDayRow = {
  member_id: string
  level: number
  static_shares: string
  static_weighted_shares: string
  static_amount: string
  static_cap_left: string
  dynamic_qualified: boolean
  top_four: boolean
  team_performance: string
  dynamic_entitled: string
  dynamic_amount: string
  dynamic_cap_left: string
}

/**
 * Settles `day` with the SQL settlement and the same snapshot with `settleDay`, and expects the same
 * day: payouts per member and kind, the state after (levels, statuses, earnings, invite rewards,
 * pools), the day's totals and every member's statement. Returns both results.
 */
export async function expectSqlMatchesModel(
  db: Db,
  day: string,
  rules: ClubRules,
  afterStep?: SettleClubDayParameters['afterStep'],
): Promise<{ sql: SettledClubDay; model: SettledDay }> {
  const snapshot = await readClubSnapshot(db)
  const model = settleDay({ snapshot, day: dayNumber(day), rules })
  const result = await settleClubDay(db, { day, rules, afterStep })
  expect(result.kind).toBe(model.kind)
  if (result.kind !== 'settled' || model.kind !== 'settled') throw new Error('expected a settled day')

  expect(byMember((await ledgerPayouts(db, day)).filter(nonZero))).toEqual(
    byMember(model.members.filter(nonZero)),
  )
  expect(await readClubSnapshot(db)).toEqual(model.next)

  const s = model.statements.static
  const d = model.statements.dynamic
  expect(result.static).toMatchObject({
    pool: s.pool,
    dailyAmount: s.dailyAmount,
    totalShares: s.totalShares,
    totalWeightedShares: s.totalWeightedShares,
    paid: s.paid,
  })
  expect(result.dynamic).toMatchObject({
    pool: d.pool,
    dailyAmount: d.dailyAmount,
    topFourAllocation: d.topFourAllocation,
    userCountWeight: d.userCountWeight,
    teamPerformanceWeight: d.teamPerformanceWeight,
    qualifiedUserCount: d.qualifiedUserCount,
    totalTeamPerformance: d.totalTeamPerformance,
    paid: d.paid,
  })
  expect(result.invites.feePoolAfter).toBe(model.next.pools.fee)
  expect(result.levelChanges).toBe(model.levelChanges.length)

  const rows = await queryRows<MemberDayRow>(
    db,
    sql`select member_id::text, level, static_shares::text, static_weighted_shares::text, static_amount::text,
      static_cap_left::text, dynamic_qualified, top_four, team_performance::text, dynamic_entitled::text,
      dynamic_amount::text, dynamic_cap_left::text from club_member_days where day = ${day}::date`,
  )
  const statementOf = new Map(rows.map((row) => [modelId(row.member_id), row]))
  for (const member of s.members) {
    const row = statementOf.get(member.memberId)
    expect(row, `static statement of ${member.memberId}`).toBeDefined()
    expect([
      row?.static_shares,
      row?.static_weighted_shares,
      row?.static_amount,
      row?.static_cap_left,
    ]).toEqual([member.myShares, member.myWeightedShares, member.amount, member.capLeft].map(String))
  }
  for (const member of d.members) {
    const row = statementOf.get(member.memberId)
    expect(row?.dynamic_qualified, `dynamic statement of ${member.memberId}`).toBe(true)
    expect([
      row?.top_four,
      row?.team_performance,
      row?.dynamic_entitled,
      row?.dynamic_amount,
      row?.dynamic_cap_left,
    ]).toEqual([
      member.topFour,
      String(member.teamPerformance),
      String(member.entitled),
      String(member.amount),
      String(member.capLeft),
    ])
  }
  expect(rows.filter((row) => row.dynamic_qualified).length).toBe(d.members.length)
  return { sql: result, model }
}
