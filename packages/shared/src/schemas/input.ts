/**
 * Building blocks of every request schema with free text or a cursor: near-valid input (a NUL, a
 * control character, a lone surrogate, a cursor past its column's type) is refused here with 400
 * code 7 instead of failing in the database as a 500.
 */
import { z } from 'zod'

/** Control characters a field may allow (every other C0 control, DEL and C1 control is refused). */
export type AllowedControl = '\n' | '\t'

/** The first code unit of `value` that is a control character not in `allow`, or -1. */
export function controlCharacterIndex(value: string, allow: readonly AllowedControl[] = []): number {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f)
    if (control && !allow.includes(value[i] as AllowedControl)) return i
  }
  return -1
}

/** False when `value` holds a lone UTF-16 surrogate (not encodable as UTF-8: the driver would alter it). */
export function isWellFormedText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1)
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false
      i++
    } else if (code >= 0xdc00 && code <= 0xdfff) return false
  }
  return true
}

/**
 * Free text that is stored or sent to the database: at most `max` characters, no control characters
 * except those in `allow` (the sign-in message's line breaks), no lone surrogates.
 */
export function safeText(max: number, options: { allow?: readonly AllowedControl[] } = {}) {
  const allow = options.allow ?? []
  return z
    .string()
    .max(max)
    .refine((value) => controlCharacterIndex(value, allow) === -1, {
      error: 'must not contain control characters',
    })
    .refine(isWellFormedText, { error: 'must be well-formed text' })
}

/** U+202A–U+202E (embeddings, overrides) and U+2066–U+2069 (isolates): they reorder what is shown. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g

/** `value` without Unicode bidi embedding, override and isolate characters. */
export const stripBidiControls = (value: string) => value.replace(BIDI_CONTROLS, '')

/**
 * A memo or note shown to someone else (a transfer's recipient, an operator): bidi overrides are
 * stripped (so "‮txt.exe" cannot pose as "exe.txt"), then it is trimmed and checked like safeText;
 * blank means none (undefined).
 */
export function memoText(max: number) {
  return z
    .string()
    .max(max * 4)
    .transform((value) => stripBidiControls(value).trim())
    .pipe(safeText(max))
    .optional()
    .transform((value) => (value ? value : undefined))
}

/** PostgreSQL's int8 maximum: a larger id cursor would fail the `::bigint` cast with a 500. */
const INT8_MAX = 2n ** 63n - 1n
/** The largest time a JavaScript Date holds (ms); past it `new Date(ms)` is an Invalid Date. */
const DATE_MAX_MS = 8.64e15
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const ROW_ID_CURSOR = /^[1-9][0-9]{0,18}$/
const TIME_AND_UUID_CURSOR = new RegExp(`^([0-9]{1,16})_(${UUID})$`)

/** The cursor of each kind of keyset page; each refuses what its page's query could not take. */
export const cursorSchemas = {
  /** The last row's bigint id (the bill log, news): 1 … 2^63−1. */
  rowId: z
    .string()
    .refine((value) => ROW_ID_CURSOR.test(value) && BigInt(value) <= INT8_MAX, { error: 'invalid cursor' }),
  /** `<created ms>_<uuid>` of the last row (withdrawals): a valid Date and a well-formed uuid. */
  timeAndUuid: z.string().refine(
    (value) => {
      const ms = TIME_AND_UUID_CURSOR.exec(value)?.[1]
      return ms !== undefined && Number(ms) <= DATE_MAX_MS
    },
    { error: 'invalid cursor' },
  ),
} as const
export type CursorKind = keyof typeof cursorSchemas

/** Cursor pages: `limit` is capped; `nextCursor` is null on the last page. */
export const PAGE_SIZE_MAX = 100

/** The query of a cursor page whose cursor is of `kind`. */
export function pageQuery(kind: CursorKind) {
  return z.object({
    cursor: cursorSchemas[kind].optional(),
    limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
  })
}
