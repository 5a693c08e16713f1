import { describe, expect, it } from 'vitest'
import { CARD_SECRET_ALPHABET, normaliseCardSecret } from '@vita/shared'
import { loadConfig } from '../../config'
import {
  cardSecretMatches,
  decryptCardSecret,
  deriveCardKeys,
  encryptCardSecret,
  hashCardSecret,
  randomCardNumber,
  randomCardSecret,
} from './cardSecrets'

const keys = deriveCardKeys('k'.repeat(32))
const number = '1234567812345678'

describe('card secrets', () => {
  it('draws 16-digit numbers and 15-character secrets that differ from draw to draw', () => {
    const numbers = new Set(Array.from({ length: 200 }, randomCardNumber))
    const secrets = new Set(Array.from({ length: 200 }, randomCardSecret))
    for (const value of numbers) expect(value).toMatch(/^\d{16}$/)
    for (const value of secrets) expect(value).toMatch(/^[2-9A-HJKMNP-Z]{15}$/)
    expect(numbers.size).toBe(200)
    expect(secrets.size).toBe(200)
  })

  it('never draws a look-alike (0 O 1 I L, or lower case), and draws every symbol of the alphabet', () => {
    // Crypto randomness (no seed to give): 20,000 secrets are 300,000 symbols, each of the 31 expected
    // about 9,700 times, so a missing one or a stray look-alike is no accident.
    const seen = new Map<string, number>()
    for (let i = 0; i < 20_000; i++)
      for (const symbol of randomCardSecret()) seen.set(symbol, (seen.get(symbol) ?? 0) + 1)
    const symbols = [...seen.keys()].sort().join('')
    expect(symbols).toBe([...CARD_SECRET_ALPHABET].sort().join(''))
    expect(symbols).not.toMatch(/[01ILOa-z]/)
    for (const [symbol, count] of seen) expect(count, symbol).toBeGreaterThan(8_000)
  })

  it('matches a new secret typed in lower case or in groups, an old secret only as issued', () => {
    const fresh = randomCardSecret()
    const freshHash = hashCardSecret(keys, number, fresh)
    const grouped = `${fresh.slice(0, 5)}-${fresh.slice(5, 10)} ${fresh.slice(10)}`.toLowerCase()
    expect(cardSecretMatches(keys, number, normaliseCardSecret(grouped), freshHash)).toBe(true)
    const oldHash = hashCardSecret(keys, number, 'Abc123xyz789')
    expect(cardSecretMatches(keys, number, normaliseCardSecret('Abc1-23xy z789'), oldHash)).toBe(true)
    expect(cardSecretMatches(keys, number, normaliseCardSecret('ABC123XYZ789'), oldHash)).toBe(false)
  })

  it('keeps the secret encrypted, readable only with the same key and the same card number', () => {
    const stored = encryptCardSecret(keys, number, 'Abc123xyz789')
    expect(stored).not.toContain('Abc123xyz789')
    expect(encryptCardSecret(keys, number, 'Abc123xyz789')).not.toBe(stored)
    expect(decryptCardSecret(keys, number, stored)).toBe('Abc123xyz789')
    expect(() => decryptCardSecret(deriveCardKeys('j'.repeat(32)), number, stored)).toThrow()
    expect(() => decryptCardSecret(keys, '8765432187654321', stored)).toThrow()
  })

  it('checks a secret by its keyed hash only; no card never matches', () => {
    const hash = hashCardSecret(keys, number, 'Abc123xyz789')
    expect(hash).not.toBe(hashCardSecret(deriveCardKeys('j'.repeat(32)), number, 'Abc123xyz789'))
    expect(cardSecretMatches(keys, number, 'Abc123xyz789', hash)).toBe(true)
    expect(cardSecretMatches(keys, number, 'Abc123xyz78A', hash)).toBe(false)
    expect(cardSecretMatches(keys, '1234567812345679', 'Abc123xyz789', hash)).toBe(false)
    expect(cardSecretMatches(keys, number, 'Abc123xyz789', undefined)).toBe(false)
  })
})

describe('CARD_SECRET_KEY', () => {
  const secret = 'x'.repeat(32)
  const mainnet = {
    JWT_SECRET: secret,
    RPC_URL: 'https://bsc.example',
    GENESIS_ADDRESS: '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4',
  }

  it('is required outside the dev chain and never the JWT secret', () => {
    expect(() => loadConfig(mainnet)).toThrow(/CARD_SECRET_KEY is required outside the local dev chain/)
    expect(() => loadConfig({ ...mainnet, CARD_SECRET_KEY: secret })).toThrow(/must not be the JWT secret/)
    expect(() => loadConfig({ JWT_SECRET: secret, CARD_SECRET_KEY: secret })).toThrow(
      /must not be the JWT secret/,
    )
    expect(() => loadConfig({ ...mainnet, CARD_SECRET_KEY: 'short' })).toThrow(/at least 32 characters/)
    expect(loadConfig({ ...mainnet, CARD_SECRET_KEY: 'c'.repeat(32) }).cardSecretKey).toBe('c'.repeat(32))
  })

  it('defaults on the dev chain to a key derived from the JWT secret, not the secret itself', () => {
    const derived = loadConfig({ JWT_SECRET: secret }).cardSecretKey
    expect(derived).not.toBe(secret)
    expect(derived).not.toContain(secret)
    expect(loadConfig({ JWT_SECRET: secret }).cardSecretKey).toBe(derived)
    expect(loadConfig({ JWT_SECRET: 'y'.repeat(32) }).cardSecretKey).not.toBe(derived)
  })
})
