import { describe, expect, it } from 'vitest'
import { expectedReleaseAt, isNodeId, nodeStanding } from './nodeStanding'
import { NODE_ID } from './testing'

describe('node standing', () => {
  it('asks only for UUIDs', () => {
    expect(isNodeId(NODE_ID)).toBe(true)
    expect(isNodeId('42')).toBe(false)
    expect(isNodeId(undefined)).toBe(false)
  })

  it('reads the last settled day: not settled, active, or inactive with its reason', () => {
    expect(nodeStanding(null)).toEqual({ key: 'notSettled' })
    expect(nodeStanding({ day: '2026-11-22', active: true, reason: null })).toEqual({
      key: 'active',
      day: '2026-11-22',
    })
    expect(nodeStanding({ day: '2026-11-22', active: false, reason: 'closing' })).toEqual({
      key: 'inactive',
      day: '2026-11-22',
      reason: 'closing',
    })
  })

  it('expects the release a cooling period after closing now', () => {
    expect(expectedReleaseAt(new Date('2026-11-23T10:00:00.000Z'), 7)).toBe('2026-11-30T10:00:00.000Z')
    expect(expectedReleaseAt(new Date('2026-11-23T10:00:00.000Z'), 0)).toBe('2026-11-23T10:00:00.000Z')
  })
})
