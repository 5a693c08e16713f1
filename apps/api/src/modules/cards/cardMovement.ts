import { eq } from 'drizzle-orm'
import type { CheckCardResponse } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { conflict, invalidInput } from '../../platform/http/domainError'
import { postTransfer, type TransferReference } from '../ledger'
import { cardMovements, type CardRow } from './tables'
import { cardState, moveCardRemaining } from './cardView'

export type CardMovementParameters = {
  /** Unique per payment or refund (the marketplace's id): a retry replays, never moves twice. */
  idempotencyKey: string
  /** Base units, > 0. */
  amount: bigint
  /** What the money paid for or was refunded from (an order of the marketplace). */
  reference: TransferReference
  now?: Date
}
export type CardMovementReturnType = { card: CheckCardResponse; movementId: number; replayed: boolean }

/**
 * The earlier movement of this key on this card, answered again (a retry); undefined when the key is
 * new; idempotencyMismatch when the key was used for another card, kind or amount.
 */
export async function replayedMovement(
  tx: Db,
  card: CardRow,
  kind: 'spend' | 'refund',
  p: CardMovementParameters,
): Promise<CardMovementReturnType | undefined> {
  const [earlier] = await tx
    .select()
    .from(cardMovements)
    .where(eq(cardMovements.idempotencyKey, `${kind}:${p.idempotencyKey}`))
  if (!earlier) return undefined
  if (earlier.cardId !== card.id || earlier.amount !== p.amount) throw conflict('idempotencyMismatch')
  return { card: cardState(card, p.now ?? new Date()), movementId: earlier.id, replayed: true }
}

/**
 * A spend from or a refund to a card whose row the caller holds locked and has checked: moves the
 * remaining value (the table's CHECK keeps it within 0…value), posts the ledger transfer and records
 * the movement, all in the caller's transaction.
 */
export async function applyMovement(
  tx: Db,
  card: CardRow,
  kind: 'spend' | 'refund',
  p: CardMovementParameters,
): Promise<CardMovementReturnType> {
  if (p.amount <= 0n) throw invalidInput('invalidParams', { field: 'amount' })
  const moved = await moveCardRemaining(tx, card.id, kind === 'spend' ? -p.amount : p.amount)
  const shop = { systemCode: 'shop_revenue' } as const
  const cards = { systemCode: 'shopping_cards' } as const
  const { transfer } = await postTransfer(tx, {
    idempotencyKey: `card:${card.id}:${kind}:${p.idempotencyKey}`,
    currency: 'USDT',
    type: kind === 'spend' ? 'shopping_expense' : 'income',
    amount: p.amount,
    from: kind === 'spend' ? cards : shop,
    to: kind === 'spend' ? shop : cards,
    reference: p.reference,
  })
  const [movement] = await tx
    .insert(cardMovements)
    .values({
      cardId: card.id,
      kind,
      amount: p.amount,
      idempotencyKey: `${kind}:${p.idempotencyKey}`,
      referenceType: p.reference.type,
      referenceId: p.reference.id,
      ledgerTransferId: transfer.id,
    })
    .returning({ id: cardMovements.id })
  if (!movement) throw new Error('card movement not recorded')
  return { card: cardState(moved, p.now ?? new Date()), movementId: movement.id, replayed: false }
}
