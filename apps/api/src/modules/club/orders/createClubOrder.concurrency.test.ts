import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { body, createTestApp, type TestApp } from '../../../app/testApp'
import { signUpMember, type TestMember } from '../../assets/assetsTesting'
import { clubOrders } from '../tables'
import { whitelistMember } from './clubOrdersTesting'

// Real concurrency needs real connections: PGlite runs one statement at a time.
describe.runIf(process.env.TEST_DATABASE_URL)('POST /app/club/orders under concurrency (postgres)', () => {
  let t: TestApp
  let alice: TestMember
  beforeAll(async () => {
    t = await createTestApp('postgres')
    alice = await signUpMember(t)
    await whitelistMember(t.database.db, alice.id)
  })
  afterAll(() => t?.close())

  const ordersOfAlice = () => t.database.db.select().from(clubOrders).where(eq(clubOrders.memberId, alice.id))
  const burst = (round: string) =>
    Promise.all(Array.from({ length: 100 }, (_, i) => postClubOrder(t, alice, `${round}-${i}`)))

  it('100 submissions at once with different keys record one open order; the rest are refused', async () => {
    const responses = await burst('first')
    const reasons = responses.map((response) => body<{ reason?: string }>(response).data?.reason ?? 'ok')
    expect(reasons.filter((reason) => reason === 'ok')).toHaveLength(1)
    expect(reasons.filter((reason) => reason === 'orderOpen')).toHaveLength(99)
    const rows = await ordersOfAlice()
    expect(rows).toHaveLength(1)
    expect(rows[0]?.status).toBe('pending')
  })

  it('with three standing and none open, 100 at once add exactly the fourth: never more than the maximum', async () => {
    await t.database.db.update(clubOrders).set({ status: 'active' }).where(eq(clubOrders.memberId, alice.id))
    await t.database.db.insert(clubOrders).values(
      [1, 2].map(() => ({
        memberId: alice.id,
        status: 'active' as const,
        amount: 224n * 10n ** 18n,
        shares: 1n,
      })),
    )
    const responses = await burst('second')
    const reasons = responses.map((response) => body<{ reason?: string }>(response).data?.reason ?? 'ok')
    expect(reasons.filter((reason) => reason === 'ok')).toHaveLength(1)
    expect(reasons.filter((reason) => reason === 'orderOpen' || reason === 'orderLimitReached')).toHaveLength(
      99,
    )
    const rows = await ordersOfAlice()
    expect(rows).toHaveLength(4)
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(1)

    await t.database.db
      .update(clubOrders)
      .set({ status: 'cancelled' })
      .where(eq(clubOrders.status, 'pending'))
    const afterCancel = await burst('third')
    expect(afterCancel.filter((response) => response.statusCode === 200)).toHaveLength(1)
    const final = await ordersOfAlice()
    expect(final.filter((row) => row.status !== 'cancelled' && row.status !== 'failed')).toHaveLength(4)
    expect(final.filter((row) => row.status === 'pending')).toHaveLength(1)
  })
})

/** POST /app/club/orders as `member` with the given Idempotency-Key (omitted when null). */
function postClubOrder(
  t: TestApp,
  member: TestMember,
  key: string | null,
  payload: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/app/club/orders',
    headers: { ...member.auth, ...(key === null ? {} : { 'idempotency-key': key }), ...headers },
    payload,
  })
}
