/**
 * The key types of i18next's `t()`: the shell's, the platform's and every feature's texts together,
 * so `t('swap.title')` is checked at compile time. At run time each bundle is registered by the
 * chunk that shows it (lib/i18n registerTexts); only app/ may know every feature, so the list is here.
 */
import type { componentsZh } from '../components/locales/zh'
import type { addressesZh } from '../features/addresses/locales/zh'
import type { assetsZh } from '../features/assets/locales/zh'
import type { clubMoneyZh } from '../features/club/locales/money.zh'
import type { clubZh } from '../features/club/locales/zh'
import type { depositsZh } from '../features/deposits/locales/zh'
import type { manualZh } from '../features/manual/locales/zh'
import type { marketZh } from '../features/market/locales/zh'
import type { memberZh } from '../features/member/locales/zh'
import type { newsZh } from '../features/news/locales/zh'
import type { nodesZh } from '../features/nodes/locales/zh'
import type { rankingZh } from '../features/ranking/locales/zh'
import type { shopZh } from '../features/shop/locales/zh'
import type { settingsZh } from '../features/settings/locales/zh'
import type { signInZh } from '../features/sign-in/locales/zh'
import type { solvencyZh } from '../features/solvency/locales/zh'
import type { swapZh } from '../features/swap/locales/zh'
import type { uploadsZh } from '../features/uploads/locales/zh'
import type { withdrawalsZh } from '../features/withdrawals/locales/zh'
import type { amountZh } from '../lib/amountTexts'
import type { TextsOf } from '../lib/i18n'
import type { shellZh } from '../lib/locales/zh'
import type { pwaZh } from '../platform/pwa/locales/zh'
import type { sessionZh } from '../platform/session/locales/zh'
import type { walletZh } from '../platform/wallet/locales/zh'
import type { tabBarZh } from './locales/zh'

export type AppTexts = TextsOf<
  typeof shellZh &
    typeof tabBarZh &
    typeof componentsZh &
    typeof amountZh &
    typeof sessionZh &
    typeof walletZh &
    typeof signInZh &
    typeof swapZh &
    typeof marketZh &
    typeof assetsZh &
    typeof withdrawalsZh &
    typeof depositsZh &
    typeof solvencyZh &
    typeof newsZh &
    typeof rankingZh &
    typeof memberZh &
    typeof settingsZh &
    typeof manualZh &
    typeof clubZh &
    typeof clubMoneyZh &
    typeof nodesZh &
    typeof addressesZh &
    typeof shopZh &
    typeof uploadsZh &
    typeof pwaZh
>

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: AppTexts }
  }
}
