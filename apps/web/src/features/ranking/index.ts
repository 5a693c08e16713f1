/** Invite rankings (spec §2): today's board and the member's invite rewards. */
import '../../lib/antd'
import './ranking.css'
import { registerTexts } from '../../lib/i18n'
import { rankingEn } from './locales/en'
import { rankingZh } from './locales/zh'

registerTexts(rankingZh, rankingEn)

export { InviteRewardSummary } from './components/InviteRewardSummary'
export { RankingBoard } from './components/RankingBoard'
