import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORDER_EVENTS, ORDER_STATUSES, transition } from '@vita/shared'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../../platform/db/testing'
import { DomainError } from '../../../platform/http/domainError'
import { insertTestMembers } from '../../members/membersTesting'
import { clubOrders } from '../tables'
import { transitionOrder } from './transitionOrder'

describe.each(testDatabaseKinds)('transitionOrder, the one writer of an order status (%s)', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertTestMembers(database.db, [1])
  })
  afterAll(() => database?.dispose())

  const insertOrder = async (status: (typeof ORDER_STATUSES)[number]) => {
    const [row] = await database.db
      .insert(clubOrders)
      .values({ memberId: 1, status, amount: 224n, shares: 1n })
      .returning()
    if (!row) throw new Error('no order')
    return row
  }
  const reload = async (id: number) =>
    (await database.db.select().from(clubOrders).where(eq(clubOrders.id, id)))[0]

  it('every event the state machine refuses is a 409 orderTransitionRefused and changes nothing', async () => {
    let refusals = 0
    for (const status of ORDER_STATUSES) {
      const order = await insertOrder(status)
      for (const event of ORDER_EVENTS) {
        if (transition(status, event).ok) continue
        const attempt = transitionOrder(database.db, {
          orderId: order.id,
          from: status,
          event,
          changes: { failureReason: 'must not be written', txHash: `0x${'ee'.repeat(32)}` },
        })
        await expect(attempt).rejects.toMatchObject({ messageKey: 'orderTransitionRefused', httpStatus: 409 })
        expect(await reload(order.id)).toEqual(order)
        refusals += 1
      }
    }
    expect(refusals).toBeGreaterThan(40)
  })

  it('an event read against a status the order has left (a race) is refused and changes nothing', async () => {
    const order = await insertOrder('pending')
    await transitionOrder(database.db, { orderId: order.id, from: 'pending', event: 'cancelledByMember' })
    const cancelled = await reload(order.id)

    const late = transitionOrder(database.db, {
      orderId: order.id,
      from: 'pending',
      event: 'txSubmitted',
      changes: { txHash: `0x${'ab'.repeat(32)}` },
    })

    await expect(late).rejects.toBeInstanceOf(DomainError)
    expect(await reload(order.id)).toEqual(cancelled)
    expect(cancelled?.status).toBe('cancelled')
  })

  it('an allowed event moves the status and writes its columns', async () => {
    const order = await insertOrder('pending')
    const hash = `0x${'cd'.repeat(32)}`
    const next = await transitionOrder(database.db, {
      orderId: order.id,
      from: 'pending',
      event: 'txSubmitted',
      changes: { txHash: hash },
    })
    expect(next).toMatchObject({ status: 'pending_verification', txHash: hash })
  })
})
