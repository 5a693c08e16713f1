import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Locale } from '@vita/shared/locale'
import { en } from '../locales/en'
import { zh, type Messages } from '../locales/zh'
import type { MarketMessages } from '../locales/sections/market.types'
import type { MoneyMessages } from '../locales/sections/money.types'
import { htmlLang, readStoredLocale, storeLocale } from './locale'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    // Section texts are registered by their screens' chunks (locales/sections/register*.ts).
    resources: { translation: Messages & MarketMessages & MoneyMessages }
  }
}

export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  lng: readStoredLocale(),
  fallbackLng: 'zh',
  supportedLngs: ['zh', 'en'],
  resources: { zh: { translation: zh }, en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
})

if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(currentLocale())

export function currentLocale(): Locale {
  return i18n.language === 'en' ? 'en' : 'zh'
}

export async function changeLocale(value: Locale): Promise<void> {
  const locale = storeLocale(value)
  await i18n.changeLanguage(locale)
  document.documentElement.lang = htmlLang(locale)
}
