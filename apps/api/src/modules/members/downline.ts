import { and, asc, eq, gt, like, lte, ne, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../platform/db/client'
import { members } from './tables'

const ancestor = alias(members, 'ancestor')

/** True when `memberId` sits anywhere below `ancestorId` (not the member itself): two key reads. */
export async function isInDownline(db: Db, ancestorId: number, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ inside: sql<boolean>`left(${members.path}, length(${ancestor.path})) = ${ancestor.path}` })
    .from(members)
    .innerJoin(ancestor, eq(ancestor.id, ancestorId))
    .where(and(eq(members.id, memberId), ne(members.id, ancestorId)))
  return row?.inside === true
}

export type DownlineMember = {
  id: number
  uuid: string
  address: string
  communityNumber: string
  level: number
  /** 1 = direct invitee. */
  depth: number
  joinedAt: Date
}
export type ListDownlineParameters = {
  /** From a previous page's `nextCursor`. */
  cursor?: string | undefined
  limit: number
  /** Only this many levels down (1 = direct invitees). */
  maxDepth?: number | undefined
}
export type ListDownlineReturnType = { items: DownlineMember[]; nextCursor: string | null }

/**
 * A member's downline in tree pre-order (each member followed by its own downline), one index range
 * scan on the path prefix, keyset-paginated by path so a page costs the same at any offset.
 */
export async function listDownline(
  db: Db,
  memberId: number,
  parameters: ListDownlineParameters,
): Promise<ListDownlineReturnType> {
  const [root] = await db
    .select({ path: members.path, depth: members.depth })
    .from(members)
    .where(eq(members.id, memberId))
  if (!root) return { items: [], nextCursor: null }
  const after = parameters.cursor ? decodeCursor(parameters.cursor) : root.path
  // A cursor from another member's tree cannot widen the scan: the prefix condition still holds.
  const rows = await db
    .select({
      id: members.id,
      uuid: members.uuid,
      address: members.address,
      communityNumber: members.communityNumber,
      level: members.level,
      depth: members.depth,
      joinedAt: members.joinedAt,
      path: members.path,
    })
    .from(members)
    .where(
      and(
        like(members.path, `${root.path}%`),
        gt(members.path, after),
        parameters.maxDepth === undefined ? undefined : lte(members.depth, root.depth + parameters.maxDepth),
      ),
    )
    .orderBy(asc(members.path))
    .limit(parameters.limit + 1)
  const page = rows.slice(0, parameters.limit)
  const last = page.at(-1)
  return {
    items: page.map(({ path: _path, ...row }) => ({ ...row, depth: row.depth - root.depth })),
    nextCursor: rows.length > parameters.limit && last ? encodeCursor(last.path) : null,
  }
}

const encodeCursor = (path: string) => Buffer.from(path, 'utf8').toString('base64url')
function decodeCursor(cursor: string): string {
  const path = Buffer.from(cursor, 'base64url').toString('utf8')
  return /^\/([0-9a-z]+\/)+$/.test(path) ? path : '/'
}
