import { describe, expect, it } from 'vitest'
import { CARD_SECRET_ALPHABET, CARD_SECRET_PATTERN, isCardSecret, normaliseCardSecret } from './cardSecret'

describe('card secret alphabet and input', () => {
  it('has no look-alikes and keeps at least the old entropy', () => {
    expect(CARD_SECRET_ALPHABET).not.toMatch(/[01ILOilo]/)
    expect(new Set(CARD_SECRET_ALPHABET).size).toBe(31)
    expect(15 * Math.log2(CARD_SECRET_ALPHABET.length)).toBeGreaterThan(12 * Math.log2(62))
    for (const symbol of CARD_SECRET_ALPHABET) expect(`${symbol.repeat(15)}`).toMatch(CARD_SECRET_PATTERN)
  })

  it('folds case and drops spaces and dashes of a new secret', () => {
    expect(normaliseCardSecret('abcde-fghjk-mnpqr')).toBe('ABCDEFGHJKMNPQR')
    expect(normaliseCardSecret(' ABCDE FGHJK\tMNPQR ')).toBe('ABCDEFGHJKMNPQR')
    expect(isCardSecret('abcde fghjk mnpqr')).toBe(true)
  })

  it('keeps an old secret exactly, case and all, once spaces and dashes are gone', () => {
    expect(normaliseCardSecret('Ab3dEf6hIj9K')).toBe('Ab3dEf6hIj9K')
    expect(normaliseCardSecret('ab3d-ef6h ij9k')).toBe('ab3def6hij9k')
    expect(isCardSecret('Ab3dEf6hIj9K')).toBe(true)
  })

  it('refuses what is neither: look-alikes in a 15-character secret, wrong lengths, other symbols', () => {
    for (const text of [
      'ABCDEFGHJKMNPQ0',
      'ABCDEFGHJKMNPQI',
      'ABCDEFGHJKMNPQ',
      'Ab3dEf6hIj9',
      'Ab3dEf6hIj9_',
    ])
      expect(isCardSecret(text), text).toBe(false)
  })
})
