import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { DailyRanking, HomeSummary } from '@vita/shared'
import { body, createTestApp, signIn, type TestApp } from '../../app/testApp'
import { testDatabaseKinds } from '../../platform/db/testing'
import { postTransfer } from '../ledger'
import { insertChainOrder, seedInviteReward, seedOrder } from '../club/clubTesting'
import { findMemberByUuid, listDownline } from '../members'
import { signUpMember, type TestMember, UNIT } from '../assets/assetsTesting'
import { dailyRanking } from './dailyRanking'
import { homeSummary } from './homeSummary'

describe.each(testDatabaseKinds)('daily ranking and home summary (%s)', (kind) => {
  let t: TestApp
  let leader: TestMember
  let second: TestMember
  let loner: TestMember
  let orders = 0

  /** A member invited by `inviter` (signed in with the inviter's invite code). */
  async function invitee(inviter: TestMember) {
    const account = privateKeyToAccount(generatePrivateKey())
    const inviterRow = await findMemberByUuid(t.database.db, inviter.uuid)
    const { userInfo } = await signIn(t.app, account, inviterRow?.inviteCode)
    return { address: account.address, uuid: userInfo.uuid }
  }
  async function order(
    buyer: string,
    amount: bigint,
    blockTime: Date,
    status: 'pending_confirmation' | 'rejected' = 'pending_confirmation',
  ) {
    orders++
    await insertChainOrder(t.database.db, {
      chainId: 31337,
      txHash: `0x${orders.toString(16).padStart(64, '0')}`,
      logIndex: 0,
      blockNumber: BigInt(orders),
      blockHash: `0x${'ab'.repeat(32)}`,
      blockTime,
      orderId: BigInt(orders),
      status,
      buyer,
      referrer: buyer,
      amount,
      dpineReturned: 0n,
      price: 0n,
      toStaticPool: 0n,
      toCentralBank: 0n,
      toFeePool: 0n,
    })
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    // 2026-03-10 10:00 in Shanghai = 02:00 UTC; that Shanghai day runs from 03-09 16:00 to 03-10 16:00 UTC.
    t.clock.now = new Date('2026-03-10T02:00:00Z')
    leader = await signUpMember(t)
    second = await signUpMember(t)
    loner = await signUpMember(t)
    const a = await invitee(leader)
    const b = await invitee(leader)
    const c = await invitee(second)
    await order(a.address, 224n * UNIT, new Date('2026-03-09T16:30:00Z'))
    await order(b.address, 224n * UNIT, new Date('2026-03-10T01:00:00Z'))
    await order(c.address, 448n * UNIT, new Date('2026-03-10T01:30:00Z'))
    await order(c.address, 224n * UNIT, new Date('2026-03-09T15:59:00Z')) // yesterday in Shanghai
    await order(a.address, 224n * UNIT, new Date('2026-03-10T01:40:00Z'), 'rejected')
  })
  afterAll(() => t.close())

  const get = (url: string, member: TestMember) => t.app.inject({ method: 'GET', url, headers: member.auth })

  it("ranks today's direct-invite purchases in the configured time zone, with the caller's rank", async () => {
    const response = await get('/app/ranking/daily', second)
    expect(response.statusCode).toBe(200)
    const ranking = body<DailyRanking>(response).data
    expect(ranking).toMatchObject({ date: '2026-03-10', timeZone: 'Asia/Shanghai' })
    expect(ranking.entries.map((e) => [e.rank, e.purchases, e.value])).toEqual([
      [1, 2, String(448n * UNIT)],
      [2, 1, String(448n * UNIT)],
    ])
    expect(ranking.entries[0]?.maskedAddress).toBe(
      `${leader.address.slice(0, 6)}…${leader.address.slice(-4)}`,
    )
    expect(ranking.entries[0]?.communityNumber).toMatch(/^C\d+$/)
    expect(JSON.stringify(ranking)).not.toContain(leader.address)
    expect(ranking.me).toEqual({ rank: 2, purchases: 1, value: String(448n * UNIT) })
    const lonely = body<DailyRanking>(await get('/app/ranking/daily', loner)).data
    expect(lonely.me).toEqual({ rank: null, purchases: 0, value: '0' })
  })

  it('is empty on a day without purchases', async () => {
    // Called directly: moving the request clock two days would expire the test sessions.
    const ranking = await dailyRanking(t.database.db, {
      memberId: leader.id,
      now: new Date('2026-03-12T02:00:00Z'),
      timeZone: 'Asia/Shanghai',
    })
    expect(ranking).toMatchObject({
      date: '2026-03-12',
      entries: [],
      me: { rank: null, purchases: 0, value: '0' },
    })
  })

  it("summarises direct invites and the club's invite rewards net of reversals, total and today", async () => {
    const { db } = t.database
    const { items: directs } = await listDownline(db, leader.id, { limit: 10, maxDepth: 1 })
    const [first, second] = directs
    if (!first || !second) throw new Error('the leader has two direct invitees')
    const reward = async (inviteeId: number, day: string, kind: 'grant' | 'reversal' = 'grant') =>
      seedInviteReward(db, {
        referrerId: leader.id,
        inviteeId,
        orderId: (await seedOrder(db, inviteeId)).id,
        day,
        kind,
      })
    await reward(first.id, '2026-03-09')
    await reward(second.id, '2026-03-10')
    // The request clock says 2026-03-10 in Shanghai: the second grant is today's.
    const summary = body<HomeSummary>(await get('/app/home/summary', leader)).data
    expect(summary).toEqual({
      directInvites: 2,
      inviteRewardTotal: String(20n * UNIT),
      inviteRewardToday: String(10n * UNIT),
    })
    // A reversal the next day: the total drops; that day's net is negative and shows as nothing.
    await reward(second.id, '2026-03-11', 'reversal')
    expect(
      await homeSummary(db, {
        memberId: leader.id,
        now: new Date('2026-03-11T02:00:00Z'),
        timeZone: 'Asia/Shanghai',
      }),
    ).toEqual({ directInvites: 2, inviteRewardTotal: String(10n * UNIT), inviteRewardToday: '0' })
    // Ledger entries of type invite_reward alone (no club record) are not club invite rewards.
    await postTransfer(db, {
      idempotencyKey: 'not-a-club-reward',
      currency: 'USDT',
      type: 'invite_reward',
      amount: 5n * UNIT,
      from: { systemCode: 'operator_adjustments' },
      to: { memberId: leader.id },
    })
    expect(body<HomeSummary>(await get('/app/home/summary', leader)).data.inviteRewardTotal).toBe(
      String(10n * UNIT),
    )
    expect(body<HomeSummary>(await get('/app/home/summary', loner)).data).toEqual({
      directInvites: 0,
      inviteRewardTotal: '0',
      inviteRewardToday: '0',
    })
  })

  it('answers 401 without a session', async () => {
    for (const url of ['/app/ranking/daily', '/app/home/summary'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
  })
})
