import type { ClubPurchase } from '@vita/shared/schemas/club'
import { useTranslation } from 'react-i18next'
import { ConfirmSheet } from '../../../components/ConfirmSheet'
import { formatMoney } from '../../../lib/format'
import { useClubRules } from '../api/getClubRules'
import { ruleText } from '../ruleText'
import { rulesView } from '../rulesView'

/**
 * The club order, asked before the wallet is: what is paid, what comes back (shares and DPINE), where
 * the money goes (the pools' split, the order's only "fees"), the orders left after it, and the
 * network fee note.
 */
export function BuyConfirmSheet({
  visible,
  purchase,
  resuming,
  onConfirm,
  onCancel,
}: {
  visible: boolean
  purchase: ClubPurchase
  /** Paying an order already recorded (it counts in ordersUsed already). */
  resuming: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const rules = useClubRules(visible)
  const fromRules = (show: (view: ReturnType<typeof rulesView>) => string) =>
    ruleText(t, rules, (data) => show(rulesView(data)))
  const remaining = Math.max(purchase.remainingOrders - (resuming ? 0 : 1), 0)
  return (
    <ConfirmSheet
      visible={visible}
      title={t('clubMoney.confirm.buyTitle')}
      rows={[
        {
          label: t('clubMoney.confirm.pay'),
          value: t('clubMoney.usdt', { amount: formatMoney(purchase.orderPrice, 2) }),
          emphasis: true,
          testId: 'buy-confirm-pay',
        },
        {
          label: t('clubMoney.confirm.receive'),
          value: fromRules(({ paragraphs: { orders, split } }) =>
            t('clubMoney.confirm.receiveValue', { count: Number(orders.shares), dpine: split.dpine }),
          ),
          testId: 'buy-confirm-receive',
        },
        {
          label: t('clubMoney.confirm.split'),
          value: fromRules(({ paragraphs: { split } }) => t('clubMoney.confirm.splitValue', split)),
        },
        {
          label: t('clubMoney.confirm.remainingAfter'),
          value: t('clubMoney.confirm.remainingAfterValue', { remaining, max: purchase.maxOrders }),
          testId: 'buy-confirm-remaining',
        },
      ]}
      note={t('clubMoney.confirm.networkFee')}
      confirmText={t('clubMoney.confirm.submit')}
      cancelText={t('clubMoney.confirm.cancel')}
      busy={false}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="buy-confirm"
    />
  )
}
