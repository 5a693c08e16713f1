import { useTranslation } from 'react-i18next'
import type { Currency } from '@vita/shared/schemas/assets'
import type { WithdrawRules } from '@vita/shared/schemas/withdrawals'
import { formatMoney } from '../../../lib/format'

/** Minimum, fee and expected arrival of the chosen currency, and what arrives once the form is valid. */
export function WithdrawRulesSummary({
  rule,
  currency,
  net,
}: {
  rule: WithdrawRules
  currency: Currency
  net: bigint | null
}) {
  const { t } = useTranslation()
  return (
    <dl className="summary rules" data-testid="withdraw-rules">
      <div className="summary-row">
        <dt>{t('withdraw.minimum')}</dt>
        <dd>
          {formatMoney(rule.minimum, 18)} {currency}
        </dd>
      </div>
      <div className="summary-row">
        <dt>{t('withdraw.fee')}</dt>
        <dd data-testid="withdraw-fee">
          {formatMoney(rule.fee, 18)} {currency}
        </dd>
      </div>
      <div className="summary-row">
        <dt>{t('withdraw.arrival')}</dt>
        <dd>{t('withdraw.arrivalMinutes', { minutes: rule.expectedArrivalMinutes })}</dd>
      </div>
      {net !== null && (
        <div className="summary-row emphasis">
          <dt>{t('withdraw.net')}</dt>
          <dd data-testid="withdraw-net">
            {formatMoney(net, 18)} {currency}
          </dd>
        </div>
      )}
    </dl>
  )
}
