/** What a member can do with an order in each status (spec §4), and the shop's error texts. */
import { apiMessages } from '@vita/shared/errors'
import type { Locale } from '@vita/shared/locale'
import type { ShopOrder } from '@vita/shared/schemas/shop'
import type { ShopOrderStatus } from '@vita/shared/shop/orderStatus'
import { apiReason } from '../../lib/httpError'

export type OrderActionKey = 'pay' | 'cancel' | 'confirmReceipt' | 'review'

export function orderActions(order: Pick<ShopOrder, 'status' | 'items'>): OrderActionKey[] {
  switch (order.status) {
    case 'pending_payment':
      return ['pay', 'cancel']
    case 'pending_receipt':
      return ['confirmReceipt']
    case 'completed':
      return order.items.some((item) => !item.reviewed) ? ['review'] : []
    default:
      return []
  }
}

/** What an order's total is to the member: due before it is paid, paid once paid. */
export type AmountLabel = 'due' | 'orderTotal' | 'paid'

/**
 * Unpaid: the amount due (the payment screen's 应付金额). Cancelled: it was never paid (only an unpaid
 * order is cancelled), so the order total. Every other status was paid, a refunded one too: the spec's
 * "total paid" (实付).
 */
export function amountLabelOf(status: ShopOrderStatus): AmountLabel {
  switch (status) {
    case 'pending_payment':
      return 'due'
    case 'cancelled':
      return 'orderTotal'
    default:
      return 'paid'
  }
}

const isMessageKey = (key: string): key is keyof typeof apiMessages => key in apiMessages

/** The API's reason as its catalogue text (e.g. 库存不足), else `fallback` (the spec's failure text). */
export function shopErrorText(error: unknown, fallback: string, locale: Locale): string {
  const reason = apiReason(error)
  return reason && isMessageKey(reason) ? apiMessages[reason][locale] : fallback
}

/** A coupon refusal of the quote (a key of apiMessages) as text. */
export function couponErrorText(key: string, locale: Locale): string {
  return isMessageKey(key) ? apiMessages[key][locale] : apiMessages.couponInvalid[locale]
}
