import { Skeleton } from 'antd-mobile'
import type { Deposit } from '@vita/shared/schemas/deposits'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import { formatDateTime, formatMoney } from '../../../lib/format'
import { currentLocale } from '../../../lib/i18n'
import { useDeposits } from '../api/listDeposits'
import { TxLink } from '../../../components/TxLink'

function DepositTag({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation()
  return (
    <span
      className={`deposit-tag ${deposit.status}`}
      data-status={deposit.status}
      data-testid="deposit-status"
    >
      {deposit.status === 'pending' && <span className="spinner inline" aria-hidden="true" />}
      {deposit.status === 'pending'
        ? t('deposit.waitingConfirmations', {
            done: deposit.confirmations,
            required: deposit.confirmationsRequired,
          })
        : t(`deposit.status.${deposit.status}`)}
    </span>
  )
}

/**
 * The member's deposits: pending with their confirmations, then credited, each with its transaction.
 * A hash just sent and not listed yet shows on top as sent, so nothing seems lost while the block is read.
 */
export function DepositList({ sent, explorerUrl }: { sent: string | null; explorerUrl: string | null }) {
  const { t } = useTranslation()
  const list = useDeposits(sent)
  const listed = (items: readonly Deposit[]) =>
    sent !== null && items.some((item) => item.txHash.toLowerCase() === sent.toLowerCase())
  return (
    <section className="card" data-testid="deposit-list">
      <h3 className="card-title">{t('deposit.history')}</h3>
      <QueryState
        query={list}
        loading={<Skeleton.Paragraph lineCount={3} animated />}
        errorText={t('deposit.loadFailed')}
      >
        {(data) => (
          <ul className="plain-list">
            {sent && !listed(data.items) && (
              <li className="deposit-row" data-testid="deposit-sent">
                <div className="deposit-main">
                  <span>{t('deposit.sent')}</span>
                  <span className="deposit-tag" data-status="sent">
                    <span className="spinner inline" aria-hidden="true" />
                  </span>
                </div>
                <div className="deposit-sub">
                  <TxLink hash={sent} explorerUrl={explorerUrl} title={t('deposit.viewTx')} />
                </div>
              </li>
            )}
            {data.items.length === 0 && !sent && <li className="empty">{t('deposit.empty')}</li>}
            {data.items.map((item) => (
              <li key={item.id} className="deposit-row" data-testid="deposit-row" data-tx={item.txHash}>
                <div className="deposit-main">
                  <span>
                    {formatMoney(item.amount, 6)} {item.currency}
                  </span>
                  <DepositTag deposit={item} />
                </div>
                <div className="deposit-sub">
                  <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, currentLocale())}</time>
                  <TxLink hash={item.txHash} explorerUrl={explorerUrl} title={t('deposit.viewTx')} />
                </div>
                {(item.status === 'reversed' || item.status === 'review') && (
                  <p className="field-hint">{t(`deposit.statusHint.${item.status}`)}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  )
}
