import { ErrorBlock, Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import { isCurrency } from '../../../lib/currencies'
import { useAssets } from '../api/getAssets'
import { AssetCard } from './AssetCard'
import { BalanceNote } from './BalanceNote'

/**
 * The wallet address and, per currency, the available, wallet, contract and total balances (spec §3
 * "Asset"). `wanted` (the `?currency=` of /assets) narrows it to one token; an unknown symbol is
 * spec §5's 不支持的Token.
 */
export function AssetBalances({ wanted }: { wanted: string | null }) {
  const { t } = useTranslation()
  const assets = useAssets()
  const only = wanted ? wanted.toUpperCase() : null
  if (only !== null && !isCurrency(only)) {
    return (
      <div data-testid="assets-unsupported">
        <ErrorBlock status="default" title={t('assets.unsupported')} description={wanted} />
      </div>
    )
  }
  return (
    <QueryState
      query={assets}
      loading={<Skeleton.Paragraph lineCount={8} animated />}
      errorText={t('assets.loadFailed')}
    >
      {(data) => (
        <>
          <section className="card address-card">
            <span className="field-label">{t('assets.address')}</span>
            <span className="mono break" data-testid="assets-address">
              {data.address}
            </span>
            <BalanceNote />
          </section>
          {data.assets
            .filter((asset) => only === null || asset.currency === only)
            .map((asset) => (
              <AssetCard key={asset.currency} asset={asset} />
            ))}
        </>
      )}
    </QueryState>
  )
}
