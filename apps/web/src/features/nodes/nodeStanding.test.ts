import { describe, expect, it } from 'vitest'
import { HttpError } from '../../lib/httpError'
import { expectedReleaseAt, isNodeId, isNodeMissing, nodeStanding } from './nodeStanding'
import { NODE_ID } from './testing'

describe('node standing', () => {
  it('asks only for UUIDs', () => {
    expect(isNodeId(NODE_ID)).toBe(true)
    expect(isNodeId('42')).toBe(false)
    expect(isNodeId(undefined)).toBe(false)
  })

  it('tells a 404 from other failures', () => {
    const envelope404 = new HttpError({
      kind: 'envelope',
      status: 404,
      code: 404,
      msg: '请求的资源不存在',
      data: null,
      reason: null,
    })
    expect(isNodeMissing(envelope404)).toBe(true)
    expect(isNodeMissing(new HttpError({ kind: 'status', status: 404, msg: null }))).toBe(true)
    expect(isNodeMissing(new HttpError({ kind: 'status', status: 500, msg: null }))).toBe(false)
    expect(isNodeMissing(new HttpError({ kind: 'network' }))).toBe(false)
    expect(isNodeMissing(new Error('boom'))).toBe(false)
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
