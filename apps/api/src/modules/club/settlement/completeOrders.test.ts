import { sql } from 'drizzle-orm'
import { DEFAULT_CLUB_RULES as rules, ORDER_STATUSES, transition, type OrderStatus } from '@vita/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../platform/db/testing'
import { queryRows } from '../../../platform/db/sql'
import { completeOrders } from './completeOrders'
import { insertClubMembers, insertClubOrders, type TestClubOrder } from './settlementTesting'

const price = rules.orderPrice

describe.each(testDatabaseKinds)("the settlement's status changes are the state machine's (%s)", (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertClubMembers(database.db, [{ id: 1, referrerId: null, joinedAt: new Date(0) }])
  })
  afterAll(() => database.dispose())

  it('every status × static cap reached × dynamic cap reached ends where transition() takes it', async () => {
    const cases: (TestClubOrder & { expected: OrderStatus })[] = []
    for (const status of ORDER_STATUSES)
      for (const staticReached of [false, true])
        for (const dynamicReached of [false, true]) {
          let expected = status
          if (staticReached) {
            const next = transition(expected, 'staticCapReached')
            if (next.ok) expected = next.status
          }
          if (dynamicReached) {
            const next = transition(expected, 'dynamicCapReached')
            if (next.ok) expected = next.status
          }
          cases.push({
            id: cases.length + 1,
            memberId: 1,
            amount: price,
            status,
            activationDay: '2026-01-01',
            staticEarned: staticReached ? price : price - 1n,
            dynamicEarned: dynamicReached ? 2n * price : 2n * price - 1n,
            expected,
          })
        }
    await insertClubOrders(database.db, cases)
    const changes = await database.db.transaction((tx) => completeOrders({ tx, day: '2026-01-02', rules }))
    const rows = await queryRows<{ id: string; status: OrderStatus }>(
      database.db,
      sql`select o.id::text, o.status from club_orders o order by o.id`,
    )
    expect(rows.map((row) => row.status)).toEqual(cases.map((c) => c.expected))
    const moved = cases.filter((c) => c.expected !== c.status).length
    expect(moved).toBeGreaterThan(0)
    expect(changes.reduce((sum, change) => sum + change.orders, 0)).toBe(moved)
  })
})
