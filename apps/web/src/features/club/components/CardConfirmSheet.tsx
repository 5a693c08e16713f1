import { applyBps } from '@vita/shared/club/rules'
import { useTranslation } from 'react-i18next'
import { ConfirmSheet } from '../../../components/ConfirmSheet'
import { formatMoney } from '../../../lib/format'
import { useClubRules } from '../api/getClubRules'
import { ruleText } from '../ruleText'

/**
 * Generating an order's one shopping card (club-rules §6), asked first: the order, the card's value
 * and validity, no fee, and that it cannot be undone (no transaction on chain, no network fee).
 */
export function CardConfirmSheet({
  order,
  busy,
  onConfirm,
  onCancel,
}: {
  /** The order to generate for; null while nothing is being confirmed. */
  order: { id: string; amount: string } | null
  busy: boolean
  onConfirm: (orderId: string) => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const rules = useClubRules(order !== null)
  const usdt = (amount: bigint | string) => t('clubMoney.usdt', { amount: formatMoney(amount, 2) })
  return (
    <ConfirmSheet
      visible={order !== null}
      title={t('clubMoney.confirm.cardTitle')}
      rows={
        order
          ? [
              { label: t('clubMoney.confirm.cardOrder'), value: usdt(order.amount) },
              {
                label: t('clubMoney.confirm.cardValue'),
                value: ruleText(t, rules, (data) =>
                  usdt(applyBps(BigInt(order.amount), BigInt(data.cardValueBps))),
                ),
                emphasis: true,
                testId: 'card-confirm-value',
              },
              {
                label: t('clubMoney.confirm.cardValidity'),
                value: ruleText(t, rules, (data) =>
                  t('clubMoney.confirm.cardValidityDays', { count: data.cardValidityDays }),
                ),
                testId: 'card-confirm-validity',
              },
              { label: t('clubMoney.confirm.cardFee'), value: t('clubMoney.confirm.cardFeeNone') },
            ]
          : []
      }
      note={t('clubMoney.confirm.cardNote')}
      confirmText={t('clubMoney.confirm.cardSubmit')}
      cancelText={t('clubMoney.confirm.cancel')}
      busy={busy}
      onConfirm={() => order && onConfirm(order.id)}
      onCancel={onCancel}
      testId="card-confirm"
    />
  )
}
