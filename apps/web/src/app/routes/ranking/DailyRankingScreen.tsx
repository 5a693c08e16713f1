/** /daily-ranking (auth): today's top members by new direct-invite purchases, with the member's own rank. */
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/PageHeader'
import { RankingBoard } from '../../../features/ranking'

export default function DailyRankingScreen() {
  const { t } = useTranslation()
  return (
    <main className="page">
      <PageHeader title={t('ranking.title')} back />
      <RankingBoard />
    </main>
  )
}
