/**
 * One i18next instance with one `translation` namespace. It starts with the shell's texts; each
 * feature adds its own with `registerTexts` when its chunk loads, so /login carries no other
 * screen's texts. The key types are declared once for the whole app in app/texts.ts.
 */
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Locale } from '@vita/shared/locale'
import { shellEn } from './locales/en'
import { shellZh } from './locales/zh'
import { htmlLang, localeCookie, readStoredLocale, startingLocale, storeLocale } from './locale'

export type TextTree = { readonly [key: string]: string | TextTree }
/** The shape a language's texts must have: the Chinese texts' keys, every leaf a string. */
export type TextsOf<T> = { [K in keyof T]: T[K] extends string ? string : TextsOf<T[K]> }

export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  lng: readStoredLocale(),
  fallbackLng: 'zh',
  supportedLngs: ['zh', 'en'],
  resources: { zh: { translation: shellZh }, en: { translation: shellEn } },
  interpolation: { escapeValue: false },
  initAsync: false,
})

/** The page's language and the cookie that asks the API for its shell in that language. */
function showLocale(locale: Locale): void {
  document.documentElement.lang = htmlLang(locale)
  document.cookie = localeCookie(locale)
}

if (typeof document !== 'undefined') showLocale(currentLocale())

/** Adds texts in both languages (deep-merged into `translation`); registering the same texts again is harmless. */
export function registerTexts<T extends TextTree>(zh: T, en: TextsOf<T>): void {
  i18n.addResourceBundle('zh', 'translation', zh, true, true)
  i18n.addResourceBundle('en', 'translation', en, true, true)
}

export function currentLocale(): Locale {
  return i18n.language === 'en' ? 'en' : 'zh'
}

export async function changeLocale(value: Locale): Promise<void> {
  const locale = storeLocale(value)
  await i18n.changeLanguage(locale)
  showLocale(locale)
}

/**
 * At the start of a visit (main.tsx): with no stored choice, speak the browser's language
 * (lib/locale.ts startingLocale) without storing it; the cookie follows, so the next visit's shell
 * does too. Not at this module's start: tests and the build render in the default, zh.
 */
export function followBrowserLanguage(languages: readonly string[]): void {
  const locale = startingLocale(localStorage, languages)
  if (locale === currentLocale()) return
  void i18n.changeLanguage(locale)
  showLocale(locale)
}
