import type { ShopOrder } from '@vita/shared/schemas/shop'
import type { Db } from '../../platform/db/client'
import type { DomainError } from '../../platform/http/domainError'
import { findMemberShopOrder } from './findMemberShopOrder'
import { toShopOrderView } from './orderView'
import { releaseUnpaidOrder } from './releaseUnpaidOrder'

export type CancelShopOrderParameters = {
  memberId: number
  orderNo: string
  uploadsBaseUrl: string
  now: Date
}
export type CancelShopOrderReturnType = ShopOrder
/** notFound, orderTransitionRefused (409: no longer pending payment). */
export type CancelShopOrderErrorType = DomainError

/** The member cancels their unpaid order: stock back, coupon use released, history row. */
export async function cancelShopOrder(
  db: Db,
  p: CancelShopOrderParameters,
): Promise<CancelShopOrderReturnType> {
  return db.transaction(async (tx) => {
    const order = await findMemberShopOrder(tx, { memberId: p.memberId, orderNo: p.orderNo, lock: true })
    const cancelled = await releaseUnpaidOrder(tx, {
      order,
      event: 'cancelledByMember',
      actor: 'member',
      now: p.now,
    })
    return toShopOrderView(tx, cancelled, p.uploadsBaseUrl)
  })
}
