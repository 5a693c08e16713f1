import { useQuery } from '@tanstack/react-query'
import type { NodeConfig } from '@vita/shared/schemas/nodes'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { NODES_PATH, nodeKeys } from './nodeKeys'

export type GetNodeConfigReturnType = NodeConfig

/** GET /app/club/nodes/config: the tier table of both types, how it is used, and the reward rule. */
export function getNodeConfig(signal?: AbortSignal): Promise<GetNodeConfigReturnType> {
  return apiRequest(`${NODES_PATH}/config`, {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/nodes').then((m) => m.nodeConfigSchema)),
  })
}

export function useNodeConfig() {
  return useQuery({ queryKey: nodeKeys.config(), queryFn: ({ signal }) => getNodeConfig(signal) })
}
