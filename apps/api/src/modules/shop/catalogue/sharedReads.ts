/**
 * Reads that identical requests arriving while one is under way share: the second and later get the
 * first one's answer (or its error) instead of asking the database again. Nothing is kept once the
 * read settles, so an answer is never older than the read it came from; a request that joins one
 * sees what it would have seen had it arrived when that read started. For public, read-mostly
 * answers (the catalogue's pages): a popular page asked by many at once costs one query.
 */
export function createSharedReads<T>() {
  const reading = new Map<string, Promise<T>>()
  return {
    read(key: string, load: () => Promise<T>): Promise<T> {
      const pending = reading.get(key)
      if (pending) return pending
      const started = load()
      reading.set(key, started)
      const settled = () => {
        if (reading.get(key) === started) reading.delete(key)
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
