import { useQuery } from '@tanstack/react-query'
import type { NodeDetail } from '@vita/shared/schemas/nodes'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { nodeKeys, nodePath } from './nodeKeys'

export type GetNodeParameters = { id: string }
export type GetNodeReturnType = NodeDetail

/** GET /app/club/nodes/:id: the public part for any member, `owner` for the holder; 404 for an unknown id. */
export function getNode(parameters: GetNodeParameters, signal?: AbortSignal): Promise<GetNodeReturnType> {
  return apiRequest(nodePath(parameters.id), {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/nodes').then((m) => m.nodeDetailSchema)),
  })
}

/** Silent: the screen shows "node not found" or its own load-failed card. */
export function useNode(id: string) {
  return useQuery({
    queryKey: nodeKeys.node(id),
    queryFn: ({ signal }) => getNode({ id }, signal),
    meta: { silent: true },
  })
}
