/** Sign-in by wallet signature (spec §4): the login screen's only way into this feature. */
import '../../lib/antd'
import { registerTexts } from '../../lib/i18n'
import { signInEn } from './locales/en'
import { signInZh } from './locales/zh'

registerTexts(signInZh, signInEn)

export { SignInPanel } from './components/SignInPanel'
export { initialInviteCode } from './inviteCode'
