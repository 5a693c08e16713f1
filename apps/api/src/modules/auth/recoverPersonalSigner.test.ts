import { describe, expect, it } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { recoverMessageAddress, type Hex } from 'viem'
import { recoverPersonalSigner } from './recoverPersonalSigner'

describe('recoverPersonalSigner', () => {
  it('agrees with viem on valid signatures (v = 27/28 and 0/1)', async () => {
    for (let i = 0; i < 20; i++) {
      const account = privateKeyToAccount(generatePrivateKey())
      const message = `message ${i} 签名`
      const signature = await account.signMessage({ message })
      expect(recoverPersonalSigner(message, signature)).toBe(account.address)
      expect(await recoverMessageAddress({ message, signature })).toBe(account.address)
      const v = Number.parseInt(signature.slice(-2), 16)
      const compact: Hex = `0x${signature.slice(2, -2)}${(v - 27).toString(16).padStart(2, '0')}`
      expect(recoverPersonalSigner(message, compact)).toBe(account.address)
      expect(recoverPersonalSigner(`${message}!`, signature)).not.toBe(account.address)
    }
  })

  it('returns null for malformed signatures', () => {
    expect(recoverPersonalSigner('m', '0x1234')).toBeNull()
    expect(recoverPersonalSigner('m', `0x${'00'.repeat(65)}`)).toBeNull()
    expect(recoverPersonalSigner('m', `0x${'ff'.repeat(64)}1b`)).toBeNull()
    expect(recoverPersonalSigner('m', `0x${'11'.repeat(64)}05`)).toBeNull()
  })
})
