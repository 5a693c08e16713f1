import type { Deployment } from '@vita/contracts/deployment'
import type { ChainClient, DeploymentSource } from '../chain'
import type { Db } from '../db/client'
import type { JobDefinition } from '../jobs'
import { CONTRACTS_STREAM } from './checkpoint'
import type { HandlerRegistry } from './registry'
import { runIndexerOnce, type IndexerParameters } from './runIndexerOnce'

export type IndexerJobParameters = Pick<IndexerParameters, 'confirmations' | 'batchBlocks' | 'stream'> & {
  db: Db
  client: ChainClient
  chainId: number
  /** The contracts to follow; a run before the deployment exists fails and is retried. */
  deployment: DeploymentSource
  registry: HandlerRegistry
  /** Pause between passes once caught up (INDEXER_POLL_MS). */
  pollMs: number
}

/**
 * The indexer as a job on the one runner (one replica indexes at a time): each run is one pass of
 * runIndexerOnce, stopping between batches once its signal aborts (the lease was lost or the runner
 * stops). Its errors carry `retryable`: a misconfigured deployment stops the job, RPC hiccups back off.
 */
export function indexerJob(parameters: IndexerJobParameters): JobDefinition {
  const stream = parameters.stream ?? CONTRACTS_STREAM
  return {
    name: `indexer.${parameters.chainId}.${stream}`,
    schedule: { every: parameters.pollMs },
    async run({ signal, logger }) {
      const deployment: Deployment = parameters.deployment.require()
      const result = await runIndexerOnce({
        ...parameters,
        deployment,
        shouldContinue: async () => !signal.aborted,
      })
      if (result.rewoundTo !== undefined)
        logger.warn({ forkBlock: result.rewoundTo.toString() }, 'indexer rewound a reorg')
    },
  }
}
