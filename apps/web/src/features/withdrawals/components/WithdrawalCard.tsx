import { useQueryClient } from '@tanstack/react-query'
import { Skeleton } from 'antd-mobile'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatMoney } from '../../../lib/format'
import { currentLocale } from '../../../lib/i18n'
import { useWithdrawal } from '../api/getWithdrawal'
import { withdrawalsKeys } from '../api/keys'
import { WithdrawalStatusTag } from './WithdrawalStatusTag'

/** The withdrawal just requested, polled until it is completed or failed. */
export function WithdrawalCard({ id, onFinished }: { id: string; onFinished?: () => void }) {
  const { t } = useTranslation()
  const client = useQueryClient()
  const query = useWithdrawal(id)
  const withdrawal = query.data
  const finished = withdrawal?.status === 'completed' || withdrawal?.status === 'failed'
  const card = useRef<HTMLElement>(null)
  // The form stays above; bring the new withdrawal's status into view.
  useEffect(() => card.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }), [id])
  useEffect(() => {
    if (!finished) return
    // The list and the balances (pending → posted or refunded) moved with it.
    void client.invalidateQueries({ queryKey: withdrawalsKeys.list() })
    onFinished?.()
  }, [finished, client, onFinished])
  return (
    <section className="card" data-testid="withdrawal-current" ref={card}>
      <header className="card-title-row">
        <h3>{t('withdraw.current')}</h3>
        {withdrawal && <WithdrawalStatusTag status={withdrawal.status} testId="withdrawal-status" />}
      </header>
      {!withdrawal && <Skeleton.Paragraph lineCount={3} animated />}
      {withdrawal && (
        <dl className="summary">
          <div className="summary-row">
            <dt>{t('withdraw.amount')}</dt>
            <dd>
              {formatMoney(withdrawal.amount, 18)} {withdrawal.currency}
            </dd>
          </div>
          <div className="summary-row">
            <dt>{t('withdraw.fee')}</dt>
            <dd>
              {formatMoney(withdrawal.fee, 18)} {withdrawal.currency}
            </dd>
          </div>
          <div className="summary-row emphasis">
            <dt>{t('withdraw.net')}</dt>
            <dd>
              {formatMoney(withdrawal.netAmount, 18)} {withdrawal.currency}
            </dd>
          </div>
          <div className="summary-row">
            <dt>{t('withdraw.address')}</dt>
            <dd className="mono break">{withdrawal.address}</dd>
          </div>
          <div className="summary-row">
            <dt>{t('withdraw.time')}</dt>
            <dd>{formatDateTime(withdrawal.createdAt, currentLocale())}</dd>
          </div>
          {withdrawal.txHash && (
            <div className="summary-row">
              <dt>{t('withdraw.txHash')}</dt>
              <dd className="mono break" data-testid="withdrawal-tx">
                {withdrawal.txHash}
              </dd>
            </div>
          )}
          {withdrawal.status === 'failed' && (
            <p className="notice" role="alert">
              {t('withdraw.refunded')}
              {withdrawal.failureReason ? ` (${withdrawal.failureReason})` : ''}
            </p>
          )}
        </dl>
      )}
    </section>
  )
}
