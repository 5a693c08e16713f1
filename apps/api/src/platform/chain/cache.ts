/**
 * Memoizes async reads for a short time and shares in-flight reads, so a burst of quotes within one
 * block costs one round of RPC calls. Failures are not cached.
 */
export type ShortCache = {
  get<T>(key: string, read: () => Promise<T>): Promise<T>
  clear(): void
}

export function createShortCache(ttlMs: number, now: () => number = Date.now): ShortCache {
  const entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>()
  return {
    get<T>(key: string, read: () => Promise<T>): Promise<T> {
      const entry = entries.get(key)
      if (entry && entry.expiresAt > now()) return entry.value as Promise<T>
      if (ttlMs <= 0) return read()
      const value = read()
      entries.set(key, { expiresAt: now() + ttlMs, value })
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key)
      })
      if (entries.size > 10_000) {
        for (const [k, e] of entries) if (e.expiresAt <= now()) entries.delete(k)
      }
      return value
    },
    clear: () => entries.clear(),
  }
}
