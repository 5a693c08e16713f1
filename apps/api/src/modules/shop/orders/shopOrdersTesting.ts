/**
 * Test support for marketplace orders: a product with one SKU, a delivery address and an upload
 * seeded directly, and the order routes called as a member.
 */
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'
import { shopProducts, shopSkus } from '../tables'

export const UNIT = 10n ** 18n
let skus = 0

/** A listed product with one SKU of `price` and `stock`; product totals match the SKU. */
export async function seedSku(
  db: Db,
  {
    price = 50n * UNIT,
    stock = 10,
    listed = true,
  }: { price?: bigint; stock?: number; listed?: boolean } = {},
): Promise<{ productId: number; skuId: number }> {
  const [product] = await db
    .insert(shopProducts)
    .values({
      category: 'digital',
      nameZh: '耳机',
      nameEn: 'Headphones',
      images: ['cover.png'],
      price,
      stock,
      listed,
    })
    .returning({ id: shopProducts.id })
  if (!product) throw new Error('product not inserted')
  const [sku] = await db
    .insert(shopSkus)
    .values({
      productId: product.id,
      code: `SKU-${Date.now()}-${++skus}`,
      options: { 颜色: '黑' },
      price,
      stock,
    })
    .returning({ id: shopSkus.id })
  if (!sku) throw new Error('sku not inserted')
  return { productId: product.id, skuId: sku.id }
}

/** A delivery address of `memberId`; its uuid. */
export async function seedAddress(db: Db, memberId: number): Promise<string> {
  const [row] = await queryRows<{ uuid: string }>(
    db,
    sql`insert into delivery_addresses (member_id, name, tel, province, city, county, area_code, detail)
      values (${memberId}, '张三', '13800000000', '广东省', '深圳市', '南山区', '440305', '科技园 1 号')
      returning uuid::text`,
  )
  if (!row) throw new Error('address not inserted')
  return row.uuid
}

/** An uploaded image of `memberId`; its id. */
export async function seedUpload(db: Db, memberId: number): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into uploads (member_id, storage_key, mime_type, width, height, bytes)
      values (${memberId}, 'img.webp', 'image/webp', 10, 10, 100) returning id::text`,
  )
  if (!row) throw new Error('upload not inserted')
  return row.id
}

export type OrderCaller = { auth: { authorization: string } }

/** A POST with the member's token and an Idempotency-Key (omitted when null). */
export function postAs(
  t: { app: FastifyInstance },
  member: OrderCaller | null,
  url: string,
  payload: object,
  key: string | null = null,
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...(member?.auth ?? {}), ...(key === null ? {} : { 'idempotency-key': key }) },
    payload,
  })
}

export const buyNow = (skuId: number, quantity: number, addressId: string, couponCode?: string) => ({
  lines: { source: 'buyNow', skuId: String(skuId), quantity },
  addressId,
  deliveryMethod: 'standard',
  ...(couponCode ? { couponCode } : {}),
})
