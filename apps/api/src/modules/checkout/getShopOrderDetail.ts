import { asc, desc, eq } from 'drizzle-orm'
import type { ShopOrderDetail } from '@vita/shared/schemas/shop'
import type { Db } from '../../platform/db/client'
import type { DomainError } from '../../platform/http/domainError'
import { shopLogisticsEvents, shopOrderEvents } from './tables'
import { findMemberShopOrder } from './findMemberShopOrder'
import { toShopOrderView } from './orderView'

export type GetShopOrderDetailParameters = { memberId: number; orderNo: string; uploadsBaseUrl: string }
export type GetShopOrderDetailReturnType = ShopOrderDetail
/** notFound: malformed, missing or another member's order. */
export type GetShopOrderDetailErrorType = DomainError

/** One of the caller's orders with its status history and, once shipped, its logistics timeline. */
export async function getShopOrderDetail(
  db: Db,
  p: GetShopOrderDetailParameters,
): Promise<GetShopOrderDetailReturnType> {
  const order = await findMemberShopOrder(db, { memberId: p.memberId, orderNo: p.orderNo })
  const [view, history, logistics] = await Promise.all([
    toShopOrderView(db, order, p.uploadsBaseUrl),
    db
      .select()
      .from(shopOrderEvents)
      .where(eq(shopOrderEvents.orderId, order.id))
      .orderBy(asc(shopOrderEvents.id)),
    db
      .select()
      .from(shopLogisticsEvents)
      .where(eq(shopLogisticsEvents.orderId, order.id))
      .orderBy(desc(shopLogisticsEvents.happenedAt), desc(shopLogisticsEvents.id)),
  ])
  return {
    ...view,
    history: history.map((event) => ({
      from: event.fromStatus,
      to: event.toStatus,
      at: event.createdAt.toISOString(),
    })),
    logistics:
      order.carrier && order.trackingNo
        ? {
            carrier: order.carrier,
            trackingNo: order.trackingNo,
            events: logistics.map((event) => ({
              at: event.happenedAt.toISOString(),
              location: event.location,
              description: event.description,
            })),
          }
        : null,
  }
}
