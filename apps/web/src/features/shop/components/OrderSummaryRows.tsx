import type { OrderSummaryView } from '@vita/shared/schemas/shop'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'
import type { AmountLabel } from '../orderRules'

/**
 * Spec §3's order summary: product total, shipping fee, coupon discount, and the total, named by what it
 * is to the member (`amountLabel`: due at checkout and before payment, paid after).
 */
export function OrderSummaryRows({
  summary,
  amountLabel,
}: {
  summary: OrderSummaryView
  amountLabel: AmountLabel
}) {
  const { t } = useTranslation()
  const usdt = (value: string) => t('shop.usdt', { amount: formatMoney(value, 2) })
  return (
    <dl className="summary" data-testid="order-summary">
      <div className="summary-row">
        <dt>{t('shop.checkout.summary.itemsTotal')}</dt>
        <dd data-testid="summary-items-total">{usdt(summary.itemsTotal)}</dd>
      </div>
      <div className="summary-row">
        <dt>{t('shop.checkout.summary.shippingFee')}</dt>
        <dd data-testid="summary-shipping">{usdt(summary.shippingFee)}</dd>
      </div>
      <div className="summary-row">
        <dt>{t('shop.checkout.summary.discount')}</dt>
        <dd data-testid="summary-discount">
          {BigInt(summary.discount) > 0n ? '-' : ''}
          {usdt(summary.discount)}
        </dd>
      </div>
      <div className="summary-row emphasis">
        <dt data-testid="summary-total-label">{t(`shop.checkout.summary.total.${amountLabel}`)}</dt>
        <dd data-testid="summary-total">{usdt(summary.total)}</dd>
      </div>
    </dl>
  )
}
