import { and, desc, eq, isNull } from 'drizzle-orm'
import type { ShoppingCards } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { clubCards, clubOrders } from '../tables'
import { shoppingCardView } from './cardView'

/** GET /club/cards: my cards, newest first, and my active orders that have none yet. */
export async function listCards(db: Db, p: { memberId: number; now: Date }): Promise<ShoppingCards> {
  const [cards, withoutCard] = await Promise.all([
    db
      .select({ card: clubCards, orderUuid: clubOrders.uuid })
      .from(clubCards)
      .innerJoin(clubOrders, eq(clubOrders.id, clubCards.orderId))
      .where(eq(clubCards.memberId, p.memberId))
      .orderBy(desc(clubCards.id)),
    db
      .select({
        id: clubOrders.uuid,
        amount: clubOrders.amount,
        status: clubOrders.status,
        createdAt: clubOrders.createdAt,
      })
      .from(clubOrders)
      .leftJoin(clubCards, eq(clubCards.orderId, clubOrders.id))
      .where(and(eq(clubOrders.memberId, p.memberId), eq(clubOrders.status, 'active'), isNull(clubCards.id)))
      .orderBy(desc(clubOrders.id)),
  ])
  return {
    cards: cards.map(({ card, orderUuid }) => shoppingCardView(card, orderUuid, p.now)),
    ordersWithoutCard: withoutCard.map((order) => ({
      ...order,
      amount: order.amount.toString(),
      createdAt: order.createdAt.toISOString(),
    })),
  }
}
