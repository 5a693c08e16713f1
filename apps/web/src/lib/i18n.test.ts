import { afterEach, describe, expect, it } from 'vitest'
import { LOCALE_STORAGE_KEY } from '@vita/shared/locale'
import { changeLocale, currentLocale, followBrowserLanguage, i18n } from './i18n'

describe("the browser's language on a first visit", () => {
  afterEach(async () => {
    await changeLocale('zh')
    localStorage.clear()
  })

  it('speaks English to an English browser with no stored choice, and stores nothing', () => {
    localStorage.clear()
    followBrowserLanguage(['en-US', 'en'])
    expect(currentLocale()).toBe('en')
    expect(i18n.t('app.retry')).toBe('Retry')
    expect(document.documentElement.lang).toBe('en')
    expect(document.cookie).toContain('vita_locale=en')
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull()
  })

  it('keeps the stored choice over the browser', async () => {
    await changeLocale('zh')
    followBrowserLanguage(['en-US', 'en'])
    expect(currentLocale()).toBe('zh')
    expect(i18n.t('app.retry')).toBe('重试')
  })
})
