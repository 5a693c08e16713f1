/** Query keys of the nodes (under 'nodes'); a node's rewards and members sit under the node, so one refetch takes all. */
export const nodeKeys = {
  all: ['nodes'] as const,
  config: () => [...nodeKeys.all, 'config'] as const,
  mine: () => [...nodeKeys.all, 'mine'] as const,
  qualification: () => [...nodeKeys.all, 'qualification'] as const,
  node: (id: string) => [...nodeKeys.all, 'node', id] as const,
  rewards: (id: string) => [...nodeKeys.node(id), 'rewards'] as const,
  members: (id: string) => [...nodeKeys.node(id), 'members'] as const,
}

export const NODES_PATH = '/club/nodes'

/** `/club/nodes/:id…` with the id encoded. */
export const nodePath = (id: string, rest = '') => `${NODES_PATH}/${encodeURIComponent(id)}${rest}`

/** `?cursor=…&limit=…` of a cursor page. */
export function nodePageSearch(cursor: string | undefined, limit: number): string {
  const search = new URLSearchParams({ limit: String(limit) })
  if (cursor) search.set('cursor', cursor)
  return `?${search.toString()}`
}

/** The cursor paging of the node lists: each page names the next cursor, null on the last. */
export const cursorPaging = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor ?? undefined,
}
