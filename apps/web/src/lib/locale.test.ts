import { describe, expect, it } from 'vitest'
import { LOCALE_STORAGE_KEY } from '@vita/shared/locale'
import { readStoredLocale, startingLocale, storeLocale } from './locale'

const memory = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  }
}

describe('locale rules', () => {
  it('defaults to zh and accepts only zh and en under one key', () => {
    expect(readStoredLocale(memory())).toBe('zh')
    expect(readStoredLocale(memory({ [LOCALE_STORAGE_KEY]: 'en' }))).toBe('en')
    expect(readStoredLocale(memory({ [LOCALE_STORAGE_KEY]: 'zh' }))).toBe('zh')
    for (const bad of ['EN', 'en-US', 'zh-CN', 'fr', '', ' en']) {
      expect(readStoredLocale(memory({ [LOCALE_STORAGE_KEY]: bad }))).toBe('zh')
    }
  })

  it('stores only a valid locale', () => {
    const storage = memory()
    expect(storeLocale('en', storage)).toBe('en')
    expect(storage.data.get(LOCALE_STORAGE_KEY)).toBe('en')
    expect(storeLocale('de', storage)).toBe('zh')
    expect(storage.data.get(LOCALE_STORAGE_KEY)).toBe('zh')
  })

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
    }
    expect(readStoredLocale(broken)).toBe('zh')
  })

  it("starts in the browser's language when nothing is stored, and in the stored choice otherwise", () => {
    expect(startingLocale(memory(), ['en-US', 'en'])).toBe('en')
    expect(startingLocale(memory(), ['fr-FR', 'en-GB', 'zh-CN'])).toBe('en')
    expect(startingLocale(memory(), ['zh-TW', 'en'])).toBe('zh')
    expect(startingLocale(memory(), ['de', 'fr'])).toBe('zh')
    expect(startingLocale(memory(), [])).toBe('zh')
    expect(startingLocale(memory({ [LOCALE_STORAGE_KEY]: 'zh' }), ['en-US'])).toBe('zh')
    expect(startingLocale(memory({ [LOCALE_STORAGE_KEY]: 'en' }), ['zh-CN'])).toBe('en')
    // A value we do not speak is no choice: the browser decides.
    expect(startingLocale(memory({ [LOCALE_STORAGE_KEY]: 'fr' }), ['en'])).toBe('en')
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
    }
    expect(startingLocale(broken, ['en'])).toBe('en')
  })
})
