import { eq } from 'drizzle-orm'
import type { Db } from '../../../../platform/db/client'
import { textOption, UsageError, type OpsOptions } from '../../../../platform/ops'
import { shopOrders, type ShopOrderRow } from '../../tables'
import { ORDER_NO } from '../orderNumber'

/** --order: an order number (digits). */
export function orderNoOption(options: OpsOptions): string {
  const orderNo = textOption(options, 'order', true).trim()
  if (!ORDER_NO.test(orderNo)) throw new UsageError('--order must be an order number (digits)')
  return orderNo
}

/** An ISO 8601 time option (`2026-03-01T10:00:00+08:00`). */
export function timeOption(options: OpsOptions, name: string, required: true): Date
export function timeOption(options: OpsOptions, name: string, required?: false): Date | undefined
export function timeOption(options: OpsOptions, name: string, required = false): Date | undefined {
  const value = required ? textOption(options, name, true) : textOption(options, name)
  if (value === undefined) return undefined
  const time = new Date(value)
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(time.getTime()))
    throw new UsageError(`--${name} must be an ISO 8601 time, e.g. 2026-03-01T10:00:00+08:00`)
  return time
}

/** The order row, locked for the rest of the command's transaction; a missing one is a usage mistake. */
export async function lockOrderByNo(db: Db, orderNo: string): Promise<ShopOrderRow> {
  const [order] = await db.select().from(shopOrders).where(eq(shopOrders.orderNo, orderNo)).for('update')
  if (!order) throw new UsageError(`no order ${orderNo}`)
  return order
}
