import { createHash } from 'node:crypto'
import { PgTransaction } from 'drizzle-orm/pg-core'
import { splitPayment } from '@vita/shared'
import type { PayOrderRequest, ShopOrder } from '@vita/shared/schemas/shop'
import type { Db } from '../../../platform/db/client'
import { conflict, invalidInput, notFound, type DomainError } from '../../../platform/http/domainError'
import type { CardService } from '../../club'
import { createLedger } from '../../ledger'
import type { ShopOrderRow } from '../tables'
import { checkoutBatchesFor, type PayBatchOutcome } from './checkoutBatches'
import { findMemberShopOrder } from './findMemberShopOrder'
import { ORDER_NO } from './orderNumber'
import { assembleShopOrderView, orderItemsWithProducts, toShopOrderView } from './orderView'
import { countSales } from './stockReservation'
import { transitionShopOrder } from './transitionShopOrder'

export type PayShopOrderParameters = {
  memberId: number
  orderNo: string
  /** The request's Idempotency-Key: the same key and body answer the paid order again. */
  requestKey: string
  request: PayOrderRequest
  cards: CardService
  uploadsBaseUrl: string
  now: Date
}
export type PayShopOrderReturnType = { order: ShopOrder; replayed: boolean }
/**
 * notFound, orderPaymentExpired (409), orderTransitionRefused (409: not pending payment),
 * idempotencyMismatch (409), insufficientBalance (400), cardInvalid / cardUnavailable (400).
 */
export type PayShopOrderErrorType = DomainError

/**
 * Pays a pending order in one transaction under the order's row lock: from the card (at most what is
 * left on it, the card's row locked so two orders never spend more than its value) and the rest from the
 * available USDT (one ledger transfer member → shop_revenue, `shop:<orderNo>:pay`); the units sold go to
 * the sales counters (by the shop.foldSales job) and the order to pending_shipment with paid_at. Any
 * refusal rolls back everything.
 */
export async function payShopOrder(db: Db, p: PayShopOrderParameters): Promise<PayShopOrderReturnType> {
  const requestHash = payRequestHash(p.request)
  // From the balance alone, a payment goes in a batch (checkoutBatches.ts) with the same checks, in the
  // same order, and the same writes as the transaction below; a card payment goes alone.
  if (!(db instanceof PgTransaction) && p.request.method === 'balance') {
    if (!ORDER_NO.test(p.orderNo)) throw notFound()
    const outcome = await checkoutBatchesFor(db).pay.submit({
      memberId: p.memberId,
      orderNo: p.orderNo,
      requestKey: p.requestKey,
      requestHash,
      now: p.now,
    })
    if (outcome !== 'alone' && outcome.outcome !== 'alone') return paidAnswer(db, outcome, p, requestHash)
  }
  return payAlone(db, p, requestHash)
}

async function paidAnswer(
  db: Db,
  outcome: Exclude<PayBatchOutcome, { outcome: 'alone' }>,
  p: PayShopOrderParameters,
  requestHash: string,
): Promise<PayShopOrderReturnType> {
  switch (outcome.outcome) {
    case 'paid':
      return {
        order: assembleShopOrderView(outcome.order, outcome.items, new Set(), p.uploadsBaseUrl),
        replayed: false,
      }
    case 'settled':
      return replayPayment(db, outcome.order, p, requestHash)
    case 'not_found':
      throw notFound()
    case 'expired':
      throw conflict('orderPaymentExpired')
    case 'insufficient':
      throw invalidInput('insufficientBalance')
    case 'conflict':
      throw conflict('idempotencyMismatch')
  }
}

/** An order no longer pending: its paying key and body answer it again, anything else is refused. */
async function replayPayment(
  db: Db,
  order: ShopOrderRow,
  p: PayShopOrderParameters,
  requestHash: string,
): Promise<PayShopOrderReturnType> {
  if (order.payRequestKey !== p.requestKey) throw conflict('orderTransitionRefused')
  if (order.payRequestHash !== requestHash) throw conflict('idempotencyMismatch')
  return { order: await toShopOrderView(db, order, p.uploadsBaseUrl), replayed: true }
}

async function payAlone(
  db: Db,
  p: PayShopOrderParameters,
  requestHash: string,
): Promise<PayShopOrderReturnType> {
  return db.transaction(async (tx) => {
    const order = await findMemberShopOrder(tx, { memberId: p.memberId, orderNo: p.orderNo, lock: true })
    if (order.status !== 'pending_payment') return replayPayment(tx, order, p, requestHash)
    if (p.now >= order.payBy) throw conflict('orderPaymentExpired')
    const reference = { type: 'shop_order', id: order.orderNo }
    const key = `shop:${order.orderNo}:pay`
    // Locks in one order for every path: the order, the card's, then ledger accounts (shop_revenue is a
    // row every payment updates: locked last, it is held only for the commit). The units sold are
    // appended for the sales counters' fold: paying locks no SKU or product row.
    const items = await orderItemsWithProducts(tx, [order.id])
    await countSales(tx, items)
    let split = { card: 0n, balance: order.total }
    let cardId: string | null = null
    if (p.request.method === 'card') {
      const card = await p.cards.lockCardForPayment(tx, {
        number: p.request.cardNumber,
        secret: p.request.cardSecret,
        now: p.now,
      })
      split = splitPayment(order.total, card.remaining)
      cardId = card.uuid
    }
    const paid = await transitionShopOrder(tx, {
      orderId: order.id,
      from: 'pending_payment',
      event: 'paid',
      actor: 'member',
      changes: {
        paidAt: p.now,
        cardAmount: split.card,
        balanceAmount: split.balance,
        cardId,
        payRequestKey: p.requestKey,
        payRequestHash: requestHash,
      },
    })
    if (split.card > 0n && p.request.method === 'card')
      await p.cards.spendFromCard(tx, {
        cardNumber: p.request.cardNumber,
        secret: p.request.cardSecret,
        amount: split.card,
        idempotencyKey: key,
        reference,
        now: p.now,
      })
    if (split.balance > 0n)
      await createLedger(tx).postTransfer({
        idempotencyKey: key,
        currency: 'USDT',
        type: 'shopping_expense',
        amount: split.balance,
        from: { memberId: p.memberId },
        to: { systemCode: 'shop_revenue' },
        reference,
      })
    return { order: assembleShopOrderView(paid, items, new Set(), p.uploadsBaseUrl), replayed: false }
  })
}

/** The payment request without the card's secret (no place keeps it, hashed or not). */
function payRequestHash(request: PayOrderRequest): string {
  const fields = request.method === 'card' ? ['card', request.cardNumber] : ['balance']
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 32)
}
