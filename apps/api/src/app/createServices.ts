import type { Config } from '../config'
import { createChainServices, createDeploymentSource } from '../platform/chain'
import type { Database } from '../platform/db/client'
import type { AppServices } from '../platform/services'

/** The services of a running server: one set of chain clients and one deployment source per process. */
export function createServices(
  config: Config,
  database: Database,
  options: { onChainReadError?: (operation: string, error: unknown) => void } = {},
): AppServices {
  const deployment = createDeploymentSource(config.deploymentFile)
  const chain = createChainServices({
    chainId: config.chainId,
    rpcUrl: config.rpcUrl,
    backupRpcUrl: config.backupRpcUrl,
    deployment,
    ...(options.onChainReadError ? { onReadError: options.onChainReadError } : {}),
  })
  return { config, database, deployment, chain, now: () => new Date() }
}
