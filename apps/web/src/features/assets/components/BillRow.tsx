import { useTranslation } from 'react-i18next'
import type { Bill } from '@vita/shared/schemas/assets'
import { formatDateTime, formatMoney, formatSignedMoney } from '../../../lib/format'
import { currentLocale } from '../../../lib/i18n'
import { billCause, billTypeLabel } from '../billLabels'

/** One bill: signed, coloured amount, type, local time and what caused it. */
export function BillRow({ bill }: { bill: Bill }) {
  const { t } = useTranslation()
  const out = bill.amount.startsWith('-')
  const cause = billCause(t, bill)
  return (
    <li className="bill-row" data-testid="bill-row" data-type={bill.type} data-currency={bill.currency}>
      <div className="bill-main">
        <span className="bill-type">{billTypeLabel(t, bill.type)}</span>
        <span className={out ? 'bill-amount out' : 'bill-amount in'} data-testid="bill-amount">
          {formatSignedMoney(bill.amount)} {bill.currency}
        </span>
      </div>
      <div className="bill-sub">
        <time dateTime={bill.createdAt}>{formatDateTime(bill.createdAt, currentLocale())}</time>
        <span>{t('bills.balanceAfter', { amount: formatMoney(bill.balanceAfter, 4) })}</span>
      </div>
      {cause && (
        <div className="bill-cause mono break" data-testid="bill-cause">
          {cause}
        </div>
      )}
      {bill.memo && cause !== bill.memo && <div className="bill-memo">{bill.memo}</div>}
    </li>
  )
}
