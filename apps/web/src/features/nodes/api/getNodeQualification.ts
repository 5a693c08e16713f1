import { useQuery } from '@tanstack/react-query'
import type { NodeQualification } from '@vita/shared/schemas/nodes'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { NODES_PATH, nodeKeys } from './nodeKeys'

export type GetNodeQualificationReturnType = NodeQualification

/** GET /app/club/nodes/qualification: my level, available DPINE, my node, and per tier what I meet and lack. */
export function getNodeQualification(signal?: AbortSignal): Promise<GetNodeQualificationReturnType> {
  return apiRequest(`${NODES_PATH}/qualification`, {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/nodes').then((m) => m.nodeQualificationSchema)),
  })
}

export function useNodeQualification() {
  return useQuery({
    queryKey: nodeKeys.qualification(),
    queryFn: ({ signal }) => getNodeQualification(signal),
  })
}
