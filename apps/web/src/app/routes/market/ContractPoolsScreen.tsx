/** /contract-pools: the central bank pool and the fee pool. */
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/PageHeader'
import { ContractPoolList } from '../../../features/market'

export default function ContractPoolsScreen() {
  const { t } = useTranslation()
  return (
    <main className="page market-page">
      <PageHeader title={t('pools.title')} back />
      <ContractPoolList />
    </main>
  )
}
