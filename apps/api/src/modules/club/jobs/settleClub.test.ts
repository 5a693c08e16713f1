import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../platform/db/testing'
import { queryRows } from '../../../platform/db/sql'
import { runJobNow } from '../../../platform/jobs'
import { createRecordingLogger } from '../../../platform/jobs/jobsTesting'
import { ensureSystemAccounts } from '../../ledger'
import { ledgerViolations } from '../../ledger/ledgerTesting'
import { settleClubDay } from '../settlement/settleClubDay'
import { settleDaysUpTo } from '../settlement/settleDaysUpTo'
import {
  fundAccount,
  insertClubMembers,
  insertClubOrders,
  rebuildMemberStats,
} from '../settlement/settlementTesting'
import { SETTLE_CLUB_JOB, settleClubJob } from './settleClub'

describe.each(testDatabaseKinds)('the club.settleDay job (%s)', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await ensureSystemAccounts(database.db)
    await insertClubMembers(database.db, [
      { id: 1, referrerId: null, joinedAt: new Date(1_000) },
      { id: 2, referrerId: 1, joinedAt: new Date(2_000) },
    ])
    await insertClubOrders(database.db, [
      { id: 1, memberId: 2, amount: 224n * 10n ** 18n, status: 'active', activationDay: '2026-02-01' },
    ])
    await rebuildMemberStats(database.db)
    await fundAccount(database.db, { systemCode: 'static_dividend_pool' }, 1_000n * 10n ** 18n, 'fund:static')
    await fundAccount(database.db, { systemCode: 'fee_pool' }, 100n * 10n ** 18n, 'fund:fee')
  })
  afterAll(() => database.dispose())

  const settledDays = async () =>
    (
      await queryRows<{ day: string }>(
        database.db,
        sql`select day::text as day from club_settlements order by 1`,
      )
    ).map((row) => row.day)

  it('settles its run key, then catches up every unsettled day up to the next run key in order', async () => {
    const job = settleClubJob({ db: database.db, dailyAt: '00:05' })
    expect(job).toMatchObject({ name: SETTLE_CLUB_JOB, schedule: { dailyAt: '00:05' } })
    const logger = createRecordingLogger()
    await runJobNow({ db: database.db, job, runKey: '2026-02-02', logger })
    expect(await settledDays()).toEqual(['2026-02-02'])
    await runJobNow({ db: database.db, job, runKey: '2026-02-05', logger })
    expect(await settledDays()).toEqual(['2026-02-02', '2026-02-03', '2026-02-04', '2026-02-05'])
    expect(logger.messages().filter((message) => message === 'club day settled')).toHaveLength(4)
    expect(await ledgerViolations(database.db)).toEqual([])
  })

  it('an operator re-run of a settled day is a no-op', async () => {
    const job = settleClubJob({ db: database.db, dailyAt: '00:05' })
    const before = await queryRows(database.db, sql`select count(*)::text as n from ledger_transfers`)
    await runJobNow({ db: database.db, job, runKey: '2026-02-05' })
    expect(await queryRows(database.db, sql`select count(*)::text as n from ledger_transfers`)).toEqual(
      before,
    )
    expect((await settleClubDay(database.db, { day: '2026-02-04' })).kind).toBe('alreadySettled')
  })

  it('settles at most maxDays per call, oldest first, and stops between days once its signal aborts', async () => {
    const first = await settleDaysUpTo(database.db, { day: '2026-02-10', maxDays: 2 })
    expect(first.days.map((day) => day.day)).toEqual(['2026-02-06', '2026-02-07'])
    expect(first.remaining).toBe(3)
    const aborted = new AbortController()
    aborted.abort()
    expect(await settleDaysUpTo(database.db, { day: '2026-02-10', signal: aborted.signal })).toEqual({
      days: [],
      remaining: 3,
    })
    const job = settleClubJob({ db: database.db, dailyAt: '00:05' })
    await runJobNow({ db: database.db, job, runKey: '2026-02-10' })
    expect((await settledDays()).at(-1)).toBe('2026-02-10')
  })
})
