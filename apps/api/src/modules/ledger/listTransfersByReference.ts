import { sql } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { queryRows } from '../../platform/db/sql'
import { mapTransfer, transferColumns, type TransferTextRow } from './transferRow'
import type { LedgerTransfer, TransferReference } from './types'

/** Every transfer made for one cause (its reference), oldest first: how an operation finds what it did before. */
export async function listTransfersByReference(
  db: Db,
  reference: TransferReference,
): Promise<LedgerTransfer[]> {
  const rows = await queryRows<TransferTextRow>(
    db,
    sql`select ${transferColumns('t')} from ledger_transfers t
      where t.reference_type = ${reference.type} and t.reference_id = ${reference.id} order by t.id`,
  )
  return rows.map(mapTransfer)
}
