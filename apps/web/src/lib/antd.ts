/**
 * antd-mobile's global config follows the app language. Imported by the screens; vite.config.ts puts it
 * in the `ui` chunk with antd-mobile's base, which every screen's first paint needs.
 */
// config-provider itself, not antd-mobile's barrel: the `ui` chunk would then take every component the
// barrel names.
import { setDefaultConfig } from 'antd-mobile/es/components/config-provider'
import enUS from 'antd-mobile/es/locales/en-US'
import zhCN from 'antd-mobile/es/locales/zh-CN'
import { afterPageLoad, SETTLE_MS } from './afterPageLoad'
import { i18n } from './i18n'

function apply(language: string): void {
  setDefaultConfig({ locale: language === 'en' ? enUS : zhCN })
}

apply(i18n.language)
i18n.on('languageChanged', apply)

// Toast/Dialog opened imperatively need antd-mobile's render hook: it loads once the screen has settled
// (toast.ts, OrderCard and ReviewsSection import it themselves, so it is in place before they open
// anything), not beside the screen's own chunks, whose six connections it would share (HTTP/1.1).
afterPageLoad(() => void import('./antdRender').catch(() => undefined), SETTLE_MS)
