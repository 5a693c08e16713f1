import { describe, expect, it } from 'vitest'
import { HttpError } from '../lib/httpError'
import { isNotFound } from './QueryByIdState'

describe('isNotFound', () => {
  it('tells a 404 from other failures', () => {
    const envelope404 = new HttpError({
      kind: 'envelope',
      status: 404,
      code: 404,
      msg: '请求的资源不存在',
      data: null,
      reason: null,
    })
    expect(isNotFound(envelope404)).toBe(true)
    expect(isNotFound(new HttpError({ kind: 'status', status: 404, msg: null }))).toBe(true)
    expect(isNotFound(new HttpError({ kind: 'status', status: 500, msg: null }))).toBe(false)
    expect(isNotFound(new HttpError({ kind: 'network' }))).toBe(false)
    expect(isNotFound(new Error('boom'))).toBe(false)
  })
})
