import { and, eq } from 'drizzle-orm'
import { applyBps, type ClubRules, type ShoppingCard } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { conflict, type DomainError, invalidInput, notFound } from '../../platform/http/domainError'
import { postTransfer } from '../ledger'
import { clubCardOrders } from './clubOrders'
import { cardMovements, cards } from './tables'
import {
  encryptCardSecret,
  hashCardSecret,
  randomCardNumber,
  randomCardSecret,
  type CardKeys,
} from './cardSecrets'
import { cardBlocksLeft, indexedBlock } from './cardFinality'
import { reinstateCard } from './cardRevocation'
import { shoppingCardView } from './cardView'

export type IssueCardParameters = {
  memberId: number
  orderUuid: string
  /** The request's Idempotency-Key: the same key answers the same card. */
  requestKey: string
  rules: ClubRules
  now: Date
  /** CARD_CONFIRMATIONS: the depth the order's block needs first (cardFinality.ts). */
  cardConfirmations: number
}
export type IssueCardReturnType = { card: ShoppingCard; replayed: boolean }
/**
 * notFound (not the member's order), cardOrderNotActive, cardOrderNotFinal (details.blocksLeft),
 * cardAlreadyGenerated, idempotencyMismatch.
 */
export type IssueCardErrorType = DomainError

const DAY_MS = 86_400_000

/**
 * Generates the one shopping card of the member's active, final order (club-rules §6): worth the order
 * amount × cardValueBps, valid cardValidityDays, a fresh 16-digit number and 15-character secret. The
 * card, its issue movement and the ledger transfer card_issuance → shopping_cards (`card:<id>:issue`)
 * are one transaction; the order row is locked first, so two requests for one order make one card.
 */
export async function issueCard(
  db: Db,
  keys: CardKeys,
  p: IssueCardParameters,
): Promise<IssueCardReturnType> {
  const movementKey = `issue:${p.memberId}:${p.requestKey}`
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(clubCardOrders)
      .where(and(eq(clubCardOrders.uuid, p.orderUuid), eq(clubCardOrders.memberId, p.memberId)))
      .for('update')
    if (!order) throw notFound()
    const [existing] = await tx.select().from(cards).where(eq(cards.orderId, order.id)).for('update')
    const [replay] = await tx
      .select({ cardId: cardMovements.cardId })
      .from(cardMovements)
      .where(eq(cardMovements.idempotencyKey, movementKey))
    if (replay) {
      if (replay.cardId !== existing?.id) throw conflict('idempotencyMismatch')
      return { card: shoppingCardView(existing, order.uuid, p.now), replayed: true }
    }
    if (existing && !existing.revokedAt) throw conflict('cardAlreadyGenerated')
    if (order.status !== 'active') throw invalidInput('cardOrderNotActive')
    const blocksLeft = cardBlocksLeft(
      order,
      order.chainId === null ? undefined : await indexedBlock(tx, order.chainId),
      p.cardConfirmations,
    )
    if (blocksLeft > 0)
      throw invalidInput('cardOrderNotFinal', { blocksLeft }, { params: { blocksLeft: String(blocksLeft) } })
    // The order's card was revoked by a reorg and its transaction is mined again: the same card returns.
    if (existing) {
      const card = await reinstateCard(tx, existing, { now: p.now, movementKey })
      return { card: shoppingCardView(card, order.uuid, p.now), replayed: false }
    }

    const secret = randomCardSecret()
    const value = applyBps(order.amount, p.rules.cardValueBps)
    let card
    while (!card) {
      const number = randomCardNumber()
      ;[card] = await tx
        .insert(cards)
        .values({
          orderId: order.id,
          memberId: p.memberId,
          number,
          secretCiphertext: encryptCardSecret(keys, number, secret),
          secretHash: hashCardSecret(keys, number, secret),
          value,
          remaining: value,
          expiresAt: new Date(p.now.getTime() + p.rules.cardValidityDays * DAY_MS),
          createdAt: p.now,
        })
        .onConflictDoNothing({ target: cards.number })
        .returning()
    }
    const { transfer } = await postTransfer(tx, {
      idempotencyKey: `card:${card.id}:issue`,
      currency: 'USDT',
      type: 'income',
      amount: value,
      from: { systemCode: 'card_issuance' },
      to: { systemCode: 'shopping_cards' },
      reference: { type: 'club_card', id: card.uuid },
    })
    await tx.insert(cardMovements).values({
      cardId: card.id,
      kind: 'issue',
      amount: value,
      idempotencyKey: movementKey,
      referenceType: 'club_order',
      referenceId: order.uuid,
      ledgerTransferId: transfer.id,
    })
    return { card: shoppingCardView(card, order.uuid, p.now), replayed: false }
  })
}
