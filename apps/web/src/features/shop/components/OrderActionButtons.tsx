import type { ShopOrder } from '@vita/shared/schemas/shop'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ConfirmSheet } from '../../../components/ConfirmSheet'
import { currentLocale } from '../../../lib/i18n'
import { showToast } from '../../../lib/notify'
import { useOrderAction, type OrderAction } from '../api/orderActions'
import { orderActions, shopErrorText } from '../orderRules'

const TEXTS = {
  cancel: {
    title: 'shop.action.cancelTitle',
    message: 'shop.action.cancelMessage',
    confirm: 'shop.action.cancel',
    done: 'shop.action.cancelled',
    failed: 'shop.action.cancelFailed',
  },
  receipt: {
    title: 'shop.action.receiptTitle',
    message: 'shop.action.receiptMessage',
    confirm: 'shop.action.confirmReceipt',
    done: 'shop.action.receiptConfirmed',
    failed: 'shop.action.receiptFailed',
  },
} as const

/** Pay now, cancel (unpaid, after a confirm), confirm receipt (after asking), review. */
export function OrderActionButtons({ order, onReview }: { order: ShopOrder; onReview: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [asking, setAsking] = useState<OrderAction | null>(null)
  const cancel = useOrderAction('cancel')
  const receipt = useOrderAction('receipt')
  const actions = orderActions(order)
  if (actions.length === 0) return null
  const running = asking === 'cancel' ? cancel : receipt
  const texts = TEXTS[asking ?? 'cancel']
  const confirm = () =>
    running.mutate(order.orderNo, {
      onSuccess: () => {
        setAsking(null)
        showToast(t(texts.done), 'success')
      },
      onError: (error) => showToast(shopErrorText(error, t(texts.failed), currentLocale()), 'fail'),
    })
  return (
    <div className="shop-order-actions">
      {actions.includes('cancel') && (
        <button type="button" className="btn" data-testid="order-cancel" onClick={() => setAsking('cancel')}>
          {t('shop.action.cancel')}
        </button>
      )}
      {actions.includes('pay') && (
        <button
          type="button"
          className="btn btn-primary"
          data-testid="order-pay"
          onClick={() => navigate(`/payment/${encodeURIComponent(order.orderNo)}`)}
        >
          {t('shop.action.pay')}
        </button>
      )}
      {actions.includes('confirmReceipt') && (
        <button
          type="button"
          className="btn btn-primary"
          data-testid="order-confirm-receipt"
          onClick={() => setAsking('receipt')}
        >
          {t('shop.action.confirmReceipt')}
        </button>
      )}
      {actions.includes('review') && (
        <button type="button" className="btn" data-testid="order-review" onClick={onReview}>
          {t('shop.action.review')}
        </button>
      )}
      <ConfirmSheet
        visible={asking !== null}
        title={t(texts.title)}
        message={t(texts.message)}
        confirmText={t(texts.confirm)}
        cancelText={t('shop.cancel')}
        busy={running.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
        testId={`order-${asking ?? 'cancel'}-confirm`}
      />
    </div>
  )
}
