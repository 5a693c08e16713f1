/** Test support of the shop screens: fixtures in the shared contract's shape, a router frame, envelope answers. */
import type { ProductDetail, ShopOrder } from '@vita/shared/schemas/shop'
// Loaded up front so the lazily parsed answers do not wait for zod on the first request of a test.
import '@vita/shared/schemas/shop'
import { registerTexts } from '../../lib/i18n'
import { shopEn } from './locales/en'
import { shopZh } from './locales/zh'

export { envelope } from '../../lib/testing/envelope'
export { renderAt } from '../../lib/testing/renderAt'

registerTexts(shopZh, shopEn)

export const UNIT = 10n ** 18n
export const PRODUCT_ID = '6b1f3c2a-1d4e-4f5a-9b8c-7d6e5f4a3b2c'
const text = (zh: string, en: string) => ({ zh, en })
const COLOURS: Record<string, string> = { 黑: 'Black', 白: 'White' }
const sku = (id: string, color: string, size: string, price: bigint, stock: number) => ({
  id,
  code: `C-${id}`,
  options: { 颜色: color, 容量: size },
  optionLabels: [
    { name: text('颜色', 'Colour'), value: text(color, COLOURS[color] ?? color) },
    { name: text('容量', 'Storage'), value: text(size, size) },
  ],
  price: price.toString(),
  stock,
})

/** A phone in black/white × 128G/256G; white 256G is out of stock. */
export function productFixture(): ProductDetail {
  return {
    id: PRODUCT_ID,
    category: 'digital',
    name: text('手机', 'Phone'),
    image: null,
    price: (100n * UNIT).toString(),
    stock: 9,
    sales: 42,
    description: text('好手机', 'A good phone'),
    images: ['https://img.test/1.png'],
    specs: [{ name: text('品牌', 'Brand'), value: text('维塔', 'Vita') }],
    optionGroups: [
      { name: text('颜色', 'Colour'), values: [text('黑', 'Black'), text('白', 'White')] },
      { name: text('容量', 'Storage'), values: [text('128G', '128G'), text('256G', '256G')] },
    ],
    skus: [
      sku('1', '黑', '128G', 100n * UNIT, 3),
      sku('2', '黑', '256G', 120n * UNIT, 4),
      sku('3', '白', '128G', 100n * UNIT, 2),
      sku('4', '白', '256G', 130n * UNIT, 0),
    ],
    rating: { averageX100: 460, count: 5, byStars: [0, 0, 0, 2, 3] },
  }
}

export function orderFixture(extra: Partial<ShopOrder> = {}): ShopOrder {
  return {
    orderNo: 'SO20261122001',
    status: 'pending_payment',
    items: [
      {
        id: '1',
        productId: PRODUCT_ID,
        skuCode: 'C-1',
        name: text('手机', 'Phone'),
        options: { 颜色: '黑' },
        optionLabels: [{ name: text('颜色', 'Colour'), value: text('黑', 'Black') }],
        image: null,
        unitPrice: (100n * UNIT).toString(),
        quantity: 1,
        reviewed: false,
      },
    ],
    deliveryMethod: 'standard',
    address: {
      name: '张三',
      tel: '13800000000',
      province: '广东',
      city: '深圳',
      county: '南山',
      areaCode: '440305',
      detail: '1号',
    },
    couponCode: null,
    cardAmount: '0',
    balanceAmount: '0',
    itemsTotal: (100n * UNIT).toString(),
    shippingFee: '0',
    discount: '0',
    total: (100n * UNIT).toString(),
    payBy: new Date(Date.now() + 30 * 60_000).toISOString(),
    paidAt: null,
    shippedAt: null,
    completedAt: null,
    createdAt: '2026-11-22T00:00:00.000Z',
    ...extra,
  }
}

/** The method and path of a fetch call. */
export function requestOf(call: Parameters<typeof fetch>): Request {
  return call[0] as Request
}
