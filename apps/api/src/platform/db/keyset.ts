import { type AnyColumn, type SQL, sql } from 'drizzle-orm'

/**
 * A keyset position in a page ordered by time, newest first, then by integer keys, highest first: rows
 * strictly after it are older, or as old with lower keys. Without `keys`, every row of that time is
 * after it (a merged page that stopped in another source at that time).
 */
export type KeysetBefore = { at: Date; keys?: readonly bigint[] | undefined }

/**
 * A time as whole milliseconds since the epoch, what a JavaScript Date holds: pages that are merged or
 * resumed in JavaScript order and compare by it, so a microsecond never puts a row on the wrong side of
 * a cursor.
 */
export function msTime(column: AnyColumn): SQL<number> {
  return sql<number>`floor(extract(epoch from ${column}) * 1000)::bigint`.mapWith(Number)
}

/** The condition "after `before`" of a page ordered by (`time` desc, ...`keys` desc); `time` from msTime. */
export function keysetAfter(time: SQL<number>, keys: readonly AnyColumn[], before: KeysetBefore | undefined) {
  if (!before) return undefined
  const at = sql`${before.at.getTime()}::bigint`
  if (!before.keys) return sql`${time} < ${at}`
  const columns = sql.join([...keys], sql`, `)
  const values = sql.join(
    before.keys.map((key) => sql`${key.toString()}::bigint`),
    sql`, `,
  )
  return sql`(${time} < ${at} or (${time} = ${at} and (${columns}) < (${values})))`
}
