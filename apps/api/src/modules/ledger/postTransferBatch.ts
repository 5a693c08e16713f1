import type { Db } from '../../platform/db/client'
import { rawQuery } from '../../platform/db/sql'
import type { TransferTextRow } from './transferRow'
import type { AccountOwner, BillType, Currency, TransferReference } from './types'

/** A posted transfer as the batch statement takes it (validated). */
export type BatchTransfer = {
  idempotencyKey: string
  currency: Currency
  type: BillType
  amount: bigint
  from: AccountOwner
  to: AccountOwner
  reference?: TransferReference | undefined
  memo?: string | undefined
}

/** What happened to one item (see sql/ledger_post_transfers.sql); 'mismatch': the key holds another request. */
export type BatchOutcome =
  | { outcome: 'created' | 'existing' | 'mismatch'; row: TransferTextRow }
  | { outcome: 'insufficient' | 'same_account' | 'missing_account' }

type BatchRow = { r_ord: number | string; r_outcome: string } & {
  [K in keyof TransferTextRow as `r_${K}`]: TransferTextRow[K]
}

const POST_BATCH = `select * from ledger_post_transfers($1::text[], $2::text[], $3::text[], $4::numeric[],
  $5::bigint[], $6::text[], $7::bigint[], $8::text[], $9::text[], $10::text[], $11::text[])`

/**
 * Posts independent transfers in one statement and one commit: the database function decides each
 * item on its own (a refused item changes nothing, the others go through), so many concurrent
 * postings share one round trip, one transaction and the locks of accounts they have in common.
 * On the root `Db` it is its own transaction; in a caller's, one more statement of it (the shop's checkout
 * posts its batch's payments so). Throws only if the statement as a whole failed (then nothing changed).
 */
export async function postTransferBatch(
  db: Db,
  transfers: readonly BatchTransfer[],
): Promise<BatchOutcome[]> {
  const column = <T>(pick: (t: BatchTransfer) => T) => transfers.map(pick)
  const member = (o: AccountOwner) => ('memberId' in o ? o.memberId : null)
  const system = (o: AccountOwner) => ('systemCode' in o ? o.systemCode : null)
  const rows = await rawQuery(db)<BatchRow>('ledger_post_transfers_batch', POST_BATCH, [
    column((t) => t.idempotencyKey),
    column((t) => t.currency),
    column((t) => t.type),
    column((t) => t.amount.toString()),
    column((t) => member(t.from)),
    column((t) => system(t.from)),
    column((t) => member(t.to)),
    column((t) => system(t.to)),
    column((t) => t.reference?.type ?? null),
    column((t) => t.reference?.id ?? null),
    column((t) => t.memo ?? null),
  ])
  const outcomes: (BatchOutcome | undefined)[] = Array.from({ length: transfers.length })
  for (const row of rows) outcomes[Number(row.r_ord) - 1] = toOutcome(row)
  return outcomes.map((outcome, index) => {
    if (!outcome) throw new Error(`ledger: batch item ${index} has no outcome`)
    return outcome
  })
}

function toOutcome(row: BatchRow): BatchOutcome {
  switch (row.r_outcome) {
    case 'created':
    case 'existing':
    case 'mismatch':
      return {
        outcome: row.r_outcome,
        row: {
          id: row.r_id,
          idempotency_key: row.r_idempotency_key,
          request_hash: row.r_request_hash,
          currency: row.r_currency,
          type: row.r_type,
          status: row.r_status,
          amount: row.r_amount,
          debit_account_id: row.r_debit_account_id,
          credit_account_id: row.r_credit_account_id,
          reference_type: row.r_reference_type,
          reference_id: row.r_reference_id,
          memo: row.r_memo,
          reverses_transfer_id: row.r_reverses_transfer_id,
          created_at: row.r_created_at,
          resolved_at: row.r_resolved_at,
        },
      }
    case 'insufficient':
    case 'same_account':
    case 'missing_account':
      return { outcome: row.r_outcome }
    default:
      throw new Error(`ledger: unknown batch outcome ${row.r_outcome}`)
  }
}
