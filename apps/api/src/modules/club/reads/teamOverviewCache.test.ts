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
})
