import { afterEach, describe, expect, it } from 'vitest'
import { linkManifestInLanguage, manifestHref } from './manifestLink'

type Listener = (language: string) => void

function fakeI18n(language: string) {
  const listeners: Listener[] = []
  return {
    language,
    on: (_event: 'languageChanged', listener: Listener) => listeners.push(listener),
    change(next: string) {
      this.language = next
      listeners.forEach((listener) => listener(next))
    },
  }
}

afterEach(() => {
  document.head.innerHTML = ''
})

describe('linkManifestInLanguage', () => {
  it('names the manifest of each language', () => {
    expect(manifestHref('zh')).toBe('/manifest.webmanifest')
    expect(manifestHref('en')).toBe('/manifest.en.webmanifest')
  })

  it('links the English manifest in English and follows language changes', () => {
    document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest">'
    const i18n = fakeI18n('en')
    linkManifestInLanguage(document, i18n)
    const link = document.querySelector('link[rel="manifest"]')
    expect(link?.getAttribute('href')).toBe('/manifest.en.webmanifest')
    i18n.change('zh')
    expect(link?.getAttribute('href')).toBe('/manifest.webmanifest')
  })

  it('leaves a page without a manifest link alone', () => {
    expect(() => linkManifestInLanguage(document, fakeI18n('en'))).not.toThrow()
    expect(document.querySelector('link[rel="manifest"]')).toBeNull()
  })
})
