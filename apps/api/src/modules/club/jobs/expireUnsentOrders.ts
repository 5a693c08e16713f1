import type { Db } from '../../../platform/db/client'
import type { JobDefinition } from '../../../platform/jobs'
import { expirePendingOrders } from '../orders/expirePendingOrders'

export type ExpireUnsentOrdersJobParameters = { db: Db; intervalMs: number; now: () => Date }

export const EXPIRE_UNSENT_ORDERS_JOB = 'club.expireUnsentOrders'

/** Pending orders with no transaction after the rules' timeout are cancelled (club-rules §1). */
export function expireUnsentOrdersJob({
  db,
  intervalMs,
  now,
}: ExpireUnsentOrdersJobParameters): JobDefinition {
  return {
    name: EXPIRE_UNSENT_ORDERS_JOB,
    schedule: { every: intervalMs },
    async run({ logger }) {
      const { cancelled } = await expirePendingOrders(db, { now: now() })
      if (cancelled > 0) logger.info({ cancelled }, 'unsent club orders cancelled')
    },
  }
}
