/** The update prompt: an antd-mobile dialog, loaded only when a new version is waiting. */
import '../../lib/antd'
import { Dialog } from '../../lib/antdImperative'
import { i18n, registerTexts } from '../../lib/i18n'
import { pwaEn } from './locales/en'
import { pwaZh } from './locales/zh'

registerTexts(pwaZh, pwaEn)

/** Asks "新版本可用，刷新？" / "A new version is available. Reload?"; true when the member chooses to reload. */
export function askToReload(): Promise<boolean> {
  return Dialog.confirm({
    content: i18n.t('pwa.updateAvailable'),
    confirmText: i18n.t('pwa.reload'),
    cancelText: i18n.t('pwa.later'),
  })
}
