/** The card service form's rules (the same patterns as checkCardSchema, so what passes here the API accepts). */
import { isCardSecret } from '@vita/shared/club/cardSecret'

export type CardCheckProblem = 'invalidNumber' | 'invalidSecret'

/** 16 digits in groups of four, as printed on a card. */
export const groupCardNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ')

/** Spaces typed between the digit groups are dropped. */
export const normaliseCardNumber = (text: string) => text.replace(/\s+/g, '')

export function cardCheckProblem(number: string, secret: string): CardCheckProblem | null {
  if (!/^\d{16}$/.test(normaliseCardNumber(number))) return 'invalidNumber'
  if (!isCardSecret(secret)) return 'invalidSecret'
  return null
}
