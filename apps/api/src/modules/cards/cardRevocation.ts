import { and, count, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { postTransfer } from '../ledger'
import { cardMovements, cardRevocations, cards, type CardRow } from './tables'
import { moveCardRemaining } from './cardView'

/*
 * A card is value the club issued against one on-chain payment. When a reorg takes the payment away the
 * card must stop being worth anything, yet what was spent from it is gone into the shop. The ledger
 * (every transfer USDT, in the caller's transaction) therefore:
 *   revoke     shopping_cards → card_issuance             what is left (the card's remaining goes to 0)
 *              card_shortfall_receivable → card_issuance  what was spent: the member's debt, parked
 * so card_issuance is back where it was before the card, and the receivable (allowed negative) shows the
 * debt; a member's own balance is never pushed below zero. The operator settles the debt
 * (card:resolve-shortfall). When the transaction is mined again and is final, the same card comes back:
 *   reinstate  card_issuance → shopping_cards             what the revocation took off (plus the debt
 *                                                         when the member already paid it)
 *              card_issuance → card_shortfall_receivable  a debt still parked: the payment is back
 * One payment thus backs at most one card value, whatever the number of reorgs.
 */

const card = (row: CardRow) => ({ type: 'club_card', id: row.uuid })

/**
 * A reorg removed the order: its card (if any, and not already revoked) is revoked in the caller's
 * transaction, and a spent part is recorded as the member's debt, parked for the operator.
 */
export async function revokeOrderCard(tx: Db, p: { orderId: number; now: Date }): Promise<void> {
  const [row] = await tx.select().from(cards).where(eq(cards.orderId, p.orderId)).for('update')
  if (!row || row.revokedAt) return
  // Revocations of one card are numbered: each reorg of the order is its own business effect.
  const [earlier] = await tx
    .select({ n: count() })
    .from(cardRevocations)
    .where(eq(cardRevocations.cardId, row.id))
  const round = (earlier?.n ?? 0) + 1
  const revoked = row.remaining
  const shortfall = row.value - row.remaining
  if (revoked > 0n) {
    await moveCardRemaining(tx, row.id, -revoked)
    const { transfer } = await postTransfer(tx, {
      idempotencyKey: `card:${row.id}:revoke:${round}`,
      currency: 'USDT',
      type: 'expense',
      amount: revoked,
      from: { systemCode: 'shopping_cards' },
      to: { systemCode: 'card_issuance' },
      reference: card(row),
    })
    await recordMovement(tx, row, 'revoke', `revoke:${row.id}:${round}`, revoked, transfer.id)
  }
  if (shortfall > 0n)
    await postTransfer(tx, {
      idempotencyKey: `card:${row.id}:shortfall:${round}`,
      currency: 'USDT',
      type: 'expense',
      amount: shortfall,
      from: { systemCode: 'card_shortfall_receivable' },
      to: { systemCode: 'card_issuance' },
      reference: card(row),
      memo: `member#${row.memberId} owes the card value spent before its order was reorged`,
    })
  await tx.update(cards).set({ revokedAt: p.now }).where(eq(cards.id, row.id))
  await tx.insert(cardRevocations).values({
    cardId: row.id,
    memberId: row.memberId,
    revoked,
    shortfall,
    status: shortfall > 0n ? 'parked' : 'none',
  })
}

/**
 * The revoked card's order is standing and final again (its transaction mined again): the card gets
 * back what the revocation took off, and a debt still parked is cleared (the payment backs it again);
 * a debt the member already paid goes back onto the card. The caller holds the card's row locked.
 */
export async function reinstateCard(
  tx: Db,
  row: CardRow,
  p: { now: Date; movementKey: string },
): Promise<CardRow> {
  const [open] = await tx
    .select()
    .from(cardRevocations)
    .where(and(eq(cardRevocations.cardId, row.id), isNull(cardRevocations.reinstatedAt)))
    .for('update')
  if (!open) throw new Error(`revoked card ${row.id} has no open revocation`)
  const key = `card:${row.id}:reinstate:${open.id}`
  const back = open.revoked + (open.status === 'collected' ? open.shortfall : 0n)
  let reinstated = row
  if (back > 0n) {
    reinstated = await moveCardRemaining(tx, row.id, back)
    const { transfer } = await postTransfer(tx, {
      idempotencyKey: key,
      currency: 'USDT',
      type: 'income',
      amount: back,
      from: { systemCode: 'card_issuance' },
      to: { systemCode: 'shopping_cards' },
      reference: card(row),
    })
    await recordMovement(tx, row, 'reinstate', p.movementKey, back, transfer.id)
  }
  if (open.status === 'parked')
    await postTransfer(tx, {
      idempotencyKey: `${key}:shortfall`,
      currency: 'USDT',
      type: 'income',
      amount: open.shortfall,
      from: { systemCode: 'card_issuance' },
      to: { systemCode: 'card_shortfall_receivable' },
      reference: card(row),
    })
  await tx
    .update(cardRevocations)
    .set({
      reinstatedAt: p.now,
      ...(open.status === 'parked' ? { status: 'remined' as const, resolvedAt: p.now } : {}),
    })
    .where(eq(cardRevocations.id, open.id))
  const [restored] = await tx.update(cards).set({ revokedAt: null }).where(eq(cards.id, row.id)).returning()
  return restored ?? reinstated
}

async function recordMovement(
  tx: Db,
  row: CardRow,
  kind: 'revoke' | 'reinstate',
  idempotencyKey: string,
  amount: bigint,
  ledgerTransferId: number,
): Promise<void> {
  await tx.insert(cardMovements).values({
    cardId: row.id,
    kind,
    amount,
    idempotencyKey,
    referenceType: 'club_card',
    referenceId: row.uuid,
    ledgerTransferId,
  })
}
