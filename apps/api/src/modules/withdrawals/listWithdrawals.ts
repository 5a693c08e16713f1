import { and, desc, eq, lt, or } from 'drizzle-orm'
import type { Withdrawal } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { invalidInput, notFound } from '../../platform/http/domainError'
import { withdrawals } from './tables'
import { toWithdrawal } from './toWithdrawal'

const CURSOR = /^(\d{1,16})_([0-9a-f-]{36})$/

/** The member's withdrawals, newest first; the cursor is `<created ms>_<id>` of the last row. */
export async function listWithdrawals(
  db: Db,
  parameters: { memberId: number; cursor?: string | undefined; limit: number },
): Promise<{ items: Withdrawal[]; nextCursor: string | null }> {
  const { memberId, cursor, limit } = parameters
  let after
  if (cursor !== undefined) {
    const match = CURSOR.exec(cursor)
    if (!match?.[1] || !match[2]) throw invalidInput('invalidParams', { field: 'cursor' })
    const at = new Date(Number(match[1]))
    after = or(
      lt(withdrawals.createdAt, at),
      and(eq(withdrawals.createdAt, at), lt(withdrawals.id, match[2])),
    )
  }
  const rows = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), after))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map(toWithdrawal),
    nextCursor: rows.length > limit && last ? `${last.createdAt.getTime()}_${last.id}` : null,
  }
}

/** One of the member's withdrawals; another member's (or an unknown) id is 404. */
export async function getWithdrawal(
  db: Db,
  parameters: { memberId: number; id: string },
): Promise<Withdrawal> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, parameters.id), eq(withdrawals.memberId, parameters.memberId)))
  if (!row) throw notFound()
  return toWithdrawal(row)
}
