import { Checkbox, Stepper, SwipeAction } from 'antd-mobile'
import type { CartItem } from '@vita/shared/schemas/shop'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../lib/i18n'
import { optionText } from '../optionText'
import { Price } from './Price'

export function CartLine({
  item,
  busy,
  onChange,
  onRemove,
}: {
  item: CartItem
  busy: boolean
  onChange: (change: { quantity?: number; selected?: boolean }) => void
  onRemove: () => void
}) {
  const { t } = useTranslation()
  const name = item.name[currentLocale()]
  return (
    <SwipeAction
      rightActions={[{ key: 'remove', text: t('shop.cart.remove'), color: 'danger', onClick: onRemove }]}
    >
      <li
        className={item.available ? 'shop-cart-line' : 'shop-cart-line unavailable'}
        data-testid="cart-line"
      >
        <Checkbox
          checked={item.selected && item.available}
          disabled={!item.available || busy}
          onChange={(selected) => onChange({ selected })}
          data-testid="cart-line-select"
        />
        {item.image ? (
          <img className="shop-thumb" src={item.image} alt={name} />
        ) : (
          <span className="shop-thumb" />
        )}
        <div className="shop-cart-line-main">
          <span>{name}</span>
          <span className="muted">{optionText(item.sku.optionLabels, currentLocale())}</span>
          {!item.available && (
            <span className="shop-tag" data-testid="cart-line-unavailable">
              {t('shop.cart.unavailable')}
            </span>
          )}
          <span className="shop-row">
            <Price min={item.sku.price} />
            <Stepper
              min={1}
              max={Math.max(1, Math.min(item.sku.stock, 999))}
              digits={0}
              value={item.quantity}
              disabled={busy || !item.available}
              onChange={(quantity) => onChange({ quantity })}
              data-testid="cart-line-quantity"
            />
          </span>
        </div>
        <button type="button" className="link" data-testid="cart-line-remove" onClick={onRemove}>
          {t('shop.cart.remove')}
        </button>
      </li>
    </SwipeAction>
  )
}
