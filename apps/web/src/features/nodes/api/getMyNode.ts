import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MyNode } from '@vita/shared/schemas/nodes'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { NODES_PATH, nodeKeys } from './nodeKeys'

export type GetMyNodeReturnType = { node: MyNode | null }

/** GET /app/club/nodes/mine: my open or closing node (the newest), or null. */
export function getMyNode(signal?: AbortSignal): Promise<GetMyNodeReturnType> {
  return apiRequest(`${NODES_PATH}/mine`, {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/nodes').then((m) => m.myNodeResponseSchema)),
  })
}

/** Silent: the team screen's badge falls back to the entry to /node-config instead of a toast. */
export const myNodeQuery = () =>
  queryOptions({
    queryKey: nodeKeys.mine(),
    queryFn: ({ signal }) => getMyNode(signal),
    meta: { silent: true },
  })

export function useMyNode() {
  return useQuery(myNodeQuery())
}
