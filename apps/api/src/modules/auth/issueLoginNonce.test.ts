import { describe, expect, it } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { siweMessageBuilder, SIWE_STATEMENT, type SiweBinding } from './issueLoginNonce'

describe('siweMessageBuilder', () => {
  const bindings: SiweBinding[] = [
    { publicOrigin: 'https://vita.test', chainId: 56 },
    { publicOrigin: 'http://localhost:3000', chainId: 97 },
    { publicOrigin: 'http://192.168.1.20:8080', chainId: 31337 },
  ]

  it.each(bindings)('is byte-identical to viem createSiweMessage (%o)', (binding) => {
    const build = siweMessageBuilder(binding)
    for (let i = 0; i < 20; i++) {
      const address = privateKeyToAccount(generatePrivateKey()).address
      const issuedAt = new Date(1_700_000_000_000 + i * 7_777_777)
      const expiresAt = new Date(issuedAt.getTime() + 300_000)
      const nonce = `${i}abcdef0123456789abcdef012345678`
      expect(build({ address, nonce, issuedAt, expiresAt })).toBe(
        createSiweMessage({
          domain: new URL(binding.publicOrigin).host,
          uri: binding.publicOrigin,
          address,
          chainId: binding.chainId,
          nonce,
          issuedAt,
          expirationTime: expiresAt,
          statement: SIWE_STATEMENT,
          version: '1',
        }),
      )
    }
  })

  it('refuses, at creation, a binding viem would refuse', () => {
    expect(() => siweMessageBuilder({ publicOrigin: 'https://vita.test', chainId: 1.5 })).toThrow()
  })
})
