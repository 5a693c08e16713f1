import { describe, expect, it } from 'vitest'
import { LOCALE_STORAGE_KEY } from '@vita/shared/locale'
import { readStoredLocale, storeLocale } from './locale'

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
})
