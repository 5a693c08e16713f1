import { useTranslation } from 'react-i18next'
import type { Currency } from '@vita/shared/schemas/assets'
import { ConfirmSheet } from '../../../components/ConfirmSheet'
import { formatMoney } from '../../../lib/format'
import type { WithdrawCheck } from '../withdrawForm'

/** The confirm dialog: amount, fee, what arrives, the address and the note; the wallet signs next. */
export function WithdrawConfirm({
  visible,
  ready,
  currency,
  note,
  busy,
  onConfirm,
  onCancel,
}: {
  visible: boolean
  ready: WithdrawCheck['ready']
  currency: Currency
  note: string
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const money = (value: bigint) => `${formatMoney(value, 18)} ${currency}`
  return (
    <ConfirmSheet
      visible={visible}
      title={t('withdraw.confirmTitle')}
      message={t('withdraw.signHint')}
      testId="withdraw-confirm"
      busy={busy}
      confirmText={t('withdraw.confirm')}
      cancelText={t('withdraw.cancel')}
      onCancel={onCancel}
      onConfirm={onConfirm}
      rows={
        ready
          ? [
              { label: t('withdraw.amount'), value: money(ready.amount) },
              { label: t('withdraw.fee'), value: money(ready.fee) },
              { label: t('withdraw.net'), value: money(ready.net), emphasis: true },
              { label: t('withdraw.address'), value: <span className="mono break">{ready.address}</span> },
              ...(note.trim() ? [{ label: t('withdraw.note'), value: note.trim() }] : []),
            ]
          : []
      }
    />
  )
}
