/**
 * Shopping card secrets (club-rules §6, issue 33 item 11). New secrets are 15 characters of an
 * alphabet without the look-alikes I/l/1 and O/0: digits 2-9 and A-Z without I, L, O (31 symbols),
 * 15 × log2(31) ≈ 74.3 bits, more than the 12 × log2(62) ≈ 71.5 bits of the old secrets (12 of
 * [0-9A-Za-z]), which stay valid as they are. club-rules §6 says 12 characters: keeping the old
 * entropy with 31 symbols needs 15 (14 give 69.4 bits), so new secrets are longer.
 */

/** The symbols of a new secret: no 0/O, no 1/I/L. */
export const CARD_SECRET_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const CARD_SECRET_LENGTH = 15
/** Secrets issued before issue 33: 12 of [0-9A-Za-z], case-sensitive. */
export const LEGACY_CARD_SECRET_LENGTH = 12

const NEW_SECRET = /^[2-9A-HJKMNP-Z]{15}$/
const LEGACY_SECRET = /^[0-9A-Za-z]{12}$/
/** A secret as the API accepts it, once normalised: a new one or an old one. */
export const CARD_SECRET_PATTERN = /^(?:[2-9A-HJKMNP-Z]{15}|[0-9A-Za-z]{12})$/

/**
 * A typed or pasted secret as it was issued. Spaces and dashes go (neither alphabet has them). Case is
 * folded only for a new secret: its 15 characters can never be an old 12-character one, and it has
 * upper case only. An old secret is case-sensitive ('a' and 'A' are different secrets; folding would
 * merge them and cut its 71.5 bits to 62), so it is kept exactly as typed.
 */
export function normaliseCardSecret(input: string): string {
  const compact = input.replace(/[\s-]+/g, '')
  const upper = compact.toUpperCase()
  return NEW_SECRET.test(upper) ? upper : compact
}

/** Whether the text, normalised, is a card secret of either kind. */
export function isCardSecret(input: string): boolean {
  const secret = normaliseCardSecret(input)
  return NEW_SECRET.test(secret) || LEGACY_SECRET.test(secret)
}
