import type { ShopOrder } from '@vita/shared/schemas/shop'
import type { Db } from '../../platform/db/client'
import type { DomainError } from '../../platform/http/domainError'
import { findMemberShopOrder } from './findMemberShopOrder'
import { toShopOrderView } from './orderView'
import { transitionShopOrder } from './transitionShopOrder'

export type ConfirmReceiptParameters = {
  memberId: number
  orderNo: string
  uploadsBaseUrl: string
  now: Date
}
export type ConfirmReceiptReturnType = ShopOrder
/** notFound, orderTransitionRefused (409: not pending receipt). */
export type ConfirmReceiptErrorType = DomainError

/** The member confirms the goods arrived (spec §4): pending_receipt → completed, completed_at set. */
export async function confirmReceipt(db: Db, p: ConfirmReceiptParameters): Promise<ConfirmReceiptReturnType> {
  return db.transaction(async (tx) => {
    const order = await findMemberShopOrder(tx, { memberId: p.memberId, orderNo: p.orderNo, lock: true })
    const completed = await transitionShopOrder(tx, {
      orderId: order.id,
      from: order.status,
      event: 'received',
      actor: 'member',
      changes: { completedAt: p.now },
    })
    return toShopOrderView(tx, completed, p.uploadsBaseUrl)
  })
}
