import { useTranslation } from 'react-i18next'
import type { Asset } from '@vita/shared/schemas/assets'
import { formatMoney } from '../../../lib/format'

/**
 * One currency of spec §3 "Asset": the total and the parts that add up to it (available, frozen by a
 * withdrawal, staked in a node, claimable, in the wallet), then the order contract's reading of the wallet.
 */
export function AssetCard({ asset }: { asset: Asset }) {
  const { t } = useTranslation()
  const cur = asset.currency
  return (
    <section className="card asset-card" data-testid={`assets-row-${cur}`}>
      <header className="asset-head">
        <span className="asset-symbol">{cur}</span>
        <span className="asset-total-label">{t('assets.total')}</span>
      </header>
      <div className="asset-total" data-testid={`assets-total-${cur}`}>
        {formatMoney(asset.total)}
      </div>
      <dl className="asset-grid">
        <div>
          <dt>{t('assets.available')}</dt>
          <dd data-testid={`assets-available-${cur}`}>{formatMoney(asset.available)}</dd>
        </div>
        <div>
          <dt>{t('assets.pending')}</dt>
          <dd data-testid={`assets-pending-${cur}`}>{formatMoney(asset.pending)}</dd>
        </div>
        <div>
          <dt>{t('assets.staked')}</dt>
          <dd data-testid={`assets-staked-${cur}`}>{formatMoney(asset.staked)}</dd>
        </div>
        <div>
          <dt>{t('assets.claimable')}</dt>
          <dd data-testid={`assets-claimable-${cur}`}>{formatMoney(asset.claimable)}</dd>
        </div>
        <div>
          <dt>{t('assets.wallet')}</dt>
          <dd data-testid={`assets-wallet-${cur}`}>{formatMoney(asset.walletBalance)}</dd>
        </div>
      </dl>
      {cur === 'DPINE' && (
        <p className="field-hint" data-testid={`assets-contract-${cur}`}>
          {t('assets.contractReading', { amount: formatMoney(asset.contractBalance) })}
        </p>
      )}
      {asset.walletStale && <p className="field-hint warn">{t('assets.walletStale')}</p>}
    </section>
  )
}
