import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { UsableCards } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { clubCards } from '../tables'

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
      id: clubCards.uuid,
      number: clubCards.number,
      remaining: clubCards.remaining,
      expiresAt: clubCards.expiresAt,
    })
    .from(clubCards)
    .where(
      and(
        eq(clubCards.memberId, p.memberId),
        isNull(clubCards.revokedAt),
        gt(clubCards.expiresAt, p.now),
        sql`${clubCards.remaining} > 0`,
      ),
    )
    .orderBy(asc(clubCards.expiresAt), asc(clubCards.id))
  return {
    cards: rows.map((card) => ({
      ...card,
      remaining: card.remaining.toString(),
      expiresAt: card.expiresAt.toISOString(),
    })),
  }
}
