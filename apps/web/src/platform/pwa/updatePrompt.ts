/** The update prompt: an antd-mobile dialog, loaded only when a new version is waiting. */
import { Dialog } from 'antd-mobile'
import '../../lib/antd'
import { pwaTexts } from './texts'

/** Asks "新版本可用，刷新？" / "A new version is available. Reload?"; true when the member chooses to reload. */
export function askToReload(): Promise<boolean> {
  const texts = pwaTexts()
  return Dialog.confirm({
    content: texts.updateAvailable,
    confirmText: texts.reload,
    cancelText: texts.later,
  })
}
