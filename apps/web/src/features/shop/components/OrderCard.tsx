import type { ShopOrder } from '@vita/shared/schemas/shop'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { formatMoney } from '../../../lib/format'
import { currentLocale } from '../../../lib/i18n'
import { amountLabelOf } from '../orderRules'
import { OrderActionButtons } from './OrderActionButtons'

export function OrderCard({ order }: { order: ShopOrder }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const locale = currentLocale()
  const path = `/order/${encodeURIComponent(order.orderNo)}`
  return (
    <li className="card shop-order" data-testid="order-card">
      <Link to={path} className="shop-order-link">
        <p className="shop-row">
          <span className="mono">{t('shop.orders.orderNo', { orderNo: order.orderNo })}</span>
          <span className={`shop-status ${order.status}`} data-testid="order-status">
            {t(`shop.status.${order.status}`)}
          </span>
        </p>
        <ul className="shop-order-items">
          {order.items.map((item) => (
            <li key={item.id} className="shop-row">
              <span>{item.name[locale]}</span>
              <span className="muted">× {item.quantity}</span>
            </li>
          ))}
        </ul>
        <p className="shop-row">
          <span className="muted">
            {t('shop.orders.itemCount', { count: order.items.reduce((sum, item) => sum + item.quantity, 0) })}
          </span>
          <strong data-testid="order-total">
            {t(`shop.orders.total.${amountLabelOf(order.status)}`, { amount: formatMoney(order.total, 2) })}
          </strong>
        </p>
      </Link>
      <OrderActionButtons order={order} onReview={() => navigate(`${path}#review`)} />
    </li>
  )
}
