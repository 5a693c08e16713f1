import { describe, expect, it } from 'vitest'
import { shortAddress, shortHash, shortId } from './shorten'

describe('shortened addresses, hashes and ids', () => {
  const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const hash = `0x${'ab'.repeat(31)}cdef`
  it('keeps the head and the tail', () => {
    expect(shortAddress(address)).toBe('0x7099…79C8')
    expect(shortHash(hash)).toBe('0xabababab…abcdef')
    expect(shortId('0b7e4a52-6a61-4c1f-9a43-0f1c2b9d2e11')).toBe('0b7e4a52…')
  })
  it('leaves short values whole', () => {
    expect(shortAddress('0x1234')).toBe('0x1234')
    expect(shortId('k')).toBe('k')
  })
})
