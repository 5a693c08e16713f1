/**
 * A manifest has one `name`; the build writes a Chinese and an English one (same id, start_url and
 * icons) and the page links the one in the app language, so "add to home screen" offers the app
 * under the name the member reads.
 */
import type { Locale } from '@vita/shared/locale'
import { MANIFEST_FILE, MANIFEST_FILE_EN } from './manifestFiles'

export function manifestHref(locale: Locale): string {
  return `/${locale === 'en' ? MANIFEST_FILE_EN : MANIFEST_FILE}`
}

type LanguageSource = {
  language: string
  on(event: 'languageChanged', listener: (language: string) => void): unknown
}

/** Points `<link rel="manifest">` at the manifest of the current language, and keeps it there. */
export function linkManifestInLanguage(doc: Pick<Document, 'querySelector'>, i18n: LanguageSource): void {
  const link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]')
  if (!link) return
  const follow = (language: string) => {
    const href = manifestHref(language === 'en' ? 'en' : 'zh')
    if (link.getAttribute('href') !== href) link.setAttribute('href', href)
  }
  follow(i18n.language)
  i18n.on('languageChanged', follow)
}
