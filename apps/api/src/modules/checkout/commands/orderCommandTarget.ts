import { eq } from 'drizzle-orm'
import type { Db } from '../../../platform/db/client'
import { textOption, UsageError, type OpsOptions } from '../../../platform/ops'
import { shopOrders, type ShopOrderRow } from '../tables'
import { ORDER_NO } from '../orderNumber'

/** --order: an order number (digits). */
export function orderNoOption(options: OpsOptions): string {
  const orderNo = textOption(options, 'order', true).trim()
  if (!ORDER_NO.test(orderNo)) throw new UsageError('--order must be an order number (digits)')
  return orderNo
}

/** The order row, locked for the rest of the command's transaction; a missing one is a usage mistake. */
export async function lockOrderByNo(db: Db, orderNo: string): Promise<ShopOrderRow> {
  const [order] = await db.select().from(shopOrders).where(eq(shopOrders.orderNo, orderNo)).for('update')
  if (!order) throw new UsageError(`no order ${orderNo}`)
  return order
}
