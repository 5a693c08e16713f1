import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { UsableCards } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { cards } from './tables'

export type ListUsableCardsParameters = { memberId: number; now: Date }
export type ListUsableCardsReturnType = UsableCards
/** None of its own: a missing session is the auth hook's 401. */
export type ListUsableCardsErrorType = never

/**
 * GET /club/cards/usable: the caller's cards a payment can use now, the ones cardStatus calls
 * 'available' (not revoked, not expired, value left), the soonest to expire first so it is spent
 * before it lapses. Numbers and what is left only: a secret is revealed through the step-up alone.
 */
export async function listUsableCards(
  db: Db,
  p: ListUsableCardsParameters,
): Promise<ListUsableCardsReturnType> {
  const rows = await db
    .select({
      id: cards.uuid,
      number: cards.number,
      remaining: cards.remaining,
      expiresAt: cards.expiresAt,
    })
    .from(cards)
    .where(
      and(
        eq(cards.memberId, p.memberId),
        isNull(cards.revokedAt),
        gt(cards.expiresAt, p.now),
        sql`${cards.remaining} > 0`,
      ),
    )
    .orderBy(asc(cards.expiresAt), asc(cards.id))
  return {
    cards: rows.map((card) => ({
      ...card,
      remaining: card.remaining.toString(),
      expiresAt: card.expiresAt.toISOString(),
    })),
  }
}
