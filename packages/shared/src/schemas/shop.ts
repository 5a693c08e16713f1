/**
 * The marketplace's API contract (routes under /app/shop; the catalogue without a token, the rest with
 * one): products, reviews, the cart, the checkout quote, orders, payment, receipt, reviews. Prices are
 * decimal strings of USDT base units; names come in both languages (the app shows its locale's).
 * Order numbers and ids in URLs: one the caller may not see answers 404 like one that does not exist.
 */
import { z } from 'zod'
import { baseUnitsSchema } from '../address'
import { cardSecretInputSchema } from './club'
import {
  DELIVERY_METHODS,
  PAYMENT_METHODS,
  PRODUCT_CATEGORIES,
  PRODUCT_SORTS,
  REVIEW_IMAGES_MAX,
} from '../shop/catalogue'
import { SHOP_ORDER_STATUSES, SHOP_ORDER_TABS } from '../shop/orderStatus'
import { pageSchema } from './assets'
import { safeText } from './input'
import { stepUpFields } from './stepUp'

export const productCategorySchema = z.enum(PRODUCT_CATEGORIES)
export const deliveryMethodSchema = z.enum(DELIVERY_METHODS)
export const shopOrderStatusSchema = z.enum(SHOP_ORDER_STATUSES)
export const localizedTextSchema = z.object({ zh: z.string(), en: z.string() })
export type LocalizedTextView = z.infer<typeof localizedTextSchema>
/** An image as the app loads it: the full URL under UPLOADS_BASE_URL. */
const imageUrlSchema = z.string()
/** `:id` of products (UUID) and `:orderNo` of orders: not checked here, a malformed one answers 404. */
export const shopIdParamsSchema = z.object({ id: z.string().max(64) })
export const orderNoParamsSchema = z.object({ orderNo: z.string().max(64) })

// ---------------------------------------------------------------------------------------------
// Catalogue (no token).
/** GET /app/shop/products: `q` matches zh and en names (partial words), `category` absent = all. */
export const productListQuerySchema = z.object({
  q: safeText(60).trim().optional(),
  category: productCategorySchema.optional(),
  sort: z.enum(PRODUCT_SORTS).default('sales'),
  /** The previous page's `nextCursor`. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
})
export const productCardSchema = z.object({
  id: z.string().uuid(),
  category: productCategorySchema,
  name: localizedTextSchema,
  image: imageUrlSchema.nullable(),
  /** The lowest SKU price. */
  price: baseUnitsSchema,
  stock: z.number().int(),
  sales: z.number().int(),
})
export type ProductCard = z.infer<typeof productCardSchema>
export const productPageSchema = pageSchema(productCardSchema)

/** One chosen option in both languages (its group's name and its value), in the product's group order. */
export const optionLabelSchema = z.object({ name: localizedTextSchema, value: localizedTextSchema })
export type OptionLabel = z.infer<typeof optionLabelSchema>
export const productSkuSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** Option group name (zh) → value (zh). */
  options: z.record(z.string(), z.string()),
  /** The same options to show, in the UI's language. */
  optionLabels: z.array(optionLabelSchema),
  price: baseUnitsSchema,
  stock: z.number().int(),
})
export type ProductSku = z.infer<typeof productSkuSchema>
export const ratingSummarySchema = z.object({
  /** Average stars × 100 (e.g. 460 = 4.6), 0 without reviews. */
  averageX100: z.number().int(),
  count: z.number().int(),
  /** Reviews with 1, 2, 3, 4, 5 stars. */
  byStars: z.array(z.number().int()).length(5),
})
/** GET /app/shop/products/:id */
export const productDetailSchema = productCardSchema.extend({
  description: localizedTextSchema,
  images: z.array(imageUrlSchema),
  specs: z.array(z.object({ name: localizedTextSchema, value: localizedTextSchema })),
  optionGroups: z.array(z.object({ name: localizedTextSchema, values: z.array(localizedTextSchema) })),
  skus: z.array(productSkuSchema),
  rating: ratingSummarySchema,
})
export type ProductDetail = z.infer<typeof productDetailSchema>

/** GET /app/shop/products/:id/reviews */
export const reviewsQuerySchema = z.object({
  stars: z.coerce.number().int().min(1).max(5).optional(),
  cursor: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
})
export const reviewSchema = z.object({
  id: z.string(),
  /** The reviewer as others see them: community number, masked address. */
  user: z.object({ communityNumber: z.string(), maskedAddress: z.string() }),
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  images: z.array(imageUrlSchema),
  /** The SKU's options as bought. */
  options: z.record(z.string(), z.string()),
  optionLabels: z.array(optionLabelSchema),
  createdAt: z.string().datetime(),
})
export type Review = z.infer<typeof reviewSchema>
export const reviewsPageSchema = pageSchema(reviewSchema)

// ---------------------------------------------------------------------------------------------
// Cart (token).
export const cartItemSchema = z.object({
  id: z.string(),
  productId: z.string().uuid(),
  name: localizedTextSchema,
  image: imageUrlSchema.nullable(),
  sku: productSkuSchema,
  quantity: z.number().int().positive(),
  selected: z.boolean(),
  /** False when the product was hidden or the SKU's stock fell below the quantity. */
  available: z.boolean(),
})
export type CartItem = z.infer<typeof cartItemSchema>
/** GET /app/shop/cart (and every cart change's answer). */
export const cartSchema = z.object({ items: z.array(cartItemSchema) })
export type Cart = z.infer<typeof cartSchema>
/** POST /app/shop/cart/items: adds to the quantity of the SKU already in the cart. */
export const addCartItemSchema = z.object({
  skuId: z.string().max(20),
  quantity: z.number().int().min(1).max(999),
})
/** PATCH /app/shop/cart/items/:id */
export const updateCartItemSchema = z
  .object({ quantity: z.number().int().min(1).max(999).optional(), selected: z.boolean().optional() })
  .refine((value) => value.quantity !== undefined || value.selected !== undefined, 'invalidParams')
/** POST /app/shop/cart/select: select or unselect every item (select all). */
export const selectCartSchema = z.object({ selected: z.boolean() })

// ---------------------------------------------------------------------------------------------
// Checkout (token).
/** What is being bought: the cart's selected items, or one SKU ("buy now"). */
export const checkoutLinesSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('cart') }),
  z.object({
    source: z.literal('buyNow'),
    skuId: z.string().max(20),
    quantity: z.number().int().min(1).max(999),
  }),
])
export const checkoutRequestSchema = z.object({
  lines: checkoutLinesSchema,
  /** A delivery address of the caller (uuid). */
  addressId: z.string().uuid(),
  deliveryMethod: deliveryMethodSchema,
  couponCode: safeText(32).trim().optional(),
})
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>
/** POST /app/shop/checkout/quote: the address is optional (the checkout prices the lines before one is chosen). */
export const checkoutQuoteRequestSchema = checkoutRequestSchema.extend({
  addressId: z.string().uuid().optional(),
})
export type CheckoutQuoteRequest = z.infer<typeof checkoutQuoteRequestSchema>
export const orderSummarySchema = z.object({
  itemsTotal: baseUnitsSchema,
  shippingFee: baseUnitsSchema,
  discount: baseUnitsSchema,
  total: baseUnitsSchema,
})
export type OrderSummaryView = z.infer<typeof orderSummarySchema>
/** The delivery methods with their fees and working days (GET /app/shop/delivery-methods, no token). */
export const deliveryMethodsSchema = z.object({
  methods: z.array(
    z.object({
      method: deliveryMethodSchema,
      fee: baseUnitsSchema,
      workingDays: z.object({ min: z.number().int(), max: z.number().int() }),
    }),
  ),
  paymentTimeoutMinutes: z.number().int(),
})
/**
 * POST /app/shop/checkout/quote: the summary as placing would charge it, with a coupon's refusal
 * (`couponError`: a key of apiMessages) instead of an error so the rest still shows.
 */
export const checkoutQuoteSchema = z.object({
  lines: z.array(cartItemSchema.omit({ id: true, selected: true }).extend({ lineTotal: baseUnitsSchema })),
  summary: orderSummarySchema,
  couponError: z.string().nullable(),
})
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>

// ---------------------------------------------------------------------------------------------
// Orders (token).
export const orderAddressSchema = z.object({
  name: z.string(),
  tel: z.string(),
  province: z.string(),
  city: z.string(),
  county: z.string(),
  areaCode: z.string(),
  detail: z.string(),
})
export const shopOrderItemSchema = z.object({
  id: z.string(),
  productId: z.string().uuid(),
  skuCode: z.string(),
  name: localizedTextSchema,
  options: z.record(z.string(), z.string()),
  optionLabels: z.array(optionLabelSchema),
  image: imageUrlSchema.nullable(),
  unitPrice: baseUnitsSchema,
  quantity: z.number().int(),
  reviewed: z.boolean(),
})
export const shopOrderSchema = orderSummarySchema.extend({
  orderNo: z.string(),
  status: shopOrderStatusSchema,
  items: z.array(shopOrderItemSchema),
  deliveryMethod: deliveryMethodSchema,
  address: orderAddressSchema,
  couponCode: z.string().nullable(),
  cardAmount: baseUnitsSchema,
  balanceAmount: baseUnitsSchema,
  payBy: z.string().datetime(),
  paidAt: z.string().datetime().nullable(),
  shippedAt: z.string().datetime().nullable(),
  completedAt: z.string().datetime().nullable(),
  createdAt: z.string().datetime(),
})
export type ShopOrder = z.infer<typeof shopOrderSchema>
/** POST /app/shop/orders (Idempotency-Key): reserves the stock and answers the order to pay. */
export const placeOrderSchema = checkoutRequestSchema
/** GET /app/shop/orders?tab=… */
export const shopOrdersQuerySchema = z.object({
  tab: z.enum(SHOP_ORDER_TABS).default('all'),
  cursor: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
})
export const shopOrdersPageSchema = pageSchema(shopOrderSchema)
/** GET /app/shop/orders/:orderNo: the order with its status history and logistics. */
export const shopOrderDetailSchema = shopOrderSchema.extend({
  history: z.array(
    z.object({
      from: shopOrderStatusSchema.nullable(),
      to: shopOrderStatusSchema,
      at: z.string().datetime(),
    }),
  ),
  logistics: z
    .object({
      carrier: z.string(),
      trackingNo: z.string(),
      events: z.array(
        z.object({ at: z.string().datetime(), location: z.string().nullable(), description: z.string() }),
      ),
    })
    .nullable(),
})
export type ShopOrderDetail = z.infer<typeof shopOrderDetailSchema>
/** POST /app/shop/orders/:orderNo/pay (Idempotency-Key). */
/** From the shop's step-up threshold on, the member's signature over the payment (shopPaymentStepUp). */
const paymentStepUp = {
  signature: stepUpFields.signature.optional(),
  expiry: stepUpFields.expiry.optional(),
}
export const payOrderSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal(PAYMENT_METHODS[0]), ...paymentStepUp }),
  z.object({
    method: z.literal(PAYMENT_METHODS[1]),
    cardNumber: z.string().regex(/^\d{16}$/),
    cardSecret: cardSecretInputSchema,
    ...paymentStepUp,
  }),
])
export type PayOrderRequest = z.infer<typeof payOrderSchema>
/** POST /app/shop/orders/:orderNo/reviews: one review per item of a completed order. */
export const submitReviewsSchema = z.object({
  reviews: z
    .array(
      z.object({
        itemId: z.string().max(20),
        rating: z.number().int().min(1).max(5),
        content: safeText(500, { allow: ['\n'] })
          .trim()
          .min(1),
        /** Upload ids of the caller's own images. */
        images: z.array(z.string().uuid()).max(REVIEW_IMAGES_MAX),
      }),
    )
    .min(1),
})
