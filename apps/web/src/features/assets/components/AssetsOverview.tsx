import { Skeleton } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import { formatMoney } from '../../../lib/format'
import { useAssets } from '../api/getAssets'
import { BalanceNote } from './BalanceNote'

/**
 * Home's assets card: per currency the total, the in-app (available) and the wallet balance, and what
 * the two are; tapping through to /assets; `action` under them.
 */
export function AssetsOverview({ onOpen, action }: { onOpen: () => void; action?: ReactNode }) {
  const { t } = useTranslation()
  const assets = useAssets()
  return (
    <section className="card home-assets" data-testid="home-assets">
      <header className="card-title-row">
        <h3>{t('assets.overviewTitle')}</h3>
        <button type="button" className="link" onClick={onOpen}>
          {t('assets.viewAssets')} ›
        </button>
      </header>
      <QueryState
        query={assets}
        loading={<Skeleton.Paragraph lineCount={2} animated />}
        errorText={t('assets.loadFailed')}
      >
        {(data) => (
          <div className="overview-grid">
            {data.assets.map((asset) => (
              <button type="button" key={asset.currency} className="overview-cell" onClick={onOpen}>
                <span className="overview-symbol">{asset.currency}</span>
                <strong className="overview-total">{formatMoney(asset.total, 4)}</strong>
                <span className="overview-sub" data-testid={`home-available-${asset.currency}`}>
                  {t('assets.available')} {formatMoney(asset.available, 4)}
                </span>
                <span className="overview-sub" data-testid={`home-wallet-${asset.currency}`}>
                  {t('assets.wallet')} {formatMoney(asset.walletBalance, 4)}
                </span>
              </button>
            ))}
          </div>
        )}
      </QueryState>
      <BalanceNote />
      {action}
    </section>
  )
}
