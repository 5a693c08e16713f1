import { describe, expect, it } from 'vitest'
import { parseMemberReference } from './memberReference'

const uuid = '0b7e7f8a-3c1d-4e5f-8a9b-0c1d2e3f4a5b'
const checksummed = '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4'

describe('parseMemberReference', () => {
  it('takes a UUID in any case, trimmed, as lower case', () => {
    expect(parseMemberReference(` ${uuid.toUpperCase()} `)).toEqual({ kind: 'uuid', uuid })
  })

  it('takes a community number in any case as upper case', () => {
    expect(parseMemberReference('c000042')).toEqual({ kind: 'communityNumber', communityNumber: 'C000042' })
    expect(parseMemberReference('C1234567')).toEqual({ kind: 'communityNumber', communityNumber: 'C1234567' })
  })

  it('takes a wallet address checksummed, lower or upper case, as its checksummed form', () => {
    for (const text of [checksummed, checksummed.toLowerCase(), `0x${checksummed.slice(2).toUpperCase()}`]) {
      expect(parseMemberReference(text), text).toEqual({ kind: 'address', address: checksummed })
    }
  })

  it('refuses anything else', () => {
    for (const text of [
      '',
      'not-a-uuid',
      uuid.slice(1),
      'C12345',
      'C00000a1',
      '000042',
      checksummed.slice(0, -1),
      checksummed.slice(2),
      `${uuid}\u0000`,
    ]) {
      expect(parseMemberReference(text), text).toBeNull()
    }
  })
})
