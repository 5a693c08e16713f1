/** /assets (auth): per currency the available, wallet, contract and total balances (spec §3 "Asset"). */
import { ErrorBlock, Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { currencySchema } from '@vita/shared/schemas/assets'
import { useAssets } from '../../features/assets/api/getAssets'
import { AssetCard } from '../../features/assets/components/AssetCard'
import { PageHeader } from '../../components/PageHeader'
import '../../lib/antd'
import '../../styles/money.css'
import '../../locales/sections/registerMoney'

export default function AssetsScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const assets = useAssets()
  // `?currency=` narrows the page to one token; an unknown symbol is spec §5's 不支持的Token.
  const wanted = search.get('currency')
  const only = wanted ? currencySchema.safeParse(wanted.toUpperCase()) : null
  return (
    <main className="page">
      <PageHeader title={t('assets.title')} back />
      {only && !only.success ? (
        <div data-testid="assets-unsupported">
          <ErrorBlock status="default" title={t('assets.unsupported')} description={wanted} />
        </div>
      ) : (
        <>
          {assets.isPending && <Skeleton.Paragraph lineCount={8} animated />}
          {assets.isError && (
            <div className="load-failed" role="alert">
              <p>{t('assets.loadFailed')}</p>
              <button type="button" className="btn" onClick={() => void assets.refetch()}>
                {t('assets.retry')}
              </button>
            </div>
          )}
          {assets.data && (
            <>
              <section className="card address-card">
                <span className="field-label">{t('assets.address')}</span>
                <span className="mono break" data-testid="assets-address">
                  {assets.data.address}
                </span>
              </section>
              {assets.data.assets
                .filter((asset) => !only || asset.currency === only.data)
                .map((asset) => (
                  <AssetCard key={asset.currency} asset={asset} />
                ))}
            </>
          )}
        </>
      )}
      <div className="action-row">
        <button
          type="button"
          className="btn btn-primary"
          data-testid="assets-transfer"
          onClick={() => navigate('/transfer-money')}
        >
          {t('assets.transfer')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          data-testid="assets-withdraw"
          onClick={() => navigate('/withdraw')}
        >
          {t('assets.withdraw')}
        </button>
        <button
          type="button"
          className="btn"
          data-testid="assets-bills"
          onClick={() => navigate('/assets-log')}
        >
          {t('assets.bills')}
        </button>
      </div>
    </main>
  )
}
