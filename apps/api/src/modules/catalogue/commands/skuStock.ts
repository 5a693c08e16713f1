import { eq, sql } from 'drizzle-orm'
import { defineOpsCommand, textOption, UsageError } from '../../../platform/ops'
import { catalogueSkus } from '../tables'
import { refreshProductTotals } from '../createProduct'
import { findSkuForUpdate, integerOption } from './commandTargets'

const STOCK_MAX = 10_000_000

export const skuStockCommand = defineOpsCommand({
  name: 'shop:sku-stock',
  usage: '--sku <code> (--set 100 | --add 20 | --add=-5) [--reason "..."]',
  summary: "sets a SKU's stock or adds to it (a negative --add=-5 takes away, never below 0)",
  options: ['sku', 'set', 'add', 'reason'],
  audited: true,
  parse(options) {
    const set = integerOption(options, 'set', 0, STOCK_MAX)
    const add = integerOption(options, 'add', -STOCK_MAX, STOCK_MAX)
    if ((set === undefined) === (add === undefined)) throw new UsageError('give exactly one of --set, --add')
    return {
      code: textOption(options, 'sku', true),
      set,
      add,
      reason: textOption(options, 'reason') ?? 'sku stock',
    }
  },
  async run({ db }, { code, set, add, reason }) {
    const sku = await findSkuForUpdate(db, code)
    const stock = set ?? sku.stock + (add ?? 0)
    if (stock < 0 || stock > STOCK_MAX)
      throw new UsageError(
        `SKU ${code} has ${sku.stock} in stock: the result ${stock} is out of 0–${STOCK_MAX}`,
      )
    await db
      .update(catalogueSkus)
      .set({ stock, updatedAt: sql`now()` })
      .where(eq(catalogueSkus.id, sku.id))
    await refreshProductTotals(db, [sku.productId])
    return {
      output: `SKU ${code}: stock ${sku.stock} → ${stock}`,
      audit: { reason, payload: { sku: code, from: sku.stock, to: stock } },
    }
  },
})
