import { eq, sql } from 'drizzle-orm'
import { formatAmount } from '@vita/shared'
import { amountOption, defineOpsCommand, textOption, UsageError } from '../../../platform/ops'
import { catalogueSkus } from '../tables'
import { refreshProductTotals } from '../createProduct'
import { findSkuForUpdate } from './commandTargets'

export const skuPriceCommand = defineOpsCommand({
  name: 'shop:sku-price',
  usage: '--sku <code> --price 12.5 [--reason "..."]',
  summary: "sets a SKU's price (USDT); the product's list price follows its lowest SKU",
  options: ['sku', 'price', 'reason'],
  audited: true,
  parse(options) {
    const price = amountOption(options, 'price', true)
    if (price === 0n) throw new UsageError('--price must be more than 0')
    return {
      code: textOption(options, 'sku', true),
      price,
      reason: textOption(options, 'reason') ?? 'sku price',
    }
  },
  async run({ db }, { code, price, reason }) {
    const sku = await findSkuForUpdate(db, code)
    await db
      .update(catalogueSkus)
      .set({ price, updatedAt: sql`now()` })
      .where(eq(catalogueSkus.id, sku.id))
    await refreshProductTotals(db, [sku.productId])
    return {
      output: `SKU ${code}: price ${formatAmount(sku.price)} → ${formatAmount(price)} USDT`,
      audit: { reason, payload: { sku: code, from: sku.price.toString(), to: price.toString() } },
    }
  },
})
