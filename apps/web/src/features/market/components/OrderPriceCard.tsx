import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'
import { usePriceInfo } from '../api/getPriceInfo'
import { MARKET_POLL_MS } from '../api/keys'
import { orderPriceLine } from '../orderPriceLine'

/**
 * The order price line (/swap and /price-chart): the price staking orders return DPINE at, and
 * whether it is the pool's 30-minute time-weighted average or, while the pool has less history,
 * its spot price.
 */
export function OrderPriceCard() {
  const { t } = useTranslation()
  const query = usePriceInfo(MARKET_POLL_MS)
  const line = orderPriceLine(query.data, query.isError)
  const known = line.kind === 'twap' || line.kind === 'spot'
  return (
    <section className="card order-price">
      <dl className="pool-details">
        <dt>{t('orderPrice.label')}</dt>
        <dd data-testid="order-price" data-kind={line.kind}>
          {known
            ? t(`orderPrice.${line.kind}`, { price: formatMoney(line.price, 8), minutes: line.minutes })
            : '--'}
        </dd>
      </dl>
      {known && (
        <p className="field-hint" data-testid="order-price-hint">
          {t(`orderPrice.${line.kind}Hint`, { minutes: line.minutes })}
        </p>
      )}
    </section>
  )
}
