/**
 * Test support for marketplace orders: a delivery address and an upload seeded directly, the order
 * routes called as a member, and what other modules' tests of orders need (a SKU to buy, placing).
 */
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../platform/db/client'
import { queryRows } from '../../platform/db/sql'

export { seedSku, UNIT } from '../catalogue/catalogueTesting'
export { placeShopOrder } from './placeShopOrder'
export { shopOrderItems, shopOrders } from './tables'

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
