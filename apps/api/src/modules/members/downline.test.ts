import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ensureGenesisMember,
  findMemberById,
  isInDownline as isInDownlineOf,
  listDownline as listDownlineOf,
  type ListDownlineParameters,
} from '.'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { body, createTestApp, signIn, TEST_GENESIS_INVITE, type TestApp } from '../../app/testApp'
import { testDatabaseKinds } from '../../platform/db/testing'
import { bindReferrer } from './bindReferrer'
import type { Member } from './findMember'
import { childPath, pathSegment } from './referralPath'
import { registerMember } from './registerMember'

const newAddress = () => privateKeyToAccount(generatePrivateKey()).address

describe('referral paths', () => {
  it('sort siblings by id and keep each subtree after its root', () => {
    expect(pathSegment(5)).toBe('15')
    expect(pathSegment(35)).toBe('1z')
    expect(pathSegment(36)).toBe('210')
    const paths = [childPath('/11/', 36), childPath('/11/', 5), childPath(childPath('/11/', 5), 400), '/11/']
    expect([...paths].sort()).toEqual(['/11/', '/11/15/', '/11/15/2b4/', '/11/210/'])
  })
})

describe.each(testDatabaseKinds)('members and the referral tree (%s)', (kind) => {
  let t: TestApp
  // genesis → a → (a1 → a1x, a2), genesis → b
  let a: Member, a1: Member, a2: Member, a1x: Member, b: Member
  const register = async (referrer: Member) =>
    (await registerMember(t.database.db, { address: newAddress(), referrer })).member

  beforeAll(async () => {
    t = await createTestApp(kind)
    a = await register(t.genesis)
    a1 = await register(a)
    b = await register(t.genesis)
    a2 = await register(a)
    a1x = await register(a1)
  })
  afterAll(() => t.close())

  it('gives the genesis member the configured invite code and sequential community numbers', async () => {
    expect(t.genesis).toMatchObject({
      inviteCode: TEST_GENESIS_INVITE,
      communityNumber: 'C000001',
      referrerId: null,
      depth: 0,
    })
    expect(a.communityNumber).toBe('C000002')
    expect(a1x).toMatchObject({ referrerId: a1.id, depth: 3, referrerUuid: a1.uuid })
    const again = await ensureGenesisMember(t.database.db, {
      address: newAddress(),
      inviteCode: 'OTHER123',
    })
    expect(again.id).toBe(t.genesis.id)
  })

  it('answers "is X in my downline"', async () => {
    const isInDownline = (ancestorId: number, memberId: number) =>
      isInDownlineOf(t.database.db, ancestorId, memberId)
    expect(await isInDownline(t.genesis.id, a1x.id)).toBe(true)
    expect(await isInDownline(a.id, a1x.id)).toBe(true)
    expect(await isInDownline(a1.id, a1x.id)).toBe(true)
    expect(await isInDownline(b.id, a1x.id)).toBe(false)
    expect(await isInDownline(a2.id, a1x.id)).toBe(false)
    expect(await isInDownline(a1x.id, a.id)).toBe(false)
    expect(await isInDownline(a.id, a.id)).toBe(false)
    expect(await isInDownline(a.id, 999_999)).toBe(false)
  })

  it('lists a downline in pre-order, paginated, optionally to a depth', async () => {
    const listDownline = (memberId: number, parameters: ListDownlineParameters) =>
      listDownlineOf(t.database.db, memberId, parameters)
    const all = await listDownline(t.genesis.id, { limit: 10 })
    expect(all.items.map((m) => m.id)).toEqual([a.id, a1.id, a1x.id, a2.id, b.id])
    expect(all.items.map((m) => m.depth)).toEqual([1, 2, 3, 2, 1])
    expect(all.nextCursor).toBeNull()

    const seen: number[] = []
    let cursor: string | undefined
    do {
      const page = await listDownline(t.genesis.id, { limit: 2, cursor })
      expect(page.items.length).toBeLessThanOrEqual(2)
      seen.push(...page.items.map((m) => m.id))
      cursor = page.nextCursor ?? undefined
    } while (cursor)
    expect(seen).toEqual(all.items.map((m) => m.id))

    expect((await listDownline(t.genesis.id, { limit: 10, maxDepth: 1 })).items.map((m) => m.id)).toEqual([
      a.id,
      b.id,
    ])
    expect((await listDownline(a.id, { limit: 10 })).items.map((m) => m.id)).toEqual([a1.id, a1x.id, a2.id])
    expect((await listDownline(a1x.id, { limit: 10 })).items).toEqual([])
  })

  it('binds a referrer once, moving the subtree, never making a cycle', async () => {
    // A member without a referrer (e.g. imported) and its own invitee.
    const orphan = (await registerMember(t.database.db, { address: newAddress(), referrer: null })).member
    const child = await register(orphan)
    await expect(bindReferrer(t.database.db, orphan.id, child.inviteCode)).rejects.toMatchObject({
      httpStatus: 400,
    })
    await expect(bindReferrer(t.database.db, orphan.id, orphan.inviteCode)).rejects.toMatchObject({
      httpStatus: 400,
    })
    const bound = await bindReferrer(t.database.db, orphan.id, a2.inviteCode.toLowerCase())
    expect(bound).toMatchObject({ referrerId: a2.id, depth: 3 })
    expect(await isInDownlineOf(t.database.db, a.id, child.id)).toBe(true)
    expect((await findMemberById(t.database.db, child.id))?.depth).toBe(4)
    await expect(bindReferrer(t.database.db, orphan.id, b.inviteCode)).rejects.toMatchObject({
      httpStatus: 409,
    })
    await expect(bindReferrer(t.database.db, t.genesis.id, b.inviteCode)).rejects.toMatchObject({
      httpStatus: 403,
    })
  })

  it('serves POST /app/members/bind-referrer to signed-in members', async () => {
    const { token } = await signIn(t.app, privateKeyToAccount(generatePrivateKey()), TEST_GENESIS_INVITE)
    const bind = (inviteCode: string, authorization?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/app/members/bind-referrer',
        payload: { inviteCode },
        headers: authorization ? { authorization } : {},
      })
    expect((await bind(b.inviteCode)).statusCode).toBe(401)
    const already = await bind(b.inviteCode, `Bearer ${token}`)
    expect(already.statusCode).toBe(409)
    expect(body(already)).toEqual({
      code: 409,
      msg: '已绑定推荐人',
      data: { reason: 'referrerAlreadyBound' },
    })
    expect((await bind('x', `Bearer ${token}`)).statusCode).toBe(400)
  })
})
