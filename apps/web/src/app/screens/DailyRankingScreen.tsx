/** /daily-ranking (auth): today's top members by new direct-invite purchases, with the member's own rank. */
import { useTranslation } from 'react-i18next'
import { RankingBoard } from '../../features/ranking/components/RankingBoard'
import { PageHeader } from '../../components/PageHeader'
import '../../lib/antd'
import '../../styles/money.css'
import '../../locales/sections/registerMoney'

export default function DailyRankingScreen() {
  const { t } = useTranslation()
  return (
    <main className="page">
      <PageHeader title={t('ranking.title')} back />
      <RankingBoard />
    </main>
  )
}
