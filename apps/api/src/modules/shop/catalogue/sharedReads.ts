/**
 * Reads that identical requests arriving while one is under way share: the second and later get the
 * first one's answer (or its error) instead of asking the database again. Nothing is kept once the
 * read settles, so an answer is never older than the read it came from; a request that joins one
 * sees what it would have seen had it arrived when that read started. For public, read-mostly
 * answers (the catalogue's pages): a popular page asked by many at once costs one query.
 *
 * The map holds each read through a holder emptied when it settles, not the promise itself: the
 * map's table lives in V8's old generation, and what it has held stays reachable for the scavenger
 * until the next full GC. Holding the promises, every answer (its rows, cards and text) outlived its
 * request and was promoted: 2.48 MB per scavenge under load against 25 KB now, and a mark-compact of
 * 14–19 ms every 2–3 s (bench/shop-catalogue.ts, different pages). Emptied holders keep nothing but
 * themselves.
 */
type Reading<T> = { promise: Promise<T> | undefined }

export function createSharedReads<T>() {
  const reading = new Map<string, Reading<T>>()
  return {
    read(key: string, load: () => Promise<T>): Promise<T> {
      const pending = reading.get(key)?.promise
      if (pending) return pending
      const started = load()
      const holder: Reading<T> = { promise: started }
      reading.set(key, holder)
      const settled = () => {
        holder.promise = undefined
        if (reading.get(key) === holder) reading.delete(key)
      }
      started.then(settled, settled)
      return started
    },
    /** Reads under way (for tests). */
    get size() {
      return reading.size
    },
  }
}
export type SharedReads<T> = ReturnType<typeof createSharedReads<T>>
