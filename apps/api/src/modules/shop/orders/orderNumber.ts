import { sql } from 'drizzle-orm'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'

/** Order numbers are digits only: anything else in a URL answers 404 without a query. */
export const ORDER_NO = /^[0-9]{20,32}$/

/**
 * The next order's id and number: the UTC time to the second (14 digits) then the row id padded to 8
 * digits, so numbers sort by time and are unique by construction (no retry on a collision).
 */
export async function nextOrderNumber(db: Db, now: Date): Promise<{ id: number; orderNo: string }> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select nextval(pg_get_serial_sequence('shop_orders', 'id'))::text as id`,
  )
  if (!row) throw new Error('no order id')
  return { id: Number(row.id), orderNo: `${orderNumberPrefix(now)}${row.id.padStart(8, '0')}` }
}

/** An order number's first 14 digits: the UTC time to the second. */
export const orderNumberPrefix = (now: Date): string =>
  now
    .toISOString()
    .replace(/[^0-9]/g, '')
    .slice(0, 14)
