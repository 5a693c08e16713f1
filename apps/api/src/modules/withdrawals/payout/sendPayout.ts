import { eq, sql } from 'drizzle-orm'
import type { Hex } from 'viem'
import { withdrawals } from '../tables'
import type { PayoutContext } from './payoutContext'

/** The node already has this very transaction (or mined it): sending again changed nothing. */
const ALREADY_SENT =
  /already known|known transaction|nonce too low|already imported|nonce has already been used/i

/**
 * Sends a stored signed payout. Re-sending the same bytes is harmless (same hash), so this runs after
 * every crash or failed attempt; failures are recorded and retried by the next run.
 */
export async function sendPayout(
  context: PayoutContext,
  payout: { id: string; rawTx: string },
): Promise<boolean> {
  try {
    await context.client.sendRawTransaction({ serializedTransaction: payout.rawTx as Hex })
    await context.db
      .update(withdrawals)
      .set({ broadcastAttempts: sql`${withdrawals.broadcastAttempts} + 1`, lastBroadcastError: null })
      .where(eq(withdrawals.id, payout.id))
    return true
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (ALREADY_SENT.test(message)) return true
    context.logger.warn({ withdrawalId: payout.id, err: message }, 'payout: broadcast failed, will retry')
    await context.db
      .update(withdrawals)
      .set({
        broadcastAttempts: sql`${withdrawals.broadcastAttempts} + 1`,
        lastBroadcastError: message.slice(0, 500),
      })
      .where(eq(withdrawals.id, payout.id))
    return false
  }
}
