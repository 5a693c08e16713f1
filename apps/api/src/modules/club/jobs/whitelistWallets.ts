import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainClient, DeploymentSource } from '../../../platform/chain'
import type { Db } from '../../../platform/db/client'
import type { JobDefinition } from '../../../platform/jobs'
import { runSellPermissionsOnce } from '../sellPermission/runSellPermissionsOnce'
import { runWhitelistOnce } from '../whitelist/runWhitelistOnce'
import type { WhitelistContext } from '../whitelist/whitelistContext'

export type WhitelistWalletsJobParameters = {
  db: Db
  /** The failover client: reads, simulations and broadcasts. */
  client: ChainClient
  /** OPERATOR_PRIVATE_KEY. */
  operatorPrivateKey: Hex
  /** VitaOrder's address comes from the deployment; a run before it exists fails and is retried. */
  deployment: DeploymentSource
  /** Pause between runs (WHITELIST_INTERVAL_MS). */
  intervalMs: number
  confirmations: number
  receiptTimeoutMs: number
}

export const WHITELIST_WALLETS_JOB = 'club.whitelistWallets'

/**
 * Everything the operator key sends, in one job so its transactions never race for a nonce:
 * - club-rules §1: registration whitelists the member's wallet on chain. Every run queues new members,
 *   resolves earlier batches and sends one whitelistBatch (runWhitelistOnce);
 * - docs/sell-permission.md: then applies the sell rule and operators' decisions and sends one
 *   setSellPermission batch (runSellPermissionsOnce).
 * One replica runs it at a time (the job lease); claiming rows also locks them. Each pass waits for its
 * receipt at most a quarter of the lease, so the run stays inside it.
 */
export function whitelistWalletsJob(parameters: WhitelistWalletsJobParameters): JobDefinition {
  const operator = privateKeyToAccount(parameters.operatorPrivateKey)
  return {
    name: WHITELIST_WALLETS_JOB,
    schedule: { every: parameters.intervalMs },
    async run({ logger, signal }) {
      const order = parameters.deployment.require().contracts.order
      if (!order) throw new Error('the deployment has no order contract')
      const context: WhitelistContext = { ...parameters, operator, order, logger }
      const result = await runWhitelistOnce(context, { signal })
      if (
        result.queued > 0 ||
        result.sent.status !== 'idle' ||
        result.resolved.whitelisted + result.resolved.requeued > 0
      )
        logger.info({ ...result }, 'whitelist')
      if (signal.aborted) return
      const sell = await runSellPermissionsOnce(context, { signal })
      if (
        sell.refreshed > 0 ||
        sell.sent.status !== 'idle' ||
        sell.resolved.settled + sell.resolved.requeued > 0
      )
        logger.info({ ...sell }, 'sell permissions')
    },
  }
}
