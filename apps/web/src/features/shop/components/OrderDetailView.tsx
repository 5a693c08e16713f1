import { Steps } from 'antd-mobile'
import type { ShopOrderDetail } from '@vita/shared/schemas/shop'
import { useTranslation } from 'react-i18next'
import { copyText } from '../../../lib/clipboard'
import { formatDateTime, formatMoney } from '../../../lib/format'
import { currentLocale } from '../../../lib/i18n'
import { showToast } from '../../../lib/notify'
import { amountLabelOf } from '../orderRules'
import { OrderActionButtons } from './OrderActionButtons'
import { OrderLines } from './OrderLines'
import { OrderSummaryRows } from './OrderSummaryRows'
import { ReviewForm, type ImagesSlot } from './ReviewForm'
import { OrderQueryState } from './OrderQueryState'

function Logistics({ logistics }: { logistics: ShopOrderDetail['logistics'] }) {
  const { t } = useTranslation()
  if (!logistics) return <p className="muted">{t('shop.order.noLogistics')}</p>
  const copy = async () => {
    const ok = await copyText(logistics.trackingNo)
    showToast(t(ok ? 'shop.order.copied' : 'shop.order.copyFailed'), ok ? 'success' : 'fail')
  }
  return (
    <div data-testid="order-logistics">
      <p className="shop-row">
        <span>{t('shop.order.carrier')}</span>
        <span>{logistics.carrier}</span>
      </p>
      <p className="shop-row">
        <span>{t('shop.order.trackingNo')}</span>
        <span>
          <span className="mono" data-testid="tracking-no">
            {logistics.trackingNo}
          </span>{' '}
          <button type="button" className="link" data-testid="tracking-copy" onClick={() => void copy()}>
            {t('shop.order.copy')}
          </button>
        </span>
      </p>
      <Steps direction="vertical" current={0}>
        {logistics.events.map((event) => (
          <Steps.Step
            key={`${event.at}-${event.description}`}
            title={event.description}
            description={[event.location, formatDateTime(event.at, currentLocale())]
              .filter(Boolean)
              .join(' · ')}
          />
        ))}
      </Steps>
    </div>
  )
}

function OrderBody<I extends { id: string }>({
  order,
  imagesSlot,
}: {
  order: ShopOrderDetail
  imagesSlot: ImagesSlot<I>
}) {
  const { t } = useTranslation()
  const locale = currentLocale()
  const { address } = order
  const history = [...order.history].reverse()
  return (
    <div className="shop-order-detail" data-testid="order-detail">
      <section className="card">
        <p className="shop-row">
          <span className="mono">{t('shop.orders.orderNo', { orderNo: order.orderNo })}</span>
          <span className={`shop-status ${order.status}`} data-testid="order-status">
            {t(`shop.status.${order.status}`)}
          </span>
        </p>
        <p className="muted">
          {t('shop.order.createdAt')} {formatDateTime(order.createdAt, locale)}
        </p>
        <OrderActionButtons
          order={order}
          onReview={() => document.getElementById('review')?.scrollIntoView({ behavior: 'smooth' })}
        />
      </section>
      <section className="card" data-testid="order-address">
        <h3>{t('shop.order.address')}</h3>
        <p>
          {address.name} {address.tel}
        </p>
        <p className="muted">{[address.province, address.city, address.county, address.detail].join(' ')}</p>
        <p className="muted">
          {t('shop.order.delivery')}: {t(`shop.checkout.method.${order.deliveryMethod}`)}
        </p>
      </section>
      <section className="card">
        <h3>{t('shop.order.items')}</h3>
        <OrderLines testId="order-items" lines={order.items.map((item) => ({ key: item.id, ...item }))} />
        <OrderSummaryRows summary={order} amountLabel={amountLabelOf(order.status)} />
        {order.couponCode && <p className="muted">{t('shop.order.coupon', { code: order.couponCode })}</p>}
        {BigInt(order.cardAmount) > 0n && (
          <p className="shop-row muted">
            <span>{t('shop.order.cardPaid')}</span>
            <span>{t('shop.usdt', { amount: formatMoney(order.cardAmount, 2) })}</span>
          </p>
        )}
        {BigInt(order.balanceAmount) > 0n && (
          <p className="shop-row muted">
            <span>{t('shop.order.balancePaid')}</span>
            <span>{t('shop.usdt', { amount: formatMoney(order.balanceAmount, 2) })}</span>
          </p>
        )}
      </section>
      <section className="card" data-testid="order-history">
        <h3>{t('shop.order.history')}</h3>
        <Steps direction="vertical" current={0}>
          {history.map((step) => (
            <Steps.Step
              key={`${step.at}-${step.to}`}
              title={step.from === null ? t('shop.order.created') : t(`shop.status.${step.to}`)}
              description={formatDateTime(step.at, locale)}
            />
          ))}
        </Steps>
      </section>
      <section className="card">
        <h3>{t('shop.order.logistics')}</h3>
        <Logistics logistics={order.logistics} />
      </section>
      {order.status === 'completed' && <ReviewForm order={order} imagesSlot={imagesSlot} />}
    </div>
  )
}

/** /order/:orderNo: items, amounts, address, status history, logistics, actions, the review form. */
export function OrderDetailView<I extends { id: string }>({
  orderNo,
  imagesSlot,
}: {
  orderNo: string
  imagesSlot: ImagesSlot<I>
}) {
  return (
    <OrderQueryState orderNo={orderNo} testId="order">
      {(data) => <OrderBody order={data} imagesSlot={imagesSlot} />}
    </OrderQueryState>
  )
}
