import { formatAmount, type BillType, type Currency } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { listBills } from './listBills'

/** An export holds at most this many rows (the newest); the bill log screen pages through the rest. */
export const BILLS_CSV_MAX_ROWS = 10_000
const CSV_PAGE = 100

export type BillsCsvParameters = {
  memberId: number
  currency?: Currency | undefined
  type?: BillType | undefined
}

const HEADER = [
  'id',
  'time',
  'currency',
  'type',
  'amount',
  'balance_after',
  'reference_type',
  'reference_id',
  'counterparty_uuid',
  'memo',
]

/** One CSV field: quoted when needed, and a leading = + - @ neutralised so spreadsheets never run it as a formula. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-\d/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/**
 * The bill log as CSV lines (UTF-8 BOM first, for Excel), read page by page so memory stays flat;
 * amounts are exact decimal text (formatAmount), never floats.
 */
export async function* billsCsvLines(db: Db, parameters: BillsCsvParameters): AsyncGenerator<string> {
  yield '\uFEFF' + HEADER.join(',') + '\r\n'
  let cursor: string | undefined
  let written = 0
  while (written < BILLS_CSV_MAX_ROWS) {
    const page = await listBills(db, {
      ...parameters,
      cursor,
      limit: Math.min(CSV_PAGE, BILLS_CSV_MAX_ROWS - written),
    })
    for (const bill of page.items) {
      const fields = [
        bill.id,
        bill.createdAt,
        bill.currency,
        bill.type,
        formatAmount(BigInt(bill.amount)),
        formatAmount(BigInt(bill.balanceAfter)),
        bill.reference?.type ?? '',
        bill.reference?.id ?? '',
        bill.counterpartyUuid ?? '',
        bill.memo ?? '',
      ]
      yield fields.map(csvField).join(',') + '\r\n'
    }
    written += page.items.length
    if (!page.nextCursor) return
    cursor = page.nextCursor
  }
}
