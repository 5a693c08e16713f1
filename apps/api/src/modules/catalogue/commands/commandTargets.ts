import { eq } from 'drizzle-orm'
import type { Db } from '../../../platform/db/client'
import { UsageError, textOption, type OpsOptions } from '../../../platform/ops'
import { catalogueProducts, catalogueSkus, type ProductRow, type SkuRow } from '../tables'
import { isUuid } from '../productViews'

/** --product <uuid> as given (checked for shape while parsing, before any database work). */
export function productOption(options: OpsOptions): string {
  const uuid = textOption(options, 'product', true)
  if (!isUuid(uuid)) throw new UsageError('--product must be a product id (uuid; see shop:products)')
  return uuid
}

/** The product of `uuid`, locked for the command's transaction. */
export async function findProductForUpdate(db: Db, uuid: string): Promise<ProductRow> {
  const [row] = await db
    .select()
    .from(catalogueProducts)
    .where(eq(catalogueProducts.uuid, uuid))
    .for('update')
  if (!row) throw new UsageError(`no product ${uuid}`)
  return row
}

/** The SKU of `code`, locked for the command's transaction. */
export async function findSkuForUpdate(db: Db, code: string): Promise<SkuRow> {
  const [row] = await db.select().from(catalogueSkus).where(eq(catalogueSkus.code, code)).for('update')
  if (!row) throw new UsageError(`no SKU ${code}`)
  return row
}

/** A whole number option within [min, max] (stock counts). */
export function integerOption(
  options: OpsOptions,
  name: string,
  min: number,
  max: number,
): number | undefined {
  const text = textOption(options, name)
  if (text === undefined) return undefined
  const value = Number(text)
  if (!/^-?\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < min || value > max)
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}`)
  return value
}
