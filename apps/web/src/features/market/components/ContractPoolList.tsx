import { Skeleton } from 'antd-mobile'
import type { ContractPools, PoolReconciliation } from '@vita/shared/schemas/market'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import { formatBps, formatMoney } from '../../../lib/format'
import { currentLocale } from '../../../lib/i18n'
import { ShortAddress } from '../../../components/ShortAddress'
import { useContractPools, usePoolReconciliation } from '../api/getContractPools'

/**
 * The central bank pool and the fee pool (spec §3 "Pool": ratio, total, update time) as their vaults hold
 * them on chain, then the reconciliation of every vault with the app's books (issue 30: one truth, named).
 */
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
          <p className="field-hint" data-testid="pools-on-chain">
            {t('pools.onChain')}
          </p>
          <PoolCard
            testId="pools-central-bank"
            title={t('pools.centralBank')}
            pool={data.centralBank}
            split={t('pools.centralBankSplit')}
          />
          <PoolCard testId="pools-fee" title={t('pools.fee')} pool={data.fee} />
          {data.stale && <p className="field-hint warn center">{t('chart.stale')}</p>}
          <ReconciliationCard />
        </>
      )}
    </QueryState>
  )
}

const signedMoney = (value: bigint) =>
  value === 0n ? '0' : value < 0n ? `−${formatMoney(-value, 2)}` : `+${formatMoney(value, 2)}`

/** Each vault on chain beside the app's books for the pools it backs, and the difference explained. */
function ReconciliationCard() {
  const { t } = useTranslation()
  const reconciliation = usePoolReconciliation()
  return (
    <section className="card" data-testid="pools-reconciliation">
      <h3 className="card-title">{t('pools.reconciliation.title')}</h3>
      <QueryState
        query={reconciliation}
        loading={<Skeleton.Paragraph lineCount={4} animated />}
        errorText={t('pools.reconciliation.loadFailed')}
      >
        {(data: PoolReconciliation) => (
          <>
            {data.pools.map((pool) => (
              <dl className="pool-details" key={pool.vault} data-testid={`reconcile-${pool.vault}`}>
                <dt className="pool-vault">{t(`pools.reconciliation.${pool.vault}`)}</dt>
                <dd>{pool.address ? <ShortAddress value={pool.address} /> : '—'}</dd>
                <dt>{t('pools.reconciliation.onChain')}</dt>
                <dd>{formatMoney(BigInt(pool.onChain), 2)}</dd>
                <dt>
                  {t('pools.reconciliation.books')} (
                  {pool.accounts
                    .map((account) => t(`pools.reconciliation.account.${account.code}`))
                    .join(' + ')}
                  )
                </dt>
                <dd>{formatMoney(BigInt(pool.books), 2)}</dd>
                <dt>{t('pools.reconciliation.difference')}</dt>
                <dd data-testid={`reconcile-${pool.vault}-difference`}>
                  {signedMoney(BigInt(pool.difference))}
                </dd>
              </dl>
            ))}
            <p className="field-hint">{t('pools.reconciliation.note')}</p>
            {data.stale && <p className="field-hint warn">{t('pools.reconciliation.stale')}</p>}
          </>
        )}
      </QueryState>
    </section>
  )
}

function PoolCard({
  testId,
  title,
  pool,
  split,
}: {
  testId: string
  title: string
  pool: ContractPools['fee']
  /** What the books make of the vault's share, when they split it. */
  split?: string
}) {
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
        <dd data-testid={`${testId}-ratio`}>
          {formatBps(BigInt(pool.ratioBps))}%{split ? ` (${split})` : ''}
        </dd>
        <dt>{t('pools.updatedAt')}</dt>
        <dd>{updated}</dd>
      </dl>
    </section>
  )
}
