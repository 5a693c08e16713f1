import { describe, expect, it } from 'vitest'
import { HttpError } from '../../lib/httpError'
import { isMemberId, isMemberMissing } from './memberLookup'

describe('isMemberId', () => {
  it('accepts UUIDs only', () => {
    expect(isMemberId('3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c')).toBe(true)
    expect(isMemberId('3F1C2A9E-8B7D-4C6E-9A5B-1D2E3F4A5B6C')).toBe(true)
    expect(isMemberId('42')).toBe(false)
    expect(isMemberId('')).toBe(false)
    expect(isMemberId(undefined)).toBe(false)
  })
})

describe('isMemberMissing', () => {
  it('is true for a 404 answer, with or without an envelope', () => {
    const envelope = new HttpError({
      kind: 'envelope',
      status: 404,
      code: 404,
      msg: '请求的资源不存在',
      data: { reason: 'notFound' },
      reason: 'notFound',
    })
    expect(isMemberMissing(envelope)).toBe(true)
    expect(isMemberMissing(new HttpError({ kind: 'status', status: 404, msg: null }))).toBe(true)
  })

  it('is false for every other failure, so those get the retry card', () => {
    expect(isMemberMissing(new HttpError({ kind: 'status', status: 500, msg: null }))).toBe(false)
    expect(isMemberMissing(new HttpError({ kind: 'network' }))).toBe(false)
    expect(isMemberMissing(new HttpError({ kind: 'timeout' }))).toBe(false)
    expect(isMemberMissing(new Error('404'))).toBe(false)
  })
})
