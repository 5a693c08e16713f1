import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../platform/db/testing'
import { queryRows } from '../../../platform/db/sql'
import { UsageError } from '../../../platform/ops'
import { runOpsCommand } from '../../../ops/runOpsCommand'
import { ensureSystemAccounts } from '../../ledger'
import { ledgerSnapshot } from '../../ledger/ledgerTesting'
import { lastOperatorAction } from '../../operators/operatorsTesting'
import { loadClubRules } from '../rules/loadClubRules'
import { attachOrderLogs, insertClubNodes, testNode } from '../settlement/nodeRewardsTesting'
import {
  fundAccount,
  insertClubMembers,
  insertClubOrders,
  rebuildMemberStats,
} from '../settlement/settlementTesting'
import { listClubSettlementsCommand } from './listSettlements'
import { previewClubDayCommand } from './previewDay'
import { setClubRulesCommand } from './setRules'
import { settleClubDayCommand } from './settleDay'
import { showClubRulesCommand } from './showRules'

const commands = new Map(
  [
    showClubRulesCommand,
    setClubRulesCommand,
    settleClubDayCommand,
    previewClubDayCommand,
    listClubSettlementsCommand,
  ].map((command) => [command.name, command]),
)
const UNIT = 10n ** 18n

describe.each(testDatabaseKinds)('club operator commands (%s)', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await ensureSystemAccounts(database.db)
    await insertClubMembers(database.db, [
      { id: 1, referrerId: null, joinedAt: new Date(1_000) },
      { id: 2, referrerId: 1, joinedAt: new Date(2_000) },
    ])
    await insertClubOrders(database.db, [
      { id: 1, memberId: 2, amount: 224n * UNIT, status: 'active', activationDay: '2026-03-01' },
    ])
    await rebuildMemberStats(database.db)
    await fundAccount(database.db, { systemCode: 'static_dividend_pool' }, 1_000n * UNIT, 'fund:static')
    await fundAccount(database.db, { systemCode: 'fee_pool' }, 100n * UNIT, 'fund:fee')
    // The order's 11.2 USDT fee-pool credit flows in on 2026-03-02; 1 (V0) holds a bronze node.
    await attachOrderLogs(database.db, [{ id: 1, toFeePool: 112n * 10n ** 17n }])
    await insertClubNodes(database.db, [testNode(1, 1, { openedDay: '2026-03-01' })])
  })
  afterAll(() => database.dispose())

  const run = (...argv: string[]) => runOpsCommand({ db: database.db, commands, argv, operator: 'alice' })
  const lastAction = () => lastOperatorAction(database.db)
  const versions = async () =>
    (await queryRows<{ n: string }>(database.db, sql`select count(*)::text as n from club_rule_versions`))[0]
      ?.n

  it('club:rules prints the defaults while no version was saved', async () => {
    const output = await run('club:rules')
    expect(output).toContain('static daily rate 400 bps (allowed 300–500 bps)')
    expect(output).toContain('invite reward 10 USDT')
    expect(output).toContain(
      "nodes: 3000 bps of the fee pool's daily inflow to the active nodes; stake released 7 days after closing",
    )
    expect(output).toContain(
      'node normal:bronze: holder V1+, stake 10000 DPINE, weight 1, max rank 1000, daily limit 5 USDT',
    )
    expect(output).toContain(
      'node super:diamond: holder V5+, stake 1000000 DPINE, weight 16, max rank 25, daily limit 250 USDT',
    )
  })

  it('club:set-rules changes the numbers it is given in a new, audited version', async () => {
    const output = await run(
      'club:set-rules',
      '--static-rate-bps',
      '450',
      '--invite-reward',
      '12',
      '--level-directs',
      'V1=2',
      '--reason',
      'promo',
    )
    expect(output).toMatch(/^Club rules version \d+:/)
    const rules = await loadClubRules(database.db)
    expect(rules.staticDailyRateBps).toBe(450n)
    expect(rules.inviteReward).toBe(12n * UNIT)
    expect(rules.levels[0]?.directsWithOrder).toBe(2)
    expect(rules.dynamicDailyRateBps).toBe(200n)
    expect(await lastAction()).toMatchObject({ operator: 'alice', action: 'club:set-rules', reason: 'promo' })
    expect(await run('club:rules')).toContain('static daily rate 450 bps')
  })

  it('club:set-rules changes the node share, the cooling period and the tiers --node-tier names, audited', async () => {
    const output = await run(
      'club:set-rules',
      '--node-reward-share-bps',
      '2500',
      '--node-release-cooling-days',
      '5',
      '--node-tier',
      'normal:bronze,super:*',
      '--node-member-level',
      'V0',
      '--node-daily-limit',
      '6',
      '--node-max-rank',
      '2000',
      '--reason',
      'nodes',
    )
    expect(output).toContain(
      'node normal:bronze: holder V0+, stake 10000 DPINE, weight 1, max rank 2000, daily limit 6 USDT',
    )
    const { nodes } = await loadClubRules(database.db)
    expect(nodes).toMatchObject({ rewardShareBps: 2_500n, releaseCoolingDays: 5 })
    const changed = nodes.tiers.filter((tier) => tier.maxRank === 2_000)
    expect(changed.map((tier) => `${tier.type}:${tier.level}`)).toEqual([
      'normal:bronze',
      'super:bronze',
      'super:silver',
      'super:gold',
      'super:platinum',
      'super:diamond',
    ])
    expect(changed.every((tier) => tier.memberLevel === 0 && tier.dailyRewardLimit === 6n * UNIT)).toBe(true)
    expect(nodes.tiers.find((tier) => tier.type === 'normal' && tier.level === 'silver')).toMatchObject({
      memberLevel: 2,
      stake: 30_000n * UNIT,
      maxRank: 500,
      dailyRewardLimit: 15n * UNIT,
    })
    expect(await lastAction()).toMatchObject({
      action: 'club:set-rules',
      reason: 'nodes',
      payload: expect.objectContaining({
        rules: expect.objectContaining({ nodes: expect.objectContaining({ rewardShareBps: '2500' }) }),
      }),
    })
    expect(await run('club:rules')).toContain("nodes: 2500 bps of the fee pool's daily inflow")
  })

  it('club:set-rules refuses node settings without a tier, unknown tiers and what validation refuses', async () => {
    const before = await versions()
    await expect(run('club:set-rules', '--node-stake', '5')).rejects.toThrow(/--node-stake needs --node-tier/)
    await expect(run('club:set-rules', '--node-tier', 'normal:bronze')).rejects.toThrow(
      /--node-tier needs one of/,
    )
    await expect(
      run('club:set-rules', '--node-tier', 'normal:copper', '--node-max-rank', '1'),
    ).rejects.toThrow(/--node-tier takes type:level/)
    await expect(
      run('club:set-rules', '--node-tier', 'all', '--node-member-level', 'V6'),
    ).rejects.toBeInstanceOf(UsageError)
    await expect(run('club:set-rules', '--node-tier', 'all', '--node-stake', '0')).rejects.toThrow(
      /stake must be positive/,
    )
    await expect(run('club:set-rules', '--node-reward-share-bps', '10001')).rejects.toThrow(
      /nodes.rewardShareBps must be between 0 and 10000/,
    )
    expect(await versions()).toBe(before)
  })

  it('club:set-rules refuses what validateClubRules refuses, and saves nothing', async () => {
    const before = await versions()
    await expect(run('club:set-rules', '--static-rate-bps', '600')).rejects.toThrow(
      /staticDailyRateBps must be between 300 and 500/,
    )
    await expect(run('club:set-rules', '--static-rate-bps', '4.5')).rejects.toBeInstanceOf(UsageError)
    await expect(run('club:set-rules')).rejects.toThrow(/give at least one of/)
    expect(await versions()).toBe(before)
  })

  it('club:preview prints the day and changes nothing; club:settle settles it once', async () => {
    const before = await ledgerSnapshot(database.db)
    const preview = await run('club:preview', '--day', '2026-03-02')
    expect(preview).toContain('Preview of 2026-03-02:')
    expect(preview).toContain('paid 45 USDT to 1 members')
    expect(preview).toContain('1 granted (12 USDT)')
    expect(preview).toContain(
      'node rewards: fee inflow 11.2 USDT × 2500 bps = 2.8 USDT; 1 of 1 nodes active (inactive: 0 closing, ' +
        '0 memberLevel, 0 stake), 0 at their daily limit; paid 2.8 USDT; fee pool after 96.4 USDT',
    )
    expect(await ledgerSnapshot(database.db)).toEqual(before)
    expect(await run('club:settlements')).toBe('No settled days.')

    const settled = await run('club:settle', '--day', '2026-03-02', '--reason', 'manual')
    expect(settled).toContain('Settled 2026-03-02:')
    expect(settled).toContain('paid 45 USDT to 1 members')
    expect(settled).toContain('paid 2.8 USDT; fee pool after 96.4 USDT')
    expect(await lastAction()).toMatchObject({ action: 'club:settle', reason: 'manual' })
    expect(await run('club:settle', '--day', '2026-03-02')).toMatch(/^Nothing to do: 2026-03-02 is not after/)
    expect(await run('club:preview', '--day', '2026-03-01')).toContain('already settled')
    expect(await run('club:settlements')).toMatch(/^2026-03-02 {2}static 45\/45 of pool 1000/)
    await expect(run('club:settle', '--day', '2026-02-30')).rejects.toBeInstanceOf(UsageError)
  })

  it('club:settle refuses a day that has not begun unless told --early true', async () => {
    const now = () => new Date('2026-03-03T10:00:00Z')
    const settle = (...extra: string[]) =>
      runOpsCommand({
        db: database.db,
        commands,
        operator: 'alice',
        now,
        timeZone: 'Asia/Shanghai',
        argv: ['club:settle', '--day', '2026-03-04', ...extra],
      })
    await expect(settle()).rejects.toThrow(/2026-03-04 has not begun in Asia\/Shanghai/)
    expect(await run('club:settlements')).not.toContain('2026-03-04')
    // The day between is settled first: a day is never skipped.
    const output = await settle('--early', 'true')
    expect(output.indexOf('Settled 2026-03-03:')).toBeGreaterThanOrEqual(0)
    expect(output.indexOf('Settled 2026-03-04:')).toBeGreaterThan(output.indexOf('Settled 2026-03-03:'))
    expect(await lastAction()).toMatchObject({
      action: 'club:settle',
      payload: expect.objectContaining({ early: true }),
    })
  })
})
