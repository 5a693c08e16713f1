import { and, desc, eq, isNotNull, isNull, or } from 'drizzle-orm'
import type { ShoppingCards } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { clubCardOrders } from './clubOrders'
import { cards } from './tables'
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
  const [owned, withoutCard] = await Promise.all([
    db
      .select({ card: cards, orderUuid: clubCardOrders.uuid })
      .from(cards)
      .innerJoin(clubCardOrders, eq(clubCardOrders.id, cards.orderId))
      .where(eq(cards.memberId, p.memberId))
      .orderBy(desc(cards.id)),
    db
      .select({
        id: clubCardOrders.uuid,
        amount: clubCardOrders.amount,
        status: clubCardOrders.status,
        createdAt: clubCardOrders.createdAt,
        chainId: clubCardOrders.chainId,
        blockNumber: clubCardOrders.blockNumber,
      })
      .from(clubCardOrders)
      .leftJoin(cards, eq(cards.orderId, clubCardOrders.id))
      .where(
        and(
          eq(clubCardOrders.memberId, p.memberId),
          eq(clubCardOrders.status, 'active'),
          or(isNull(cards.id), isNotNull(cards.revokedAt)),
        ),
      )
      .orderBy(desc(clubCardOrders.id)),
  ])
  const chains = [...new Set(withoutCard.flatMap((order) => (order.chainId === null ? [] : [order.chainId])))]
  const indexed = new Map(
    await Promise.all(chains.map(async (id) => [id, await indexedBlock(db, id)] as const)),
  )
  return {
    cards: owned.map(({ card, orderUuid }) => shoppingCardView(card, orderUuid, p.now)),
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
