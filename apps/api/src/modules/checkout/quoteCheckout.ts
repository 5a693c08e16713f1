import { orderSummary, type DeliveryMethod } from '@vita/shared'
import type { CheckoutQuote, CheckoutQuoteRequest } from '@vita/shared/schemas/shop'
import type { Db } from '../../platform/db/client'
import type { DomainError } from '../../platform/http/domainError'
import { checkCoupon } from '../promotions'
import { memberCouponUses } from './couponUses'
import { cartItemView } from '../cart'
import { loadCheckoutLines, pricedLines } from './checkoutLines'
import { findOrderAddress } from './memberAddress'

export type QuoteCheckoutParameters = {
  memberId: number
  request: CheckoutQuoteRequest
  fees: Record<DeliveryMethod, bigint>
  uploadsBaseUrl: string
  now: Date
}
export type QuoteCheckoutReturnType = CheckoutQuote
/** cartEmpty, notFound (a buy-now SKU or an address the caller may not use). */
export type QuoteCheckoutErrorType = DomainError

/**
 * The checkout screen's summary exactly as placing would charge it (the shared orderSummary with the
 * configured fee); a coupon that does not apply is reported in `couponError`, never as an error.
 */
export async function quoteCheckout(db: Db, p: QuoteCheckoutParameters): Promise<QuoteCheckoutReturnType> {
  if (p.request.addressId !== undefined)
    await findOrderAddress(db, { memberId: p.memberId, addressUuid: p.request.addressId })
  const lines = await loadCheckoutLines(db, { memberId: p.memberId, lines: p.request.lines })
  const fee = p.fees[p.request.deliveryMethod]
  const priced = pricedLines(lines)
  const plain = orderSummary(priced, fee, null)
  const coupon = p.request.couponCode
    ? await checkCoupon(db, {
        code: p.request.couponCode,
        itemsTotal: plain.itemsTotal,
        now: p.now,
        lock: false,
        memberUses: await memberCouponUses(db, { code: p.request.couponCode, memberId: p.memberId }),
      })
    : null
  const summary = coupon?.ok ? orderSummary(priced, fee, coupon.terms) : plain
  return {
    lines: lines.map((line) => {
      const {
        id: _id,
        selected: _selected,
        ...item
      } = cartItemView({ ...line, cartItemId: 0, selected: true }, p.uploadsBaseUrl)
      return { ...item, lineTotal: (line.sku.price * BigInt(line.quantity)).toString() }
    }),
    summary: {
      itemsTotal: summary.itemsTotal.toString(),
      shippingFee: summary.shippingFee.toString(),
      discount: summary.discount.toString(),
      total: summary.total.toString(),
    },
    couponError: coupon && !coupon.ok ? coupon.reason : null,
  }
}
