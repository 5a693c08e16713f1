import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto'
import { CARD_SECRET_ALPHABET, CARD_SECRET_LENGTH } from '@vita/shared'

/**
 * The keys of the shopping cards' secrets (club-rules §6), both derived from CARD_SECRET_KEY with HKDF
 * under their own labels: AES-256-GCM to keep the secret so its owner can reveal it, and HMAC-SHA256
 * for the keyed hash a redemption is checked against (the secret itself is never compared).
 */
export type CardKeys = { encryption: Buffer; hash: Buffer }

export function deriveCardKeys(cardSecretKey: string): CardKeys {
  const derive = (label: string) => Buffer.from(hkdfSync('sha256', cardSecretKey, '', label, 32))
  return {
    encryption: derive('vita club card secret encryption'),
    hash: derive('vita club card secret hash'),
  }
}

export const CARD_NUMBER_LENGTH = 16

/**
 * 15 characters of CARD_SECRET_ALPHABET (no 0/O, 1/I/L), each drawn uniformly from crypto randomness:
 * about 74.3 bits (cardSecret.ts in @vita/shared). Old 12-character secrets keep working unchanged.
 */
export function randomCardSecret(): string {
  return Array.from(
    { length: CARD_SECRET_LENGTH },
    () => CARD_SECRET_ALPHABET[randomInt(CARD_SECRET_ALPHABET.length)],
  ).join('')
}

/** 16 random decimal digits (unique in cards: the issuer retries on a collision). */
export function randomCardNumber(): string {
  return Array.from({ length: CARD_NUMBER_LENGTH }, () => randomInt(10)).join('')
}

const VERSION = 'v1'

/** `v1.<iv>.<ciphertext>.<tag>` (base64url), bound to the card number as associated data. */
export function encryptCardSecret(keys: CardKeys, number: string, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keys.encryption, iv)
  cipher.setAAD(Buffer.from(number, 'utf8'))
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return [VERSION, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

export function decryptCardSecret(keys: CardKeys, number: string, stored: string): string {
  const [version, iv, ciphertext, tag] = stored.split('.')
  if (version !== VERSION || !iv || !ciphertext || !tag) throw new Error('unknown card secret format')
  const decipher = createDecipheriv('aes-256-gcm', keys.encryption, Buffer.from(iv, 'base64url'))
  decipher.setAAD(Buffer.from(number, 'utf8'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  )
}

/** The keyed hash of a card's secret, bound to its number (hex). */
export function hashCardSecret(keys: CardKeys, number: string, secret: string): string {
  return createHmac('sha256', keys.hash).update(`${number}:${secret}`).digest('hex')
}

/**
 * Whether `secret` is the card's: compares keyed hashes in constant time. With no card (`storedHash`
 * undefined) it still computes and compares one, so a wrong number costs what a wrong secret does.
 */
export function cardSecretMatches(
  keys: CardKeys,
  number: string,
  secret: string,
  storedHash: string | undefined,
): boolean {
  const given = Buffer.from(hashCardSecret(keys, number, secret), 'hex')
  const stored = Buffer.from(storedHash ?? hashCardSecret(keys, number, `${secret}\u0000`), 'hex')
  return stored.length === given.length && timingSafeEqual(given, stored) && storedHash !== undefined
}
