import { describe, expect, it } from 'vitest'
import { checkUploadFile, formatByteLimit } from './uploadRules'

const MiB = 1024 * 1024

describe('checkUploadFile', () => {
  it('lets through images up to the limit, and files without a declared type', () => {
    expect(checkUploadFile({ size: MiB, type: 'image/jpeg' }, MiB)).toBeNull()
    expect(checkUploadFile({ size: 10, type: '' }, MiB)).toBeNull()
  })

  it('refuses a file one byte over the limit, and what declares itself not an image', () => {
    expect(checkUploadFile({ size: MiB + 1, type: 'image/png' }, MiB)).toEqual({
      kind: 'tooLarge',
      maxBytes: MiB,
    })
    expect(checkUploadFile({ size: 10, type: 'application/pdf' }, MiB)).toEqual({ kind: 'notImage' })
  })
})

describe('formatByteLimit', () => {
  it('reads as MB or KB', () => {
    expect(formatByteLimit(10 * MiB)).toBe('10 MB')
    expect(formatByteLimit(1.5 * MiB)).toBe('1.5 MB')
    expect(formatByteLimit(500 * 1024)).toBe('500 KB')
    expect(formatByteLimit(100)).toBe('100 B')
  })
})
