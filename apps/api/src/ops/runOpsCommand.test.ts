import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc } from 'drizzle-orm'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../platform/db/testing'
import { getAccountBalances } from '../modules/ledger'
import { ledgerSnapshot, ledgerViolations } from '../modules/ledger/ledgerTesting'
import { ensureGenesisMember, type Member } from '../modules/members'
import { news } from '../modules/news/tables'
import { operatorActions } from '../modules/operators/tables'
import { getWithdrawRules } from '../modules/withdrawals/withdrawRules'
import { appModules } from '../app/modules'
import { UsageError } from '../platform/ops'
import { opsRegistry } from './registry'
import { runOpsCommand } from './runOpsCommand'

const UNIT = 10n ** 18n

describe.each(testDatabaseKinds)('operator commands (%s)', (kind) => {
  let database: TestDatabase
  let member: Member
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    member = await ensureGenesisMember(database.db, {
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      inviteCode: 'GENESIS2024',
    })
  })
  afterAll(() => database.dispose())

  const commands = opsRegistry(appModules)
  const run = (...argv: string[]) => runOpsCommand({ db: database.db, commands, argv, operator: 'os-user' })
  const balance = async () =>
    (await getAccountBalances(database.db, { owner: { memberId: member.id }, currency: 'USDT' }))[0]?.balance
  const lastAction = async () =>
    (await database.db.select().from(operatorActions).orderBy(desc(operatorActions.id)).limit(1))[0]

  it('prints the usage for --help and no command', async () => {
    expect(await run('--help')).toContain('withdraw:set-rules')
    expect(await run()).toContain('credit')
  })

  it('credits and debits a member by UUID or address, as ledger transfers, recording who and why', async () => {
    const out = await run(
      'credit',
      '--member',
      member.uuid,
      '--currency',
      'usdt',
      '--amount',
      '10.5',
      '--reason',
      'compensation #12',
      '--operator',
      'alice',
    )
    expect(out).toMatch(/^Credited 10.5 USDT to member /)
    expect(await balance()).toBe(10n * UNIT + UNIT / 2n)
    expect(await lastAction()).toMatchObject({
      operator: 'alice',
      action: 'credit',
      reason: 'compensation #12',
      payload: { memberUuid: member.uuid, currency: 'USDT', amount: '10.5' },
    })
    await run(
      'debit',
      '--member',
      member.address.toLowerCase(),
      '--currency',
      'USDT',
      '--amount',
      '0.5',
      '--reason',
      'correction',
    )
    expect(await balance()).toBe(10n * UNIT)
    expect(await lastAction()).toMatchObject({ operator: 'os-user', action: 'debit', reason: 'correction' })
    // The same --key twice is one adjustment.
    await run(
      'credit',
      '--member',
      member.uuid,
      '--currency',
      'USDT',
      '--amount',
      '1',
      '--reason',
      'retry-safe',
      '--key',
      'ticket-7',
    )
    expect(
      await run(
        'credit',
        '--member',
        member.uuid,
        '--currency',
        'USDT',
        '--amount',
        '1',
        '--reason',
        'retry-safe',
        '--key',
        'ticket-7',
      ),
    ).toMatch(/^Already done/)
    expect(await balance()).toBe(11n * UNIT)
    expect(await ledgerViolations(database.db)).toEqual([])
  })

  it('refuses bad input and changes nothing', async () => {
    const before = await ledgerSnapshot(database.db)
    const actionsBefore = await database.db.select().from(operatorActions)
    const base = ['--member', member.uuid, '--currency', 'USDT', '--reason', 'x']
    for (const amount of ['-1', '0', '1.0000000000000000001', 'ten', '1e3', '']) {
      await expect(run('credit', ...base, '--amount', amount), amount).rejects.toThrow()
    }
    await expect(
      run('credit', '--member', member.uuid, '--currency', 'USDT', '--amount', '1'),
    ).rejects.toThrow(UsageError)
    await expect(
      run('credit', ...base.slice(0, 2), '--currency', 'BTC', '--amount', '1', '--reason', 'x'),
    ).rejects.toThrow(UsageError)
    await expect(
      run('credit', '--member', crypto.randomUUID(), '--currency', 'USDT', '--amount', '1', '--reason', 'x'),
    ).rejects.toThrow(/no member/)
    await expect(run('debit', ...base, '--amount', '1000')).rejects.toThrow()
    await expect(run('credit', ...base, '--amount', '1', '--bogus', 'y')).rejects.toThrow()
    await expect(run('frobnicate')).rejects.toThrow(UsageError)
    expect(await ledgerSnapshot(database.db)).toEqual(before)
    expect(await database.db.select().from(operatorActions)).toEqual(actionsBefore)
  })

  it('publishes news and sets withdraw rules, each recorded', async () => {
    const out = await run(
      'news:publish',
      '--title-zh',
      '上线公告',
      '--title-en',
      'Launch',
      '--body-zh',
      '正文',
      '--body-en',
      'Body',
      '--operator',
      'bob',
    )
    expect(out).toMatch(/^Published news #\d+/)
    expect(await database.db.select().from(news)).toHaveLength(1)
    expect(await lastAction()).toMatchObject({ operator: 'bob', action: 'news:publish' })
    await expect(run('news:publish', '--title-zh', 'x')).rejects.toThrow(UsageError)

    expect(
      await run(
        'withdraw:set-rules',
        '--currency',
        'DPINE',
        '--minimum',
        '100',
        '--fee',
        '1.25',
        '--arrival-minutes',
        '45',
        '--reason',
        'launch rules',
      ),
    ).toMatch(/^Withdraw rules for DPINE: minimum 100, fee 1.25, arrival ~45 min, enabled; audit #\d+$/)
    expect(await lastAction()).toMatchObject({ reason: 'launch rules' })
    expect(await getWithdrawRules(database.db, 'DPINE')).toEqual({
      currency: 'DPINE',
      minimum: 100n * UNIT,
      fee: UNIT + UNIT / 4n,
      expectedArrivalMinutes: 45,
      enabled: true,
    })
    await run('withdraw:set-rules', '--currency', 'DPINE', '--enabled', 'false')
    expect((await getWithdrawRules(database.db, 'DPINE')).enabled).toBe(false)
    expect(await lastAction()).toMatchObject({
      action: 'withdraw:set-rules',
      payload: { currency: 'DPINE', minimum: '100', fee: '1.25', enabled: false },
    })
    for (const bad of [
      ['--fee', '-1'],
      ['--minimum', 'abc'],
      ['--enabled', 'yes'],
      ['--arrival-minutes', '1.5'],
      [],
    ]) {
      await expect(run('withdraw:set-rules', '--currency', 'DPINE', ...bad)).rejects.toThrow(UsageError)
    }
    expect(await run('withdraw:list')).toBe('No withdrawals.')
    await expect(run('withdraw:list', '--status', 'lost')).rejects.toThrow(UsageError)
    expect(await run('actions:list', '--limit', '2')).toContain('withdraw:set-rules')
  })
})
