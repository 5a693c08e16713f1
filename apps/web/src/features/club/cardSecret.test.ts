import { describe, expect, it } from 'vitest'
import { cardSecretReducer, copyCard, hiddenSecret, secretText, type CardSecretState } from './cardSecret'

const mask = '••••'
const shown: CardSecretState = { kind: 'shown', secret: 'Ab3dEf6hIj9K' }

describe('card secret show / hide / copy', () => {
  it('is hidden until shown, then shows the secret the server returned', () => {
    const loading = cardSecretReducer(hiddenSecret, { type: 'show' })
    expect(loading).toEqual({ kind: 'loading' })
    expect(secretText(loading, mask)).toBe(mask)
    const after = cardSecretReducer(loading, { type: 'loaded', secret: 'Ab3dEf6hIj9K' })
    expect(secretText(after, mask)).toBe('Ab3dEf6hIj9K')
  })

  it('hides again, and a hide pressed while loading drops the late answer', () => {
    expect(cardSecretReducer(shown, { type: 'hide' })).toEqual(hiddenSecret)
    const hiddenWhileLoading = cardSecretReducer({ kind: 'loading' }, { type: 'hide' })
    expect(cardSecretReducer(hiddenWhileLoading, { type: 'loaded', secret: 'x' })).toEqual(hiddenSecret)
  })

  it('a failed load goes back to hidden; "show" twice loads once', () => {
    expect(cardSecretReducer({ kind: 'loading' }, { type: 'failed' })).toEqual(hiddenSecret)
    expect(cardSecretReducer({ kind: 'loading' }, { type: 'show' })).toEqual({ kind: 'loading' })
    expect(cardSecretReducer(shown, { type: 'show' })).toBe(shown)
  })

  it('copies the number and a shown secret together: Copied, or "please copy manually" on refusal', async () => {
    const copied: string[] = []
    const format = ({ number, secret }: { number: string; secret: string }) =>
      `Card ${number} Secret ${secret}`
    const number = '1234567890123456'
    expect(await copyCard(shown, number, format, async (text) => (copied.push(text), true))).toBe('copied')
    expect(copied).toEqual(['Card 1234567890123456 Secret Ab3dEf6hIj9K'])
    expect(await copyCard(shown, number, format, async () => false)).toBe('copyFailed')
    expect(await copyCard(hiddenSecret, number, format, async () => true)).toBeNull()
  })
})
