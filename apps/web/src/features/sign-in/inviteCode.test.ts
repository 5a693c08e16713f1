import { describe, expect, it } from 'vitest'
import { initialInviteCode } from './inviteCode'

describe('initialInviteCode', () => {
  it('prefers the inviteCode query, then the path value', () => {
    expect(initialInviteCode('PATH1234', '?inviteCode=QUERY123')).toBe('QUERY123')
    expect(initialInviteCode('PATH1234', '')).toBe('PATH1234')
    expect(initialInviteCode(undefined, '?inviteCode=QUERY123&redirect=%2Fmain')).toBe('QUERY123')
  })
  it('ignores blanks and gives an empty code when there is none', () => {
    expect(initialInviteCode('PATH1234', '?inviteCode=%20')).toBe('PATH1234')
    expect(initialInviteCode(undefined, '?redirect=%2Fmain')).toBe('')
    expect(initialInviteCode('  ', '')).toBe('')
  })
})
