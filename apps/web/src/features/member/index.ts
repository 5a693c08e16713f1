/** The member (spec §2, §6): home, profile and invite link, quick actions, and the referrer binding. */
import '../../lib/antd'
import './member.css'
import { registerTexts } from '../../lib/i18n'
import { memberEn } from './locales/en'
import { memberZh } from './locales/zh'

registerTexts(memberZh, memberEn)

export { BindReferrer } from './components/BindReferrer'
export { LogoutButton } from './components/LogoutButton'
export { MemberCard } from './components/MemberCard'
export { ProfileLinks } from './components/ProfileLinks'
export { QuickActions } from './components/QuickActions'
export { VisitorWelcome } from './components/VisitorWelcome'
