/** The user manual: the product's rules for members. */
import './manual.css'
import { registerTexts } from '../../lib/i18n'
import { manualEn } from './locales/en'
import { manualZh } from './locales/zh'

registerTexts(manualZh, manualEn)

export { UserManual } from './components/UserManual'
