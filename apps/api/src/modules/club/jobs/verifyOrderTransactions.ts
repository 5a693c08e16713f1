import type { ChainClient, DeploymentSource } from '../../../platform/chain'
import type { Db } from '../../../platform/db/client'
import type { JobDefinition } from '../../../platform/jobs'
import { resolveSubmittedOrders } from '../orders/resolveSubmittedOrders'

export type VerifyOrderTransactionsJobParameters = {
  db: Db
  client: ChainClient
  deployment: DeploymentSource
  intervalMs: number
  dropAfterMs: number
  now: () => Date
}

export const VERIFY_ORDER_TRANSACTIONS_JOB = 'club.verifyOrderTransactions'

/** Orders pending verification whose transaction reverted, vanished or is not theirs fail (club-rules §1). */
export function verifyOrderTransactionsJob(parameters: VerifyOrderTransactionsJobParameters): JobDefinition {
  return {
    name: VERIFY_ORDER_TRANSACTIONS_JOB,
    schedule: { every: parameters.intervalMs },
    async run({ logger }) {
      const order = parameters.deployment.require().contracts.order
      if (!order) throw new Error('the deployment has no order contract')
      const result = await resolveSubmittedOrders(parameters.db, {
        ...parameters,
        order,
        now: parameters.now(),
      })
      if (result.reverted + result.dropped > 0) logger.info({ ...result }, 'club order transactions resolved')
    },
  }
}
