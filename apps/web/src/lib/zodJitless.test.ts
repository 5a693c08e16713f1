import './zodJitless'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

describe('zod without eval (the CSP has no unsafe-eval)', () => {
  it('is jitless, and parses objects without calling Function', () => {
    expect(z.config().jitless).toBe(true)
    const spy = vi.spyOn(globalThis, 'Function')
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' })
    expect(spy).not.toHaveBeenCalled()
    spy.mockRestore()
  })
})
