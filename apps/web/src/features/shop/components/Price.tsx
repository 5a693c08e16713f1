import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'

/** A USDT price, or a range when `max` differs (bigint base units, never floats). */
export function Price({
  min,
  max,
  testId,
}: {
  min: bigint | string
  max?: bigint | string
  testId?: string
}) {
  const { t } = useTranslation()
  const low = BigInt(min)
  const high = max === undefined ? low : BigInt(max)
  return (
    <span className="shop-price" data-testid={testId}>
      {high === low
        ? t('shop.usdt', { amount: formatMoney(low, 2) })
        : t('shop.priceRange', { min: formatMoney(low, 2), max: formatMoney(high, 2) })}
    </span>
  )
}
