/** The update prompt's texts in the app language (or `locale`). Loaded with the prompt, not the entry. */
import type { Locale } from '@vita/shared/locale'
import { currentLocale } from '../../lib/i18n'
import { pwaEn } from './locales/en'
import { pwaZh } from './locales/zh'

export type PwaTexts = (typeof pwaZh)['pwa']

export function pwaTexts(locale: Locale = currentLocale()): PwaTexts {
  return locale === 'en' ? pwaEn.pwa : pwaZh.pwa
}
