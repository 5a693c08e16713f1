/** The wallet's texts, registered by the first wallet module that shows one. */
import type { Locale } from '@vita/shared/locale'
import { i18n, registerTexts } from '../../lib/i18n'
import { walletEn } from './locales/en'
import { walletZh } from './locales/zh'

registerTexts(walletZh, walletEn)

export type WalletTextKey = keyof typeof walletZh.wallet

/** A wallet text in the app language (or `locale`); the failure texts are keyed by their WalletErrorReason. */
export function walletText(key: WalletTextKey, locale?: Locale): string {
  return i18n.t(`wallet.${key}`, locale ? { lng: locale } : undefined)
}
