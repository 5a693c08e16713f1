import { Skeleton } from 'antd-mobile'
import type { ContractPools } from '@vita/shared/schemas/market'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import { formatBps, formatMoney } from '../../../lib/format'
import { currentLocale } from '../../../lib/i18n'
import { useContractPools } from '../api/getContractPools'

/** The central bank pool and the fee pool (spec §3 "Pool": ratio, total, update time). */
export function ContractPoolList() {
  const { t } = useTranslation()
  const pools = useContractPools()
  return (
    <QueryState
      query={pools}
      loading={
        <section className="card">
          <Skeleton.Paragraph lineCount={5} animated />
        </section>
      }
      errorText={t('pools.loadFailed')}
    >
      {(data) => (
        <>
          <PoolCard testId="pools-central-bank" title={t('pools.centralBank')} pool={data.centralBank} />
          <PoolCard testId="pools-fee" title={t('pools.fee')} pool={data.fee} />
          {data.stale && <p className="field-hint warn center">{t('chart.stale')}</p>}
        </>
      )}
    </QueryState>
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
        {formatMoney(BigInt(pool.totalAmount), 2)} <small>USDT</small>
      </p>
      <dl className="pool-details">
        <dt>{t('pools.ratio')}</dt>
        <dd data-testid={`${testId}-ratio`}>{formatBps(BigInt(pool.ratioBps))}%</dd>
        <dt>{t('pools.updatedAt')}</dt>
        <dd>{updated}</dd>
      </dl>
    </section>
  )
}
