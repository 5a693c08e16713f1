import { formatAmount, type BillType, type Currency } from '@vita/shared'
import { controlCharacterIndex } from '@vita/shared/schemas/input'
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

/** Characters a spreadsheet reads as the start of a formula (ASCII and full-width), after any spaces. */
const FORMULA_START = /^\s*[=+\-@\uff1d\uff0b\uff0d\uff20]/
/** Bidi embeddings, overrides and isolates: dropped (they reorder what the cell shows). */
const BIDI = /[\u202a-\u202e\u2066-\u2069]/g
/** Controls (C0, DEL, C1) become spaces: a cell is one line of visible text. */
const withoutControls = (value: string) =>
  controlCharacterIndex(value) === -1
    ? value
    : Array.from(value, (char) => {
        const code = char.charCodeAt(0)
        return code < 0x20 || (code >= 0x7f && code <= 0x9f) ? ' ' : char
      }).join('')
const quoted = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)

/**
 * A text cell: bidi characters dropped, controls made spaces, and one that a spreadsheet would run as a formula
 * (= + - @, "-1+1" included) prefixed with ' so it shows as text. Every cell but the amounts is text:
 * memos come from other members.
 */
export function csvText(value: string): string {
  const visible = withoutControls(value.replace(BIDI, ''))
  return quoted(FORMULA_START.test(visible) ? `'${visible}` : visible)
}

const DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/
/** An amount cell, the only cells left as numbers: exact decimal text from formatAmount, checked. */
export function csvAmount(value: bigint): string {
  const text = formatAmount(value)
  if (!DECIMAL.test(text)) throw new Error(`not a decimal amount: ${text}`)
  return text
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
        csvText(bill.id),
        csvText(bill.createdAt),
        csvText(bill.currency),
        csvText(bill.type),
        csvAmount(BigInt(bill.amount)),
        csvAmount(BigInt(bill.balanceAfter)),
        csvText(bill.reference?.type ?? ''),
        csvText(bill.reference?.id ?? ''),
        csvText(bill.counterpartyUuid ?? ''),
        csvText(bill.memo ?? ''),
      ]
      yield fields.join(',') + '\r\n'
    }
    written += page.items.length
    if (!page.nextCursor) return
    cursor = page.nextCursor
  }
}
