import { and, desc, eq, isNotNull, isNull, or } from 'drizzle-orm'
import type { ShoppingCards } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { clubCards, clubOrders } from '../tables'
import { cardBlocksLeft, indexedBlock } from './cardFinality'
import { shoppingCardView } from './cardView'

export type ListCardsParameters = {
  memberId: number
  now: Date
  /** CARD_CONFIRMATIONS: each order's blocks left are counted against it. */
  cardConfirmations: number
}

/**
 * GET /club/cards: my cards, newest first, and my active orders that have none yet (or whose card a
 * reorg revoked: generating reinstates it), each with the blocks it still needs to be final.
 */
export async function listCards(db: Db, p: ListCardsParameters): Promise<ShoppingCards> {
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
        chainId: clubOrders.chainId,
        blockNumber: clubOrders.blockNumber,
      })
      .from(clubOrders)
      .leftJoin(clubCards, eq(clubCards.orderId, clubOrders.id))
      .where(
        and(
          eq(clubOrders.memberId, p.memberId),
          eq(clubOrders.status, 'active'),
          or(isNull(clubCards.id), isNotNull(clubCards.revokedAt)),
        ),
      )
      .orderBy(desc(clubOrders.id)),
  ])
  const chains = [...new Set(withoutCard.flatMap((order) => (order.chainId === null ? [] : [order.chainId])))]
  const indexed = new Map(
    await Promise.all(chains.map(async (id) => [id, await indexedBlock(db, id)] as const)),
  )
  return {
    cards: cards.map(({ card, orderUuid }) => shoppingCardView(card, orderUuid, p.now)),
    ordersWithoutCard: withoutCard.map(({ chainId, blockNumber, ...order }) => ({
      ...order,
      amount: order.amount.toString(),
      createdAt: order.createdAt.toISOString(),
      blocksLeft: cardBlocksLeft(
        { blockNumber },
        chainId === null ? undefined : indexed.get(chainId),
        p.cardConfirmations,
      ),
    })),
  }
}
