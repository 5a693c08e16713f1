import type { Db } from '../../../platform/db/client'

/**
 * Product rows this process has read, each with its version (the heap tuple's xmin), for the pages of
 * the catalogue answered from the index (indexedRows.ts): the database is sent the versions known and
 * returns only the rows whose version differs (migration 0021), so a page of cards already read costs
 * it no row to send and this process none to parse.
 *
 * At most ROWS_KEPT, the least recently asked for dropped first. A row is trusted for ROW_TRUSTED_MS at
 * most, then read again whole: transaction ids wrap around after 2^32, so an xmin could, in principle,
 * come back for another version of a row kept that long.
 */
export const ROWS_KEPT = 30_000
export const ROW_TRUSTED_MS = 10 * 60_000

/** A row kept: as read, with its version and when it was read. */
export type Kept<Row> = { row: Row; version: string; readAt: number }

export class KeptRows<Row> {
  private readonly rows = new Map<number, Kept<Row>>()

  constructor(private readonly capacity = ROWS_KEPT) {}

  /** The row of `id` if kept and still trusted at `now`, made the most recently used. */
  get(id: number, now: number): Kept<Row> | undefined {
    const kept = this.rows.get(id)
    if (!kept) return undefined
    this.rows.delete(id)
    if (now - kept.readAt > ROW_TRUSTED_MS) return undefined
    this.rows.set(id, kept)
    return kept
  }

  /** Keeps `row` of `id` at `version` (read at `now`), dropping the least recently used past capacity. */
  set(id: number, row: Row, version: string, now: number): void {
    this.rows.delete(id)
    this.rows.set(id, { row, version, readAt: now })
    if (this.rows.size <= this.capacity) return
    for (const oldest of this.rows.keys()) {
      this.rows.delete(oldest)
      if (this.rows.size <= this.capacity) break
    }
  }

  /** Forgets `id`'s row if it is still `kept` (a later read may have kept a newer one). */
  drop(id: number, kept: Kept<Row>): void {
    if (this.rows.get(id) === kept) this.rows.delete(id)
  }

  get size(): number {
    return this.rows.size
  }
}

const keptOf = new WeakMap<Db, KeptRows<unknown>>()

/** This process's kept rows of `db`'s products. */
export function keptRowsOf<Row>(db: Db): KeptRows<Row> {
  let kept = keptOf.get(db)
  if (!kept) keptOf.set(db, (kept = new KeptRows<unknown>()))
  return kept as KeptRows<Row>
}
