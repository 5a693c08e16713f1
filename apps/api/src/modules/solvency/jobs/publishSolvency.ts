import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainClient, DeploymentSource } from '../../../platform/chain'
import type { Db } from '../../../platform/db/client'
import { FatalJobError, type JobDefinition } from '../../../platform/jobs'
import type { PublicationContext } from '../publication/publicationContext'
import { runPublishOnce } from '../publication/runPublishOnce'

export type PublishSolvencyJobParameters = {
  db: Db
  /** The failover client: reads, simulations and broadcasts. */
  client: ChainClient
  /** OPERATOR_PRIVATE_KEY: SolvencyRegistry's owner. */
  operatorPrivateKey: Hex
  /** SolvencyRegistry's address comes from the deployment. */
  deployment: DeploymentSource
  intervalMs: number
  confirmations: number
  receiptTimeoutMs: number
}

export const PUBLISH_SOLVENCY_JOB = 'solvency.publish'
/** How often the job looks for a snapshotted day to publish, or a sent one to resolve. */
export const PUBLISH_SOLVENCY_INTERVAL_MS = 60 * 1000

/**
 * Each snapshotted day's root, totals and reserves block on chain (SolvencyRegistry.publish, the
 * operator key), oldest first, crash-safe (publication/publishSolvencyDay.ts): signed and stored before
 * it is broadcast, resolved from its stored hash after a crash, never sent for a day the registry holds.
 * One replica runs it at a time (the job lease).
 */
export function publishSolvencyJob(parameters: PublishSolvencyJobParameters): JobDefinition {
  const operator = privateKeyToAccount(parameters.operatorPrivateKey)
  return {
    name: PUBLISH_SOLVENCY_JOB,
    schedule: { every: parameters.intervalMs },
    async run({ logger, signal }) {
      const deployment = parameters.deployment.require()
      const registry = deployment.contracts.solvencyRegistry
      // The deployment is read once per process: only a restart after adding the registry helps.
      if (!registry)
        throw new FatalJobError(
          'the deployment has no solvency registry (deploy --add-solvency-registry, then restart)',
        )
      const context: PublicationContext = {
        ...parameters,
        operator,
        registry,
        fromBlock: BigInt(deployment.startBlock),
        logger,
      }
      const result = await runPublishOnce(context, { signal })
      if (result.days.length > 0) logger.info({ days: result.days }, 'solvency publication')
    },
  }
}
