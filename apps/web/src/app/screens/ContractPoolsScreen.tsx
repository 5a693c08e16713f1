/** /contract-pools: the central bank pool and the fee pool (spec §3 "Pool": ratio, total, update time). */
import { Button, Skeleton } from 'antd-mobile'
import type { ContractPools } from '@vita/shared/schemas/market'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../components/PageHeader'
import { useContractPools } from '../../features/market/api/getContractPools'
import { formatBps } from '../../features/swap/quote'
import { currentLocale } from '../../lib/i18n'
import { units } from '../../lib/displayAmount'
import '../../lib/antd'
import '../../locales/sections/registerMarket'
import './trade/trade.css'

export default function ContractPoolsScreen() {
  const { t } = useTranslation()
  const pools = useContractPools()
  return (
    <main className="page trade-page">
      <PageHeader title={t('pools.title')} back />
      {pools.isPending && (
        <section className="card">
          <Skeleton.Paragraph lineCount={5} animated />
        </section>
      )}
      {pools.isError && !pools.data && (
        <section className="card load-failed" role="alert">
          <p>{t('pools.loadFailed')}</p>
          <Button size="small" onClick={() => void pools.refetch()}>
            {t('pools.retry')}
          </Button>
        </section>
      )}
      {pools.data && (
        <>
          <PoolCard
            testId="pools-central-bank"
            title={t('pools.centralBank')}
            pool={pools.data.centralBank}
          />
          <PoolCard testId="pools-fee" title={t('pools.fee')} pool={pools.data.fee} />
          {pools.data.stale && <p className="field-hint warn center">{t('chart.stale')}</p>}
        </>
      )}
    </main>
  )
}

function PoolCard({ testId, title, pool }: { testId: string; title: string; pool: ContractPools['fee'] }) {
  const { t } = useTranslation()
  const updated = new Date(pool.updatedAt).toLocaleString(currentLocale() === 'en' ? 'en-US' : 'zh-CN', {
    hour12: false,
  })
  return (
    <section className="card pool-card" data-testid={testId}>
      <h3>{title}</h3>
      <p className="pool-total" data-testid={`${testId}-total`}>
        {units(BigInt(pool.totalAmount), 2)} <small>USDT</small>
      </p>
      <dl className="trade-details">
        <dt>{t('pools.ratio')}</dt>
        <dd data-testid={`${testId}-ratio`}>{formatBps(BigInt(pool.ratioBps))}%</dd>
        <dt>{t('pools.updatedAt')}</dt>
        <dd>{updated}</dd>
      </dl>
    </section>
  )
}
