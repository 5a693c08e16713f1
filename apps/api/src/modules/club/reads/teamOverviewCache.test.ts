import { describe, expect, it } from 'vitest'
import type { ClubTeam } from '@vita/shared'
import { createTeamOverviewCache } from './teamOverviewCache'

const team = (teamSize: number, teamPerformance = '0'): ClubTeam => ({
  level: 0,
  upgrade: null,
  teamPerformance,
  teamPerformanceToday: '0',
  directCount: 0,
  directsWithOrder: 0,
  teamSize,
  ownOrders: 0,
  ownVolume: '0',
  legs: [],
})

/** A cache of teams of 1,000 and more, 5 s TTL, refreshed in its last second, on a test clock. */
const refreshingCache = (clock: { ms: number }) =>
  createTeamOverviewCache({
    ttlMs: 5_000,
    refreshAheadMs: 1_000,
    minTeamSize: 1_000,
    maxEntries: 10,
    now: () => clock.ms,
  })

describe('the team overview cache', () => {
  function setup() {
    const clock = { ms: 0 }
    const cache = createTeamOverviewCache({
      ttlMs: 5_000,
      minTeamSize: 1_000,
      maxEntries: 2,
      now: () => clock.ms,
    })
    let reads = 0
    const load =
      (size: number, performance = '0') =>
      async () => {
        reads++
        return team(size, performance)
      }
    return { clock, cache, load, reads: () => reads }
  }

  it('reuses a large team’s answer within the TTL, shares concurrent reads, and reads again after it', async () => {
    const { clock, cache, load, reads } = setup()
    const [a, b] = await Promise.all([
      cache.get(1, '2026-03-10', load(5_000)),
      cache.get(1, '2026-03-10', load(5_000)),
    ])
    expect(a).toBe(b)
    expect(reads()).toBe(1)
    clock.ms = 4_999
    expect((await cache.get(1, '2026-03-10', load(5_000, '7'))).teamPerformance).toBe('0')
    clock.ms = 5_000
    expect((await cache.get(1, '2026-03-10', load(5_000, '7'))).teamPerformance).toBe('7')
    expect(reads()).toBe(2)
    expect((await cache.get(1, '2026-03-11', load(5_000, '8'))).teamPerformance).toBe('8')
  })

  it('never keeps a small team, a failed read, or more than maxEntries members', async () => {
    const { cache, load, reads } = setup()
    await cache.get(1, 'd', load(999))
    await cache.get(1, 'd', load(999))
    expect(reads()).toBe(2)
    await expect(cache.get(2, 'd', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect((await cache.get(2, 'd', load(5_000, '3'))).teamPerformance).toBe('3')
    await cache.get(3, 'd', load(5_000))
    await cache.get(4, 'd', load(5_000))
    const before = reads()
    await cache.get(2, 'd', load(5_000))
    expect(reads()).toBe(before + 1)
  })

  it('refreshes a read-often answer ahead of its TTL without making anyone wait, never older than the TTL', async () => {
    const clock = { ms: 0 }
    const cache = refreshingCache(clock)
    let reads = 0
    let release: (() => void) | undefined
    const load =
      (performance: string, hold = false) =>
      async () => {
        reads++
        if (hold) await new Promise<void>((resolve) => (release = resolve))
        return team(5_000, performance)
      }
    expect((await cache.get(1, 'd', load('1'))).teamPerformance).toBe('1')
    clock.ms = 3_999
    expect((await cache.get(1, 'd', load('x'))).teamPerformance).toBe('1')
    expect(reads).toBe(1)
    // In the last second: the current answer at once, and one read of the next in the background.
    clock.ms = 4_000
    expect((await cache.get(1, 'd', load('2', true))).teamPerformance).toBe('1')
    expect((await cache.get(1, 'd', load('y'))).teamPerformance).toBe('1')
    expect(reads).toBe(2)
    // Past the TTL with the next read still running: the caller waits for it, never the old answer.
    clock.ms = 5_000
    const waiting = cache.get(1, 'd', load('z'))
    release?.()
    expect((await waiting).teamPerformance).toBe('2')
    expect(reads).toBe(2)
    // The refreshed answer counts from its own read (at 4 000): refreshed again from 8 000 on.
    clock.ms = 7_999
    expect((await cache.get(1, 'd', load('w'))).teamPerformance).toBe('2')
    clock.ms = 8_000
    expect((await cache.get(1, 'd', load('3'))).teamPerformance).toBe('2')
    await Promise.resolve()
    expect(reads).toBe(3)
    clock.ms = 8_500
    expect((await cache.get(1, 'd', load('v'))).teamPerformance).toBe('3')
    expect(reads).toBe(3)
  })

  it('drops a background read that failed or found a small team, and reads again later', async () => {
    const clock = { ms: 0 }
    const cache = refreshingCache(clock)
    await cache.get(1, 'd', async () => team(5_000, '1'))
    clock.ms = 4_500
    expect((await cache.get(1, 'd', () => Promise.reject(new Error('down')))).teamPerformance).toBe('1')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect((await cache.get(1, 'd', async () => team(10, '2'))).teamPerformance).toBe('1')
    await new Promise((resolve) => setTimeout(resolve, 0))
    // Neither took over: past the TTL the next caller reads afresh.
    clock.ms = 5_000
    expect((await cache.get(1, 'd', async () => team(5_000, '3'))).teamPerformance).toBe('3')
  })
})
