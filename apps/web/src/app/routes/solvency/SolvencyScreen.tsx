/**
 * /solvency (open; not one of spec §2's screens, issue 34): the latest proof-of-solvency snapshot (reserves
 * against members' balances, anchored on chain), the signed-in member's check of their own balance, a
 * short explanation and the earlier days. Pulling down asks for all of it again.
 */
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/PageHeader'
import { ScreenRefresh } from '../../../components/ScreenRefresh'
import { LatestSolvency, SolvencyExplainer, SolvencyHistory } from '../../../features/solvency'

export default function SolvencyScreen() {
  const { t } = useTranslation()
  return (
    <main className="page">
      <PageHeader title={t('solvency.title')} back />
      <ScreenRefresh>
        <LatestSolvency />
        <SolvencyExplainer />
        <SolvencyHistory />
      </ScreenRefresh>
    </main>
  )
}
