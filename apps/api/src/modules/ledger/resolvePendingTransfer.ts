import { sql } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { conflict, notFound } from '../../platform/http/domainError'
import { queryRows } from '../../platform/db/sql'
import {
  loadTransferRow,
  mapTransfer,
  postingCtes,
  type TransferTextRow,
  transferColumns,
} from './transferRow'
import type { TransferResult } from './types'

/**
 * Moves a pending transfer to its final status exactly once: the status update only matches while the
 * row is still pending, and concurrent resolutions queue on that row lock, so the second sees the first's
 * outcome. Resolving again to the same status replays; to the other status is a conflict.
 */
export async function resolvePendingTransfer(
  db: Db,
  transferId: number,
  outcome: 'posted' | 'voided',
): Promise<TransferResult> {
  const effect =
    outcome === 'posted'
      ? postingCtes('resolved', true)
      : sql`released as (
          update ledger_accounts a set pending_debits = a.pending_debits - resolved.amount, updated_at = now()
          from resolved where a.id = resolved.debit_account_id returning a.id
        )`
  const rows = await queryRows<TransferTextRow>(
    db,
    sql`with resolved as (
        update ledger_transfers set status = ${outcome}, resolved_at = now()
        where id = ${transferId}::bigint and status = 'pending' returning *
      ),
      ${effect}
      select ${transferColumns('resolved')} from resolved`,
    { prepared: true },
  )
  if (rows[0]) return { transfer: mapTransfer(rows[0]), replayed: false }
  const existing = await loadTransferRow(db, { id: transferId })
  if (!existing) throw notFound()
  if (existing.status !== outcome) throw conflict('transferNotPending')
  return { transfer: mapTransfer(existing), replayed: true }
}
