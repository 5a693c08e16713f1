import { Button } from 'antd-mobile'
import type { ShoppingCards } from '@vita/shared/schemas/club'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatMoney } from '../../../lib/format'
import { isHttpError } from '../../../lib/httpError'
import { currentLocale } from '../../../lib/i18n'
import { reportError, showToast } from '../../../lib/notify'
import { useGenerateCard } from '../api/generateCard'
import { CardConfirmSheet } from './CardConfirmSheet'
import { OrderStatusTag } from './OrderStatusTag'

type OrderWithoutCard = ShoppingCards['ordersWithoutCard'][number]

/**
 * My orders without a card: an active, final one can generate its card (after a confirmation); one
 * not final yet shows the blocks left (the list refreshes itself meanwhile); any other shows why not.
 */
export function OrdersWithoutCard({ orders }: { orders: ShoppingCards['ordersWithoutCard'] }) {
  const { t } = useTranslation()
  const generate = useGenerateCard()
  const [confirming, setConfirming] = useState<OrderWithoutCard | null>(null)
  const generateFor = (orderId: string) =>
    generate.mutate(orderId, {
      onSuccess: () => showToast(t('clubMoney.cards.generated'), 'success'),
      onError: (error) => {
        // The API's own reason (already generated, not active) wins over the generic text.
        if (isHttpError(error) && error.failure.kind === 'envelope') reportError(error)
        else showToast(t('clubMoney.cards.generateFailed'), 'fail')
      },
      onSettled: () => setConfirming(null),
    })
  if (orders.length === 0) return null
  return (
    <section className="card" data-testid="orders-without-card">
      <h3>{t('clubMoney.cards.ordersWithoutCard')}</h3>
      <ul className="plain-list">
        {orders.map((order) => (
          <li
            key={order.id}
            className="club-nocard-row"
            data-testid="order-without-card"
            data-status={order.status}
          >
            <div className="card-title-row">
              <span>
                {t('clubMoney.cards.orderLine', {
                  amount: formatMoney(order.amount, 2),
                  time: formatDateTime(order.createdAt, currentLocale()),
                })}
              </span>
              <OrderStatusTag status={order.status} />
            </div>
            <p className="field-hint">{t('clubMoney.cards.noCardNotice')}</p>
            {order.status === 'active' && order.blocksLeft > 0 ? (
              <p className="notice" data-testid="card-blocks-left">
                {t('clubMoney.cards.blocksLeft', { count: order.blocksLeft })}
              </p>
            ) : order.status === 'active' ? (
              <Button
                size="small"
                color="primary"
                data-testid="generate-card"
                loading={generate.isPending && generate.variables === order.id}
                disabled={generate.isPending}
                onClick={() => setConfirming(order)}
              >
                {t('clubMoney.cards.generate')}
              </Button>
            ) : (
              <p className="notice" data-testid="card-not-active">
                {t('clubMoney.cards.notActiveNotice')}
              </p>
            )}
          </li>
        ))}
      </ul>
      <CardConfirmSheet
        order={confirming}
        busy={generate.isPending}
        onConfirm={generateFor}
        onCancel={() => setConfirming(null)}
      />
    </section>
  )
}
