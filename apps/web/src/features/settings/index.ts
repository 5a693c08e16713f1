/** App settings (spec §2 /setting, /language): the language and the version. */
import '../../lib/antd'
import './settings.css'
import { registerTexts } from '../../lib/i18n'
import { settingsEn } from './locales/en'
import { settingsZh } from './locales/zh'

registerTexts(settingsZh, settingsEn)

export { AppVersion } from './components/AppVersion'
export { LanguagePicker } from './components/LanguagePicker'
export { LanguageSwitch } from './components/LanguageSwitch'
