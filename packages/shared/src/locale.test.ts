import { describe, expect, it } from 'vitest'
import { localeFromAcceptLanguage, normalizeLocale } from './locale'

describe('locale rules', () => {
  it('accepts only zh and en', () => {
    expect(normalizeLocale('en')).toBe('en')
    expect(normalizeLocale('zh')).toBe('zh')
    for (const bad of ['EN', 'en-US', 'zh-CN', 'fr', '', null, undefined, 42])
      expect(normalizeLocale(bad)).toBe('zh')
  })

  it('reads Accept-Language by quality', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('zh')
    expect(localeFromAcceptLanguage('en-US,en;q=0.9')).toBe('en')
    expect(localeFromAcceptLanguage('fr-FR, en;q=0.5, zh;q=0.8')).toBe('zh')
    expect(localeFromAcceptLanguage('de')).toBe('zh')
    expect(localeFromAcceptLanguage('zh;q=0, en')).toBe('en')
  })
})
