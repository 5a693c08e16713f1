import type { ChainReader } from './chainReader'
import { createChainClients, type ChainClients, type CreateChainClientsParameters } from './clients'
import { createContractReader, type ContractReader } from './contractReader'
import type { DeploymentSource } from './deploymentSource'

/** The process's one view of the chain: one set of clients, one deployment source, one reader. */
export type ChainServices = {
  clients: ChainClients
  deployment: DeploymentSource
  reader: ContractReader
  /** Reachability and EIP-1271 checks (health, sign-in): the failover client. */
  probe: ChainReader
}

export type CreateChainServicesParameters = CreateChainClientsParameters & {
  deployment: DeploymentSource
  /** How long readings are reused (default 1 s, under BSC's 3 s block time). */
  cacheTtlMs?: number
  /** Logs failed reads (the reader answers fallbacks, marked stale). */
  onReadError?: (operation: string, error: unknown) => void
}

export function createChainServices(parameters: CreateChainServicesParameters): ChainServices {
  const clients = createChainClients(parameters)
  const { deployment } = parameters
  const reader = createContractReader({
    clients,
    contracts: () => deployment.current()?.contracts,
    ...(parameters.cacheTtlMs !== undefined ? { cacheTtlMs: parameters.cacheTtlMs } : {}),
    ...(parameters.onReadError ? { onReadError: parameters.onReadError } : {}),
  })
  return { clients, deployment, reader, probe: clients.failover }
}
