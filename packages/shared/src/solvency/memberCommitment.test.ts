import { describe, expect, it } from 'vitest'
import { concat, keccak256, numberToHex, padHex, stringToHex, type Hex } from 'viem'
import { memberCommitment } from './memberCommitment'

const salt: Hex = `0x${'ab'.repeat(32)}`

describe('memberCommitment', () => {
  it('is keccak256 of abi.encode(bytes32 salt, string memberId), laid out by hand', () => {
    for (const memberId of ['42', 'member-0001', '会员-七', 'x'.repeat(40)]) {
      const text = stringToHex(memberId)
      const length = (text.length - 2) / 2
      const encoded = concat([
        salt,
        numberToHex(64, { size: 32 }), // offset of the string's tail
        numberToHex(length, { size: 32 }),
        padHex(text, { dir: 'right', size: Math.ceil(length / 32) * 32 }),
      ])
      expect(memberCommitment({ salt, memberId })).toBe(keccak256(encoded))
    }
  })

  it('changes with the salt and with the member', () => {
    const base = memberCommitment({ salt, memberId: '42' })
    expect(memberCommitment({ salt: `0x${'ac'.repeat(32)}`, memberId: '42' })).not.toBe(base)
    expect(memberCommitment({ salt, memberId: '43' })).not.toBe(base)
  })
})
