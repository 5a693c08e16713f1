import { Checkbox } from 'antd-mobile'
import type { CartItem } from '@vita/shared/schemas/shop'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { ConfirmSheet } from '../../../components/ConfirmSheet'
import { QueryState } from '../../../components/QueryState'
import { formatMoney } from '../../../lib/format'
import { currentLocale } from '../../../lib/i18n'
import { showToast } from '../../../lib/notify'
import { useChangeCart, type CartChange } from '../api/changeCart'
import { useCart } from '../api/getCart'
import { shopKeys } from '../api/shopKeys'
import { cartSummary } from '../cartSummary'
import { shopErrorText } from '../orderRules'
import { CartLine } from './CartLine'
import { ShopEmpty, ShopSkeleton } from './ShopPlaceholders'
import { ShopRefresh } from './ShopRefresh'

/** /cart: lines with quantity, select and remove; select all; the selected items' total; checkout. */
export function CartView() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const cart = useCart()
  const change = useChangeCart()
  const [removing, setRemoving] = useState<CartItem | null>(null)
  const apply = (next: CartChange, done?: () => void) =>
    change.mutate(next, {
      onSuccess: done,
      onError: (error) =>
        showToast(shopErrorText(error, t('shop.cart.changeFailed'), currentLocale()), 'fail'),
    })

  return (
    <ShopRefresh queryKey={shopKeys.cart()}>
      <QueryState
        query={cart}
        loading={<ShopSkeleton lines={4} testId="cart-loading" />}
        errorText={t('shop.loadFailed.products')}
        testId="cart-error"
      >
        {(data) => {
          if (data.items.length === 0)
            return (
              <ShopEmpty title={t('shop.cart.empty')} testId="cart-empty">
                <Link to="/marketplace" className="btn">
                  {t('shop.cart.goShopping')}
                </Link>
              </ShopEmpty>
            )
          const summary = cartSummary(data)
          return (
            <>
              <ul className="shop-cart" data-testid="cart-lines">
                {data.items.map((item) => (
                  <CartLine
                    key={item.id}
                    item={item}
                    busy={change.isPending}
                    onChange={(patch) => apply({ kind: 'update', itemId: item.id, ...patch })}
                    onRemove={() => setRemoving(item)}
                  />
                ))}
              </ul>
              <footer className="shop-action-bar" data-testid="cart-summary">
                <Checkbox
                  checked={summary.allSelected}
                  disabled={change.isPending}
                  onChange={(selected) => apply({ kind: 'selectAll', selected })}
                  data-testid="cart-select-all"
                >
                  {t('shop.cart.selectAll')}
                </Checkbox>
                <span className="shop-total">
                  {t('shop.cart.total')}
                  <strong data-testid="cart-total">
                    {t('shop.usdt', { amount: formatMoney(summary.itemsTotal, 2) })}
                  </strong>
                </span>
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={summary.count === 0}
                  data-testid="cart-checkout"
                  onClick={() => navigate('/checkout')}
                >
                  {t('shop.cart.checkout', { count: summary.quantity })}
                </button>
              </footer>
              <ConfirmSheet
                visible={removing !== null}
                title={t('shop.cart.removeTitle')}
                message={t('shop.cart.removeMessage')}
                confirmText={t('shop.cart.remove')}
                cancelText={t('shop.cancel')}
                busy={change.isPending}
                onConfirm={() =>
                  removing && apply({ kind: 'remove', itemId: removing.id }, () => setRemoving(null))
                }
                onCancel={() => setRemoving(null)}
                testId="cart-remove-confirm"
              />
            </>
          )
        }}
      </QueryState>
    </ShopRefresh>
  )
}
