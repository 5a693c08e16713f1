import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../../platform/db/client'
import { clubWhitelist } from '../tables'

/** Which rows move: a batch by its transaction hash, or members by id. Only rows still in `from` move. */
export type WalletSelector =
  { txHash: string; from: 'sent' } | { memberIds: readonly number[]; from: 'queued' | 'sent' }

function rowsOf(selector: WalletSelector) {
  return and(
    eq(clubWhitelist.status, selector.from),
    'txHash' in selector
      ? eq(clubWhitelist.txHash, selector.txHash)
      : inArray(clubWhitelist.memberId, [...selector.memberIds]),
  )
}

const selectsNothing = (selector: WalletSelector) =>
  'memberIds' in selector && selector.memberIds.length === 0

/** Back to 'queued' with attempts + 1 and the reason, for the next run to retry. */
export async function requeueWallets(db: Db, selector: WalletSelector, error: string): Promise<void> {
  if (selectsNothing(selector)) return
  await db
    .update(clubWhitelist)
    .set({
      status: 'queued',
      txHash: null,
      attempts: sql`${clubWhitelist.attempts} + 1`,
      lastError: error.slice(0, 500),
      updatedAt: sql`now()`,
    })
    .where(rowsOf(selector))
}

/** → 'whitelisted': the chain says so. */
export async function markWhitelisted(db: Db, selector: WalletSelector): Promise<void> {
  if (selectsNothing(selector)) return
  await db
    .update(clubWhitelist)
    .set({ status: 'whitelisted', lastError: null, updatedAt: sql`now()` })
    .where(rowsOf(selector))
}
