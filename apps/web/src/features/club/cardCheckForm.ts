/** The card service form's rules (the same patterns as checkCardSchema, so what passes here the API accepts). */
export type CardCheckProblem = 'invalidNumber' | 'invalidSecret'

/** Spaces typed between the digit groups are dropped. */
export const normaliseCardNumber = (text: string) => text.replace(/\s+/g, '')

export function cardCheckProblem(number: string, secret: string): CardCheckProblem | null {
  if (!/^\d{16}$/.test(normaliseCardNumber(number))) return 'invalidNumber'
  if (!/^[0-9A-Za-z]{12}$/.test(secret.trim())) return 'invalidSecret'
  return null
}
