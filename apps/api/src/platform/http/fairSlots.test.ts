import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFairSlots, NoSlotError, type Release } from './fairSlots'

/** Two members send 40 MP pictures, three at a time each: the case of issue 28 (finding 3). */
describe('fair slots (uploads: 4 decodes a process, 3 per member)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())
  const options = { total: 4, perKey: 3, maxWaitMs: 10_000 }

  /** Starts an acquire and records when it is granted or refused. */
  function ask(slots: ReturnType<typeof createFairSlots>, key: string) {
    const state: { release?: Release; error?: unknown } = {}
    slots.acquire(key).then(
      (release) => (state.release = release),
      (error: unknown) => (state.error = error),
    )
    return state
  }
  const settle = () => vi.advanceTimersByTimeAsync(0)

  it('lets a third member in at the next freed slot while two members keep sending', async () => {
    const slots = createFairSlots(options)
    const a = [ask(slots, 'a'), ask(slots, 'a'), ask(slots, 'a')]
    const b = [ask(slots, 'b'), ask(slots, 'b'), ask(slots, 'b')]
    await settle()
    expect(slots.running).toBe(4)
    const c = ask(slots, 'c')
    await settle()
    expect(c.release).toBeUndefined()
    // One of a's decodes ends; a and b still have requests waiting: the slot is c's.
    a.find((s) => s.release)?.release?.()
    await settle()
    expect(c.release).toBeDefined()
    // a alone took its 3; b got the fourth slot; the freed one went to c, below its share, not to b.
    expect([a.filter((s) => s.release).length, b.filter((s) => s.release).length]).toEqual([3, 1])
  })

  it('holds each member to its share while others wait, and gives all slots to one member alone', async () => {
    const slots = createFairSlots(options)
    const alone = [ask(slots, 'a'), ask(slots, 'a'), ask(slots, 'a')]
    await settle()
    expect(alone.every((s) => s.release)).toBe(true)
    const b = [ask(slots, 'b'), ask(slots, 'b'), ask(slots, 'b')]
    await settle()
    expect(b.filter((s) => s.release)).toHaveLength(1)
    alone[0]?.release?.()
    await settle()
    // Two members, four slots: two each.
    expect(b.filter((s) => s.release)).toHaveLength(2)
    alone[1]?.release?.()
    await settle()
    expect(b.filter((s) => s.release)).toHaveLength(3)
  })

  it("refuses a member's excess at once and a wait past maxWaitMs, and leaks no slot", async () => {
    const slots = createFairSlots({ ...options, total: 1 })
    const first = ask(slots, 'a')
    const waiting = ask(slots, 'b')
    const mine = [ask(slots, 'a'), ask(slots, 'a'), ask(slots, 'a')]
    await settle()
    expect(mine[2]?.error).toEqual(new NoSlotError('keyFull'))
    await vi.advanceTimersByTimeAsync(10_000)
    expect(waiting.error).toEqual(new NoSlotError('timedOut'))
    expect(mine[0]?.error).toEqual(new NoSlotError('timedOut'))
    first.release?.()
    first.release?.()
    await settle()
    expect(slots.running).toBe(0)
    const later = ask(slots, 'b')
    await settle()
    expect(later.release).toBeDefined()
  })
})
