import { Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'
import { useAssets } from '../api/getAssets'

/** Home's assets card: total and available per currency, tapping through to /assets. */
export function AssetsOverview({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation()
  const assets = useAssets()
  return (
    <section className="card home-assets" data-testid="home-assets">
      <header className="card-title-row">
        <h3>{t('home.assets')}</h3>
        <button type="button" className="link" onClick={onOpen}>
          {t('home.viewAssets')} ›
        </button>
      </header>
      {assets.isPending && <Skeleton.Paragraph lineCount={2} animated />}
      {assets.isError && (
        <div className="load-failed" role="alert">
          <p>{t('assets.loadFailed')}</p>
          <button type="button" className="btn" onClick={() => void assets.refetch()}>
            {t('assets.retry')}
          </button>
        </div>
      )}
      {assets.data && (
        <div className="overview-grid">
          {assets.data.assets.map((asset) => (
            <button type="button" key={asset.currency} className="overview-cell" onClick={onOpen}>
              <span className="overview-symbol">{asset.currency}</span>
              <strong className="overview-total">{formatMoney(asset.total, 4)}</strong>
              <span className="overview-sub">
                {t('assets.available')} {formatMoney(asset.available, 4)}
              </span>
            </button>
          ))}
        </div>
      )}
    </section>
  )
}
