import { describe, expect, it } from 'vitest'
import { cardCheckProblem, normaliseCardNumber } from './cardCheckForm'

describe('card service form', () => {
  it('accepts 16 digits (grouped or not) and a 15-character secret, or an older 12-character one', () => {
    expect(cardCheckProblem('1234 5678 9012 3456', 'Ab3dEf6hIj9K')).toBeNull()
    expect(cardCheckProblem('1234567890123456', 'abcde-fghjk-mnpqr')).toBeNull()
    expect(cardCheckProblem('1234567890123456', 'ABCDEFGHJKMNPQ0')).toBe('invalidSecret')
    expect(normaliseCardNumber('1234 5678 9012 3456')).toBe('1234567890123456')
  })

  it('names the first problem: the number, then the secret', () => {
    expect(cardCheckProblem('123456789012345', 'Ab3dEf6hIj9K')).toBe('invalidNumber')
    expect(cardCheckProblem('12345678901234ab', 'Ab3dEf6hIj9K')).toBe('invalidNumber')
    expect(cardCheckProblem('1234567890123456', 'Ab3dEf6hIj9')).toBe('invalidSecret')
    expect(cardCheckProblem('1234567890123456', 'Ab3dEf6hIj9-')).toBe('invalidSecret')
  })
})
