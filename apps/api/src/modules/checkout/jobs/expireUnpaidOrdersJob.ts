import type { Db } from '../../../platform/db/client'
import type { JobDefinition } from '../../../platform/jobs'
import { expireUnpaidOrders } from '../expireUnpaidOrders'

export type ExpireUnpaidOrdersJobParameters = { db: Db; intervalMs: number; now: () => Date }

export const EXPIRE_UNPAID_ORDERS_JOB = 'shop.expireUnpaidOrders'

/** Unpaid marketplace orders past pay_by are cancelled (SHOP_PAYMENT_TIMEOUT_MINUTES), stock returned. */
export function expireUnpaidOrdersJob({
  db,
  intervalMs,
  now,
}: ExpireUnpaidOrdersJobParameters): JobDefinition {
  return {
    name: EXPIRE_UNPAID_ORDERS_JOB,
    schedule: { every: intervalMs },
    async run({ logger }) {
      const { cancelled } = await expireUnpaidOrders(db, { now: now() })
      if (cancelled > 0) logger.info({ cancelled }, 'unpaid shop orders cancelled')
    },
  }
}
