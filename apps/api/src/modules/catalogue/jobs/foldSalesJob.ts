import type { Db } from '../../../platform/db/client'
import type { JobDefinition } from '../../../platform/jobs'
import { foldSalesCounters } from '../stock'

export type FoldSalesJobParameters = { db: Db; intervalMs: number }

export const FOLD_SALES_JOB = 'shop.foldSales'

/**
 * The units paid (and refunded) since the last run onto the SKUs' and products' sales counters
 * (product_sales_pending, migration 0012): the catalogue's sales lag payments by at most one interval.
 */
export function foldSalesJob({ db, intervalMs }: FoldSalesJobParameters): JobDefinition {
  return {
    name: FOLD_SALES_JOB,
    schedule: { every: intervalMs },
    async run({ logger }) {
      const folded = await foldSalesCounters(db)
      if (folded > 0) logger.debug?.({ folded }, 'shop sales counters folded')
    },
  }
}
