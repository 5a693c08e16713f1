import { describe, expect, it } from 'vitest'
import { createConcurrencyLimit } from './rateLimits'

describe('createConcurrencyLimit', () => {
  it('caps running requests per key and in total, and frees a slot once per release', () => {
    const limit = createConcurrencyLimit({ perKey: 1, total: 2 })
    const a = limit.tryAcquire('a')
    expect(a).toBeDefined()
    expect(limit.tryAcquire('a')).toBeUndefined()
    const b = limit.tryAcquire('b')
    expect(b).toBeDefined()
    expect(limit.tryAcquire('c')).toBeUndefined()
    a?.()
    a?.()
    expect(limit.running).toBe(1)
    expect(limit.tryAcquire('b')).toBeUndefined()
    const c = limit.tryAcquire('c')
    expect(c).toBeDefined()
    b?.()
    c?.()
    expect(limit.running).toBe(0)
  })
})
