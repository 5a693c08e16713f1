import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DELIVERY_METHODS, DELIVERY_WORKING_DAYS, envelopeSchema } from '@vita/shared'
import {
  checkoutQuoteSchema,
  checkoutQuoteRequestSchema,
  deliveryMethodsSchema,
  orderNoParamsSchema,
  payOrderSchema,
  placeOrderSchema,
  shopOrderDetailSchema,
  shopOrderSchema,
  shopOrdersPageSchema,
  shopOrdersQuerySchema,
  submitReviewsSchema,
} from '@vita/shared/schemas/shop'
import { withAuth } from '../../platform/http/auth'
import { ok } from '../../platform/http/envelope'
import { requireIdempotencyKey } from '../../platform/http/idempotencyKey'
import { moneyMovementRateLimit } from '../../platform/http/rateLimits'
import { verifyMemberStepUp } from '../../platform/http/verifyStepUp'
import { createCardService } from '../cards'
import { cancelShopOrder } from './cancelShopOrder'
import { confirmReceipt } from './confirmReceipt'
import { getShopOrderDetail } from './getShopOrderDetail'
import { listShopOrders } from './listShopOrders'
import { checkPaymentStepUp } from './paymentStepUp'
import { payShopOrder } from './payShopOrder'
import { placeShopOrder } from './placeShopOrder'
import { quoteCheckout } from './quoteCheckout'
import { submitReviews } from './submitReviews'

/**
 * Delivery methods, the checkout quote and the caller's marketplace orders: place, pay, cancel, confirm
 * receipt, review, list and read. Another member's order answers 404 like a missing one.
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config, now } = app.services
  const cards = createCardService(config.cardSecretKey)
  const base = config.uploadsBaseUrl
  const fees = config.shopDeliveryFees
  const member = { tags: ['shop'], security: [{ bearer: [] }] }
  const order = { ...member, params: orderNoParamsSchema, response: { 200: envelopeSchema(shopOrderSchema) } }

  app.get(
    '/shop/delivery-methods',
    {
      schema: {
        tags: ['shop'],
        summary: 'The delivery methods with their fees and working days, and the time to pay',
        response: { 200: envelopeSchema(deliveryMethodsSchema) },
      },
    },
    async (request) =>
      ok(request, {
        methods: DELIVERY_METHODS.map((method) => ({
          method,
          fee: fees[method].toString(),
          workingDays: DELIVERY_WORKING_DAYS[method],
        })),
        paymentTimeoutMinutes: config.shopPaymentTimeoutMinutes,
      }),
  )
  app.post(
    '/shop/checkout/quote',
    {
      schema: {
        ...member,
        summary: 'The order summary as placing would charge it (a coupon refusal in couponError)',
        body: checkoutQuoteRequestSchema,
        response: { 200: envelopeSchema(checkoutQuoteSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) =>
      ok(
        request,
        await quoteCheckout(database.db, {
          memberId: auth.memberId,
          request: request.body,
          fees,
          uploadsBaseUrl: base,
          now: now(),
        }),
      ),
    ),
  )
  app.post(
    '/shop/orders',
    {
      schema: {
        ...member,
        summary: 'Place an order to pay: reserves the stock (Idempotency-Key header required)',
        body: placeOrderSchema,
        response: { 200: envelopeSchema(shopOrderSchema) },
      },
      onRequest: app.authenticate,
      config: { rateLimit: moneyMovementRateLimit(app) },
    },
    withAuth(async (request, auth) => {
      const requestKey = requireIdempotencyKey(request)
      const placed = await placeShopOrder(database.db, {
        memberId: auth.memberId,
        requestKey,
        request: request.body,
        fees,
        paymentTimeoutMinutes: config.shopPaymentTimeoutMinutes,
        uploadsBaseUrl: base,
        now: now(),
      })
      return ok(request, placed.order)
    }),
  )
  app.get(
    '/shop/orders',
    {
      schema: {
        ...member,
        summary: "The caller's marketplace orders of one tab, newest first (cursor pages)",
        querystring: shopOrdersQuerySchema,
        response: { 200: envelopeSchema(shopOrdersPageSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) =>
      ok(
        request,
        await listShopOrders(database.db, {
          memberId: auth.memberId,
          ...request.query,
          uploadsBaseUrl: base,
        }),
      ),
    ),
  )
  app.get(
    '/shop/orders/:orderNo',
    {
      schema: {
        ...member,
        summary: "One of the caller's orders with its history and logistics",
        params: orderNoParamsSchema,
        response: { 200: envelopeSchema(shopOrderDetailSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) =>
      ok(
        request,
        await getShopOrderDetail(database.db, {
          memberId: auth.memberId,
          orderNo: request.params.orderNo,
          uploadsBaseUrl: base,
        }),
      ),
    ),
  )
  app.post(
    '/shop/orders/:orderNo/pay',
    {
      schema: {
        ...order,
        summary:
          'Pay an order from the balance, or a shopping card and the rest from the balance (Idempotency-Key)',
        body: payOrderSchema,
      },
      onRequest: app.authenticate,
      config: { rateLimit: moneyMovementRateLimit(app) },
    },
    withAuth(async (request, auth) => {
      const requestKey = requireIdempotencyKey(request)
      await checkPaymentStepUp(database.db, {
        memberId: auth.memberId,
        orderNo: request.params.orderNo,
        requestKey,
        request: request.body,
        threshold: config.shopStepUpThreshold,
        verify: (proof, build) => verifyMemberStepUp(app.services, auth.member.address, proof, build),
      })
      const paid = await payShopOrder(database.db, {
        memberId: auth.memberId,
        orderNo: request.params.orderNo,
        requestKey,
        request: request.body,
        cards,
        uploadsBaseUrl: base,
        now: now(),
      })
      return ok(request, paid.order)
    }),
  )
  const memberAction = (
    path: string,
    summary: string,
    action: typeof cancelShopOrder | typeof confirmReceipt,
  ) =>
    app.post(
      `/shop/orders/:orderNo/${path}`,
      { schema: { ...order, summary }, onRequest: app.authenticate },
      withAuth(async (request, auth) =>
        ok(
          request,
          await action(database.db, {
            memberId: auth.memberId,
            orderNo: request.params.orderNo,
            uploadsBaseUrl: base,
            now: now(),
          }),
        ),
      ),
    )
  memberAction('cancel', 'Cancel an unpaid order (stock and coupon released)', cancelShopOrder)
  memberAction('receipt', 'Confirm the goods arrived (pending receipt → completed)', confirmReceipt)
  app.post(
    '/shop/orders/:orderNo/reviews',
    {
      schema: {
        ...order,
        summary: "Review a completed order's items, one review each",
        body: submitReviewsSchema,
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) =>
      ok(
        request,
        await submitReviews(database.db, {
          memberId: auth.memberId,
          orderNo: request.params.orderNo,
          reviews: request.body.reviews,
          uploadsBaseUrl: base,
        }),
      ),
    ),
  )
}
