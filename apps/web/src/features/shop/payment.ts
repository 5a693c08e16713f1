/**
 * The payment screen's rules: the time left to pay, the card fields, and how a card's remaining value
 * splits the amount due (shared splitPayment: the card up to its value, the rest from the balance).
 */
import type { ShopOrderDetail } from '@vita/shared/schemas/shop'
import { isCardSecret } from '@vita/shared/club/cardSecret'
import { splitPayment } from '@vita/shared/shop/pricing'

const CARD_NUMBER = /^\d{16}$/

export type CardFieldsIssue = 'numberInvalid' | 'secretInvalid'

/** The first problem of the card fields (the API's own patterns), or null. */
export function cardFieldsIssue(number: string, secret: string): CardFieldsIssue | null {
  if (!CARD_NUMBER.test(number.trim())) return 'numberInvalid'
  if (!isCardSecret(secret)) return 'secretInvalid'
  return null
}

export type PaymentSplitView = { card: bigint; balance: bigint; shortOfBalance: boolean }

/** What the card and the balance pay; `shortOfBalance` when the balance cannot cover its part. */
export function paymentSplit(
  total: bigint,
  cardRemaining: bigint | null,
  available: bigint | null,
): PaymentSplitView {
  const split = splitPayment(total, cardRemaining)
  return { ...split, shortOfBalance: available !== null && available < split.balance }
}

/** Whole seconds until `payBy` (0 once it has passed). */
export function secondsLeft(payBy: string, now: number): number {
  return Math.max(0, Math.floor((Date.parse(payBy) - now) / 1000))
}

/** "mm:ss" (or "h:mm:ss") of a count of seconds. */
export function formatCountdown(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`
}

/**
 * Why an order can no longer be paid: 'cancelled' when the member cancelled it before pay_by,
 * 'expired' when its time ran out (the expiry job cancels at pay_by or later); null while payable.
 */
export function unpayableReason(
  order: Pick<ShopOrderDetail, 'status' | 'payBy' | 'history'>,
  secondsToPay: number,
): 'cancelled' | 'expired' | null {
  if (order.status === 'pending_payment') return secondsToPay === 0 ? 'expired' : null
  if (order.status !== 'cancelled') return null
  const cancelled = order.history.find((step) => step.to === 'cancelled')
  return cancelled && Date.parse(cancelled.at) < Date.parse(order.payBy) ? 'cancelled' : 'expired'
}
