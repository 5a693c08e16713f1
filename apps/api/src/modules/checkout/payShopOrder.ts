import { createHash } from 'node:crypto'
import { and, asc, inArray, sql } from 'drizzle-orm'
import { shopOrderTransition, splitPayment } from '@vita/shared'
import type { PayOrderRequest, ShopOrder } from '@vita/shared/schemas/shop'
import type { Db } from '../../platform/db/client'
import { jsonRows, queryRows } from '../../platform/db/sql'
import { conflict, DomainError, invalidInput, notFound } from '../../platform/http/domainError'
import type { CardService } from '../cards'
import { countSales } from '../catalogue'
import { ensureAccount, getAccountBalances, postTransferBatch, type BatchTransfer } from '../ledger'
import { shopOrders, type ShopOrderRow } from './tables'
import { checkoutBatching } from './checkoutBatches'
import { ORDER_NO } from './orderNumber'
import { assembleShopOrderView, toShopOrderView, type OrderItemWithProduct } from './orderView'

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

/** A payment as payOrders takes it: the parameters without how the answer is shown. */
export type PayRequest = Omit<PayShopOrderParameters, 'uploadsBaseUrl'>
/** What paying did for one request: paid it, found it no longer pending, or refused. */
export type PayOutcome =
  | { outcome: 'paid'; order: ShopOrderRow; items: OrderItemWithProduct[] }
  | { outcome: 'settled'; order: ShopOrderRow }
  | { outcome: 'refused'; error: DomainError }

/** Paying's batches (checkoutBatches.ts); the benchmark configures and reads them. */
export const paying = checkoutBatching(payOrders)

/** Pays a pending order (spec §4): see payOrders; payments at the same time share a batch. */
export async function payShopOrder(db: Db, p: PayShopOrderParameters): Promise<PayShopOrderReturnType> {
  if (!ORDER_NO.test(p.orderNo)) throw notFound()
  const outcome = await paying.submit(db, p)
  switch (outcome.outcome) {
    case 'paid':
      return {
        order: assembleShopOrderView(outcome.order, outcome.items, new Set(), p.uploadsBaseUrl),
        replayed: false,
      }
    case 'settled': {
      // An order no longer pending: its paying key and body answer it again, anything else is refused.
      if (outcome.order.payRequestKey !== p.requestKey) throw conflict('orderTransitionRefused')
      if (outcome.order.payRequestHash !== payRequestHash(p.request)) throw conflict('idempotencyMismatch')
      return { order: await toShopOrderView(db, outcome.order, p.uploadsBaseUrl), replayed: true }
    }
    case 'refused':
      throw outcome.error
  }
}

// The status paying leads to, from the shared state machine (transitionShopOrder's rule).
const PAID = shopOrderTransition('pending_payment', 'paid')

/** A payment decided and not written yet. */
type Draft = {
  index: number
  request: PayRequest
  order: ShopOrderRow
  card: bigint
  balance: bigint
  cardId: string | null
}

/**
 * Pays pending orders in the caller's transaction, each decided on its own and in request order: the
 * orders are locked (id order) and read with their items; each request is checked (the caller's order,
 * still pending, before its pay-by time; a card is locked and pays at most what is left on it after the
 * requests before it, the rest comes from the available USDT). Then the balance parts are posted in one
 * ledger statement, each with its own outcome (member → shop_revenue, `shop:<orderNo>:pay`; too little
 * balance refuses that payment alone), the cards are spent, and the paid orders move to
 * pending_shipment with their history and their units for the sales counters (the shop.foldSales job
 * folds them: paying locks no SKU or product row). The same order twice answers the first's outcome.
 */
export async function payOrders(tx: Db, requests: readonly PayRequest[]): Promise<PayOutcome[]> {
  if (!PAID) throw new Error('shop: the state machine does not pay a pending order')
  const numbers = [...new Set(requests.map((r) => r.orderNo).filter((no) => ORDER_NO.test(no)))]
  // The orders locked in id order, each with its items (the answer and the units sold), in one read.
  const locked =
    numbers.length === 0
      ? []
      : await tx
          .select({ order: shopOrders, items: itemsOf, now: sql<string>`now()::text` })
          .from(shopOrders)
          .where(
            and(
              inArray(shopOrders.orderNo, numbers),
              inArray(shopOrders.memberId, [...new Set(requests.map((r) => r.memberId))]),
            ),
          )
          .orderBy(asc(shopOrders.id))
          .for('update', { of: shopOrders })
  const orders = new Map(locked.map(({ order }) => [`${order.memberId}:${order.orderNo}`, order]))
  const items = locked.flatMap((row) => row.items.map(toOrderItem))
  const now = new Date(locked[0]?.now ?? Date.now())

  const drafts: Draft[] = []
  const firstFor = new Map<number, number>()
  const cardLeft = new Map<string, bigint>()
  const decided: (PayOutcome | { outcome: 'draft'; of: number } | { outcome: 'again'; of: number })[] = []
  for (const [index, r] of requests.entries()) {
    const order = orders.get(`${r.memberId}:${r.orderNo}`)
    const first = order && firstFor.get(order.id)
    if (first !== undefined) {
      decided.push({ outcome: 'again', of: first })
      continue
    }
    try {
      if (!order) throw notFound()
      if (order.status !== 'pending_payment') {
        decided.push({ outcome: 'settled', order })
        continue
      }
      if (r.now >= order.payBy) throw conflict('orderPaymentExpired')
      let split = { card: 0n, balance: order.total }
      let cardId: string | null = null
      if (r.request.method === 'card') {
        const card = await r.cards.lockCardForPayment(tx, {
          number: r.request.cardNumber,
          secret: r.request.cardSecret,
          now: r.now,
        })
        const left = cardLeft.get(card.uuid) ?? card.remaining
        if (left <= 0n) throw invalidInput('cardUnavailable')
        split = splitPayment(order.total, left)
        cardLeft.set(card.uuid, left - split.card)
        cardId = card.uuid
      }
      firstFor.set(order.id, index)
      decided.push({ outcome: 'draft', of: drafts.length })
      drafts.push({ index, request: r, order, cardId, ...split })
    } catch (error) {
      if (!(error instanceof DomainError)) throw error
      decided.push({ outcome: 'refused', error })
    }
  }

  const refusals = await postBalanceParts(tx, drafts)
  const paying = drafts.filter((draft) => !refusals.has(draft))
  for (const draft of paying)
    if (draft.card > 0n && draft.request.request.method === 'card')
      await draft.request.cards.spendFromCard(tx, {
        cardNumber: draft.request.request.cardNumber,
        secret: draft.request.request.cardSecret,
        amount: draft.card,
        idempotencyKey: payKey(draft.order),
        reference: { type: 'shop_order', id: draft.order.orderNo },
        now: draft.request.now,
      })
  const paid = await markPaid(tx, paying, PAID, now)
  // The units sold onto the catalogue's sales counters, by way of its pending rows: paying locks no SKU
  // or product row (the shop.foldSales job folds them).
  const paidIds = new Set(paid.keys())
  await countSales(
    tx,
    items
      .filter((item) => paidIds.has(item.orderId))
      .map((item) => ({ skuId: item.skuId, productId: item.productId, quantity: item.quantity })),
  )

  const outcomeOf = (draftIndex: number): PayOutcome => {
    const draft = drafts[draftIndex]
    if (!draft) throw new Error('shop: a payment without its draft')
    const refusal = refusals.get(draft)
    if (refusal) return { outcome: 'refused', error: refusal }
    const order = paid.get(draft.order.id)
    if (!order) throw new Error('shop: a paid order was not updated')
    return { outcome: 'paid', order, items: items.filter((item) => item.orderId === order.id) }
  }
  return decided.map((outcome): PayOutcome => {
    if (outcome.outcome === 'draft') return outcomeOf(outcome.of)
    if (outcome.outcome !== 'again') return outcome
    // The same order again in this batch: settled if the first request paid it, else the first's refusal.
    const first = decided[outcome.of]
    const firstOutcome = first?.outcome === 'draft' ? outcomeOf(first.of) : null
    if (!firstOutcome) throw new Error('shop: a repeated payment without its first')
    return firstOutcome.outcome === 'paid' ? { outcome: 'settled', order: firstOutcome.order } : firstOutcome
  })
}

const payKey = (order: ShopOrderRow) => `shop:${order.orderNo}:pay`

/** The balance parts in one ledger statement; the payments it refused, with their errors. */
async function postBalanceParts(tx: Db, drafts: readonly Draft[]): Promise<Map<Draft, DomainError>> {
  const refused = new Map<Draft, DomainError>()
  const fromBalance = drafts.filter((draft) => draft.balance > 0n)
  if (fromBalance.length === 0) return refused
  const transfers: BatchTransfer[] = fromBalance.map((draft) => ({
    idempotencyKey: payKey(draft.order),
    currency: 'USDT',
    type: 'shopping_expense',
    amount: draft.balance,
    from: { memberId: draft.request.memberId },
    to: { systemCode: 'shop_revenue' },
    reference: { type: 'shop_order', id: draft.order.orderNo },
  }))
  let outcomes = await postTransferBatch(tx, transfers)
  const missing = fromBalance.filter((_, index) => outcomes[index]?.outcome === 'missing_account')
  if (missing.length > 0 && (await someCanPay(tx, missing))) {
    // The shop's revenue account is opened on its first payment (a member without one has no balance).
    await ensureAccount(tx, { owner: { systemCode: 'shop_revenue' }, currency: 'USDT' })
    outcomes = await postTransferBatch(tx, transfers)
  }
  fromBalance.forEach((draft, index) => {
    switch (outcomes[index]?.outcome) {
      case 'created':
      case 'existing':
        return
      case 'mismatch':
        refused.set(draft, conflict('idempotencyMismatch'))
        return
      case 'insufficient':
      case 'missing_account':
        // A member without a USDT account has nothing to pay with.
        refused.set(draft, invalidInput('insufficientBalance'))
        return
      default:
        throw new Error(`shop: the payment of ${draft.order.orderNo} was not posted`)
    }
  })
  return refused
}

/** Whether some of these payments' members hold enough to pay: only then is an account worth opening. */
async function someCanPay(tx: Db, drafts: readonly Draft[]): Promise<boolean> {
  for (const draft of drafts) {
    const [usdt] = await getAccountBalances(tx, {
      owner: { memberId: draft.request.memberId },
      currency: 'USDT',
    })
    if (usdt && usdt.available >= draft.balance) return true
  }
  return false
}

/**
 * The paid orders to `status` in one statement, with their history; the rows as they now are (`now`: the transaction's time, which updated_at takes).
 */
async function markPaid(
  tx: Db,
  drafts: readonly Draft[],
  status: ShopOrderRow['status'],
  now: Date,
): Promise<Map<number, ShopOrderRow>> {
  if (drafts.length === 0) return new Map()
  const paid = drafts.map((draft): ShopOrderRow => ({
    ...draft.order,
    status,
    paidAt: draft.request.now,
    cardAmount: draft.card,
    balanceAmount: draft.balance,
    cardId: draft.cardId,
    payRequestKey: draft.request.requestKey,
    payRequestHash: payRequestHash(draft.request.request),
    updatedAt: now,
  }))
  const rows = paid.map((order) => ({
    id: order.id,
    paid_at: order.paidAt?.toISOString() ?? null,
    card_amount: order.cardAmount.toString(),
    balance_amount: order.balanceAmount.toString(),
    card_id: order.cardId,
    pay_request_key: order.payRequestKey,
    pay_request_hash: order.payRequestHash,
  }))
  const [updated] = await queryRows<{ paid: string }>(
    tx,
    sql`with u as (
        update shop_orders so set status = ${status}, paid_at = x.paid_at, card_amount = x.card_amount,
          balance_amount = x.balance_amount, card_id = x.card_id, pay_request_key = x.pay_request_key,
          pay_request_hash = x.pay_request_hash, updated_at = now()
        from json_to_recordset(${jsonRows(rows)}) as x(id bigint, paid_at timestamptz, card_amount numeric,
          balance_amount numeric, card_id uuid, pay_request_key text, pay_request_hash text)
        where so.id = x.id and so.status = 'pending_payment'
        returning so.id
      ), e as (
        insert into shop_order_events (order_id, from_status, to_status, actor)
        select u.id, 'pending_payment', ${status}, 'member' from u
      )
      select count(*)::text as paid from u`,
    { prepared: true },
  )
  // The orders are locked and were pending: anything else is a bug, and the batch rolls back.
  if (Number(updated?.paid) !== drafts.length)
    throw new Error('shop: a locked pending order could not be paid')
  return new Map(paid.map((order) => [order.id, order]))
}

/** Each order's items with their products' uuid and option groups, as JSON (toOrderItem reads it). */
const itemsOf = sql<
  ItemJson[]
>`(select coalesce(json_agg(json_build_object('id', oi.id, 'order_id', oi.order_id,
    'product_id', oi.product_id, 'sku_id', oi.sku_id, 'sku_code', oi.sku_code, 'name_zh', oi.name_zh,
    'name_en', oi.name_en, 'options', oi.options, 'image', oi.image, 'unit_price', oi.unit_price::text,
    'quantity', oi.quantity, 'product_uuid', p.uuid, 'option_groups', p.option_groups) order by oi.id), '[]')
  from shop_order_items oi left join catalogue_product_refs p on p.id = oi.product_id
  where oi.order_id = "shop_orders"."id")`
type ItemJson = {
  id: number
  order_id: number
  product_id: number
  sku_id: number
  sku_code: string
  name_zh: string
  name_en: string
  options: OrderItemWithProduct['options']
  image: string | null
  unit_price: string
  quantity: number
  product_uuid: string | null
  option_groups: NonNullable<OrderItemWithProduct['product']>['optionGroups'] | null
}
const toOrderItem = (item: ItemJson): OrderItemWithProduct => ({
  id: Number(item.id),
  orderId: Number(item.order_id),
  productId: Number(item.product_id),
  skuId: Number(item.sku_id),
  skuCode: item.sku_code,
  nameZh: item.name_zh,
  nameEn: item.name_en,
  options: item.options,
  image: item.image,
  unitPrice: BigInt(item.unit_price),
  quantity: item.quantity,
  product:
    item.product_uuid === null ? null : { uuid: item.product_uuid, optionGroups: item.option_groups ?? [] },
})

/** The payment request without the card's secret (no place keeps it, hashed or not). */
function payRequestHash(request: PayOrderRequest): string {
  const fields = request.method === 'card' ? ['card', request.cardNumber] : ['balance']
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 32)
}
