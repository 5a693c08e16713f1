import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../lib/i18n'
import { useClubRules } from '../api/getClubRules'
import { formatSettlementTime, nextSettlementAt } from '../nextSettlement'

/**
 * "Next settlement: shortly after <time>" in the member's own time zone, and the rule behind it (the
 * settlement zone from GET /app/club/rules): when dividends and invite rewards arrive.
 */
export function NextSettlement() {
  const { t } = useTranslation()
  const rules = useClubRules()
  if (rules.isPending)
    return (
      <p className="field-hint" data-testid="next-settlement" data-state="loading">
        {t('clubMoney.confirm.loading')}
      </p>
    )
  if (!rules.data)
    return (
      <p className="field-hint" data-testid="next-settlement" data-state="error">
        {t('clubMoney.settlement.unknown')}
      </p>
    )
  const zone = rules.data.timeZone
  const time = formatSettlementTime(nextSettlementAt(new Date(), zone), currentLocale())
  return (
    <p className="field-hint" data-testid="next-settlement" data-state="ready">
      <strong>{t('clubMoney.settlement.next', { time })}</strong>
      <br />
      {t('clubMoney.settlement.rule', { zone })}
    </p>
  )
}
