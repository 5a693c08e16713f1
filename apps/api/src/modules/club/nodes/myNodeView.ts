import type { MyNode } from '@vita/shared/schemas/nodes'
import type { ClubNodeRow } from '../tables'

/** A node as its holder sees it in short (myNodeSchema). */
export function toMyNode(row: ClubNodeRow): MyNode {
  return { id: row.uuid, type: row.type, level: row.level, status: row.status, stake: row.stake.toString() }
}
