/** What a member can do with an order in each status (spec §4), and the shop's error texts. */
import { apiMessages } from '@vita/shared/errors'
import type { Locale } from '@vita/shared/locale'
import type { ShopOrder } from '@vita/shared/schemas/shop'
import { isHttpError } from '../../lib/httpError'

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

const isMessageKey = (key: string): key is keyof typeof apiMessages => key in apiMessages

/** The API's reason as its catalogue text (e.g. 库存不足), else `fallback` (the spec's failure text). */
export function shopErrorText(error: unknown, fallback: string, locale: Locale): string {
  const reason = isHttpError(error) && error.failure.kind === 'envelope' ? error.failure.reason : null
  return reason && isMessageKey(reason) ? apiMessages[reason][locale] : fallback
}

/** A coupon refusal of the quote (a key of apiMessages) as text. */
export function couponErrorText(key: string, locale: Locale): string {
  return isMessageKey(key) ? apiMessages[key][locale] : apiMessages.couponInvalid[locale]
}
