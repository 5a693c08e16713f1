/**
 * /assets (auth): the balances per currency, then deposit, transfer, withdraw and the bill log, and the
 * way to the proof of solvency (are these balances backed?); pull to refresh.
 */
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { PageHeader } from '../../../components/PageHeader'
import { ScreenRefresh } from '../../../components/ScreenRefresh'
import { AssetActions, AssetBalances } from '../../../features/assets'
import { DepositLink } from '../../../features/deposits'
import { SolvencyEntry } from '../../../features/solvency'

export default function AssetsScreen() {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  return (
    <main className="page">
      <PageHeader title={t('assets.title')} back />
      <ScreenRefresh>
        <AssetBalances wanted={search.get('currency')} />
        <AssetActions deposit={<DepositLink testId="assets-deposit" />} />
        <SolvencyEntry testId="assets-solvency" />
      </ScreenRefresh>
    </main>
  )
}
