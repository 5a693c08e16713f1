import { describe, expect, it } from 'vitest'
import { optionText } from './optionText'

describe('optionText', () => {
  const labels = [
    { name: { zh: '颜色', en: 'Colour' }, value: { zh: '黑', en: 'Black' } },
    { name: { zh: '版本', en: 'Edition' }, value: { zh: '标准', en: 'Standard' } },
  ]
  it("shows the values in the UI's language, in the given order", () => {
    expect(optionText(labels, 'zh')).toBe('黑 / 标准')
    expect(optionText(labels, 'en')).toBe('Black / Standard')
  })
  it('is empty without options', () => {
    expect(optionText([], 'en')).toBe('')
  })
})
