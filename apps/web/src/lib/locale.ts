/** The chosen language lives under one localStorage key; only `zh` and `en` are accepted (spec §1, §5). */
import {
  isLocale,
  localeFromAcceptLanguage,
  LOCALE_STORAGE_KEY,
  normalizeLocale,
  type Locale,
} from '@vita/shared/locale'

export function readStoredLocale(storage: Pick<Storage, 'getItem'> = localStorage): Locale {
  try {
    return normalizeLocale(storage.getItem(LOCALE_STORAGE_KEY))
  } catch {
    return normalizeLocale(null)
  }
}

/**
 * The language a visit starts in: the member's stored choice, else the first of zh and en among the
 * browser's languages (`navigator.languages`, most wanted first), else zh. Following the browser is
 * not a choice, so nothing is stored (issue 33 item 4: an English browser gets English before sign-in).
 */
export function startingLocale(storage: Pick<Storage, 'getItem'>, languages: readonly string[]): Locale {
  try {
    const stored = storage.getItem(LOCALE_STORAGE_KEY)
    if (isLocale(stored)) return stored
  } catch {
    // No storage (a private window that refuses it): the browser's languages decide.
  }
  return localeFromAcceptLanguage(languages.join(','))
}

/** Stores the locale if it is one we speak; returns what was stored (the default for anything else). */
export function storeLocale(value: unknown, storage: Pick<Storage, 'setItem'> = localStorage): Locale {
  const locale = normalizeLocale(value)
  storage.setItem(LOCALE_STORAGE_KEY, locale)
  return locale
}

/** The `lang` attribute and Accept-Language value for a locale. */
export function htmlLang(locale: Locale): string {
  return locale === 'zh' ? 'zh-CN' : 'en'
}

/** The cookie the API reads to send a page's prerendered shell in the member's language (routePreloads.ts). */
export const LOCALE_COOKIE = 'vita_locale'

/** `locale` as the cookie's value for a year, on every path of the app. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`
}
