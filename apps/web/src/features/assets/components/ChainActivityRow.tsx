import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { ChainActivity } from '@vita/shared/schemas/chainActivity'
import { TxLink } from '../../../components/TxLink'
import { formatDateTime, formatMoney } from '../../../lib/format'
import { currentLocale } from '../../../lib/i18n'

function kindLabel(t: TFunction, item: ChainActivity): string {
  if (item.kind === 'swap')
    return t(item.side === 'buy' ? 'chainActivity.kinds.swapBuy' : 'chainActivity.kinds.swapSell')
  return t(`chainActivity.kinds.${item.kind}`)
}

/** Swaps and sales are indexed from mined logs; the others carry their own status. */
function statusLabel(t: TFunction, item: ChainActivity): string {
  return t(`chainActivity.status.${item.kind === 'swap' || item.kind === 'sale' ? 'confirmed' : item.status}`)
}

/** One wallet action or card payment: what it was, what was paid (and received), status, time, tx link. */
export function ChainActivityRow({ item, explorerUrl }: { item: ChainActivity; explorerUrl: string | null }) {
  const { t } = useTranslation()
  return (
    <li className="bill-row" data-testid="chain-activity-row" data-kind={item.kind}>
      <div className="bill-main">
        <span className="bill-type">{kindLabel(t, item)}</span>
        <span className="bill-amount out" data-testid="chain-activity-amount">
          {formatMoney(item.paid.amount)} {item.paid.currency}
        </span>
      </div>
      <div className="bill-sub">
        <time dateTime={item.occurredAt}>{formatDateTime(item.occurredAt, currentLocale())}</time>
        <span data-testid="chain-activity-status">{statusLabel(t, item)}</span>
      </div>
      {(item.kind === 'swap' || item.kind === 'sale') && (
        <div className="bill-sub">
          {t('chainActivity.received', {
            amount: formatMoney(item.received.amount),
            currency: item.received.currency,
          })}
        </div>
      )}
      <div className="bill-cause mono break" data-testid="chain-activity-cause">
        {item.txHash ? (
          <TxLink hash={item.txHash} explorerUrl={explorerUrl} title={t('chainActivity.viewTx')} />
        ) : item.kind === 'cardPayment' ? (
          t('chainActivity.order', { id: item.orderNo })
        ) : (
          t('chainActivity.noTx')
        )}
      </div>
    </li>
  )
}
