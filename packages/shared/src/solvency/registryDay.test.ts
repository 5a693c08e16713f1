import { describe, expect, it } from 'vitest'
import { registryDay } from './registryDay'

describe('registryDay', () => {
  it('numbers a day as YYYYMMDD, the registry’s uint32', () => {
    expect(registryDay('2026-05-14')).toBe(20260514)
    expect(registryDay('2026-01-01')).toBe(20260101)
    expect(registryDay('2099-12-31')).toBeLessThan(2 ** 32)
  })

  it('refuses anything that is not a day', () => {
    expect(() => registryDay('20260514')).toThrow(RangeError)
    expect(() => registryDay('2026-5-14')).toThrow(RangeError)
  })
})
