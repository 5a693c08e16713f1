/** The wallet's texts, registered by the first wallet module that shows one. */
import { i18n, registerTexts } from '../../lib/i18n'
import { walletEn } from './locales/en'
import { walletZh } from './locales/zh'

registerTexts(walletZh, walletEn)

export type WalletTextKey = keyof typeof walletZh.wallet

/** A wallet text in the app language; the failure texts are keyed by their WalletErrorReason. */
export function walletText(key: WalletTextKey): string {
  return i18n.t(`wallet.${key}`)
}
