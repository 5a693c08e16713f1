/** How a node stands: the id check of its URL, its last settled day, its release date. */
import type { NodeDetail } from '@vita/shared/schemas/nodes'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const DAY_MS = 86_400_000

/** Node ids are UUIDs; anything else cannot be a node, so it is not asked for. */
export function isNodeId(id: string | undefined): id is string {
  return id !== undefined && UUID.test(id)
}

export type NodeStanding =
  | { key: 'notSettled' }
  | { key: 'active'; day: string }
  | { key: 'inactive'; day: string; reason: NonNullable<NonNullable<NodeDetail['lastDay']>['reason']> | null }

export function nodeStanding(lastDay: NodeDetail['lastDay']): NodeStanding {
  if (!lastDay) return { key: 'notSettled' }
  return lastDay.active
    ? { key: 'active', day: lastDay.day }
    : { key: 'inactive', day: lastDay.day, reason: lastDay.reason }
}

/** When a node closed now would release its stake (the API counts from the moment it closes). */
export function expectedReleaseAt(now: Date, coolingDays: number): string {
  return new Date(now.getTime() + coolingDays * DAY_MS).toISOString()
}
