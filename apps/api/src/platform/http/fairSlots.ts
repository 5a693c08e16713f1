/**
 * A short fair queue for scarce work in one process (an image decode takes a core and ~160 MB): at
 * most `total` run at once, and each key (a member) is held to a fair share of them, so one or two
 * busy keys can never keep everyone else out.
 * - A key's share is `total` split over the keys running or waiting now (at least 1, at most
 *   `perKey`): alone a member may use `perKey` slots; when others arrive, a freed slot goes first to a
 *   waiting key below its share, round-robin among them, so a newcomer gets the next slot that frees.
 * - A key may have at most `perKey` running and waiting together: its excess is refused at once.
 * - A waiter gives up after `maxWaitMs` (the caller answers "busy, retry"): no request queues forever.
 */
export type FairSlotsOptions = { total: number; perKey: number; maxWaitMs: number }

export type Release = () => void
/** Why no slot was given: the key's own excess (`keyFull`), or none freed within maxWaitMs (`timedOut`). */
export class NoSlotError extends Error {
  override name = 'NoSlotError'
  constructor(readonly reason: 'keyFull' | 'timedOut') {
    super(`no slot: ${reason}`)
  }
}

type Waiter = { grant: (release: Release) => void; timer: ReturnType<typeof setTimeout> }

export function createFairSlots({ total, perKey, maxWaitMs }: FairSlotsOptions) {
  const running = new Map<string, number>()
  const waiting = new Map<string, Waiter[]>()
  /** Keys with waiters, in the order they are served (round-robin: a served key goes to the back). */
  const turn: string[] = []
  let inUse = 0

  const runningOf = (key: string) => running.get(key) ?? 0
  const activeKeys = () => new Set([...running.keys(), ...waiting.keys()]).size
  const share = () => Math.max(1, Math.min(perKey, Math.floor(total / Math.max(1, activeKeys()))))

  function take(key: string): Release {
    running.set(key, runningOf(key) + 1)
    inUse++
    let released = false
    return () => {
      if (released) return
      released = true
      inUse--
      const left = runningOf(key) - 1
      if (left > 0) running.set(key, left)
      else running.delete(key)
      serve()
    }
  }

  function leaveTurn(key: string) {
    const at = turn.indexOf(key)
    if (at >= 0) turn.splice(at, 1)
  }

  /** The key's first waiter; a key left without waiters leaves the turn. */
  function dequeue(key: string, waiter?: Waiter): Waiter | undefined {
    const queue = waiting.get(key) ?? []
    const at = waiter ? queue.indexOf(waiter) : 0
    const [taken] = at >= 0 ? queue.splice(at, 1) : []
    if (queue.length === 0) {
      waiting.delete(key)
      leaveTurn(key)
    }
    return taken
  }

  /** Hands free slots to waiters: keys below their share first, in turn; then any waiter in turn. */
  function serve() {
    while (inUse < total && turn.length > 0) {
      const limit = share()
      const key =
        turn.find((candidate) => runningOf(candidate) < limit) ??
        turn.find((candidate) => runningOf(candidate) < perKey)
      if (key === undefined) return
      const waiter = dequeue(key)
      if (!waiter) continue
      // Served: the key goes to the back of the turn.
      if (waiting.has(key)) {
        leaveTurn(key)
        turn.push(key)
      }
      clearTimeout(waiter.timer)
      waiter.grant(take(key))
    }
  }

  return {
    /** A slot for `key`: its release (idempotent), or a NoSlotError. */
    acquire(key: string): Promise<Release> {
      const queued = waiting.get(key)?.length ?? 0
      if (runningOf(key) + queued >= perKey) return Promise.reject(new NoSlotError('keyFull'))
      // Straight in only when no one is waiting for a slot (they come first) and the key is within share.
      if (turn.length === 0 && inUse < total && runningOf(key) < share()) return Promise.resolve(take(key))
      return new Promise<Release>((resolve, reject) => {
        const waiter: Waiter = {
          grant: resolve,
          timer: setTimeout(() => {
            dequeue(key, waiter)
            reject(new NoSlotError('timedOut'))
            // The key's leaving changes the shares: another waiter may now be served.
            serve()
          }, maxWaitMs),
        }
        const queue = waiting.get(key)
        if (queue) queue.push(waiter)
        else {
          waiting.set(key, [waiter])
          turn.push(key)
        }
        serve()
      })
    },
    /** Slots in use now (for tests). */
    get running() {
      return inUse
    },
  }
}
export type FairSlots = ReturnType<typeof createFairSlots>
