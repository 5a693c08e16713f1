import { apiMessages } from '@vita/shared/errors'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { currentLocale } from '../../../lib/i18n'
import { ShopEmpty } from './ShopPlaceholders'

/**
 * The cart's checkout with nothing selected: the API's own words (请选择要结算的商品) and the ways on,
 * back to the cart or to the marketplace, instead of a retry that cannot succeed.
 */
export function NoCheckoutSelection() {
  const { t } = useTranslation()
  return (
    <ShopEmpty title={apiMessages.cartEmpty[currentLocale()]} testId="checkout-no-selection">
      <div className="shop-empty-actions">
        <Link to="/cart" className="btn" data-testid="checkout-back-to-cart">
          {t('shop.checkout.backToCart')}
        </Link>
        <Link to="/marketplace" className="btn btn-primary" data-testid="checkout-go-shopping">
          {t('shop.cart.goShopping')}
        </Link>
      </div>
    </ShopEmpty>
  )
}
