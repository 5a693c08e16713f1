import type { Hex } from 'viem'
import type { ChainClient, DeploymentSource } from '../../../platform/chain'
import type { Db } from '../../../platform/db/client'
import type { JobDefinition } from '../../../platform/jobs'
import { createPayoutContext, type CreatePayoutContextParameters } from '../payout/createPayoutContext'
import type { PayoutContext } from '../payout/payoutContext'
import { runPayoutsOnce } from '../payout/runPayoutsOnce'

export type PayoutsJobParameters = Pick<
  CreatePayoutContextParameters,
  'confirmations' | 'gasLimit' | 'batchSize' | 'bumpAfterMs' | 'maxGasPrice'
> & {
  db: Db
  chainId: number
  /** The failover client: reads and broadcasts. */
  client: ChainClient
  /** The primary client: proofs before a refund read this one endpoint only. */
  proofClient: ChainClient
  privateKey: Hex
  /** The token addresses come from the deployment; a run before it exists fails and is retried. */
  deployment: DeploymentSource
  /** Pause between runs (PAYOUT_INTERVAL_MS). */
  intervalMs: number
}

/**
 * The payout worker as a job: every run settles what was broadcast, then signs and sends pending
 * withdrawals (runPayoutsOnce). One replica runs it at a time (the job lease); every state change
 * also locks its row, so even an overlap could not pay twice.
 */
export function payoutsJob(parameters: PayoutsJobParameters): JobDefinition {
  let context: PayoutContext | undefined
  return {
    name: 'withdrawals.payouts',
    schedule: { every: parameters.intervalMs },
    async run({ logger }) {
      if (!context) {
        const { contracts } = parameters.deployment.require()
        context = createPayoutContext({
          ...parameters,
          tokens: { USDT: contracts.usdt, DPINE: contracts.dpine },
          logger,
        })
      }
      const result = await runPayoutsOnce(context)
      if (result.signed + result.completed + result.failed + result.parked > 0)
        logger.info({ ...result }, 'payouts')
    },
  }
}
