import type { DeliveryMethod } from '@vita/shared/shop/catalogue'
import { useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { apiReason } from '../../../lib/httpError'
import { currentLocale } from '../../../lib/i18n'
import { showToast } from '../../../lib/notify'
import { useCart } from '../api/getCart'
import { useDeliveryMethods } from '../api/getDeliveryMethods'
import { usePlaceOrder } from '../api/placeOrder'
import { useCheckoutQuote } from '../api/quoteCheckout'
import { checkoutSelection, type CheckoutLines } from '../checkoutLines'
import { couponErrorText, shopErrorText } from '../orderRules'
import { CouponField } from './CouponField'
import { DeliveryMethods } from './DeliveryMethods'
import { NoCheckoutSelection } from './NoCheckoutSelection'
import { OrderLines } from './OrderLines'
import { OrderSummaryRows } from './OrderSummaryRows'
import { ShopEmpty, ShopSkeleton } from './ShopPlaceholders'

/** What the screen's address picker is bound to (features/addresses' AddressPicker takes `{ value, onChange }`). */
export type AddressBinding<A extends { id: string }> = {
  value: A | null
  onChange: (address: A | null) => void
}

/**
 * /checkout and /order-confirm: lines, address, delivery, coupon, summary; "submit order" → the payment
 * page. The cart's checkout asks for its quote only once the cart shows a selected line.
 */
export function CheckoutView<A extends { id: string }>({
  lines,
  addressSlot,
}: {
  lines: CheckoutLines
  addressSlot: (binding: AddressBinding<A>) => ReactNode
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const locale = currentLocale()
  const [address, setAddress] = useState<A | null>(null)
  const [deliveryMethod, setDeliveryMethod] = useState<DeliveryMethod>('standard')
  const [couponCode, setCouponCode] = useState<string | undefined>(undefined)
  const methods = useDeliveryMethods()
  const cart = useCart(lines.source === 'cart')
  const place = usePlaceOrder()
  // An order placed from the cart takes its lines: the screen stays as it was until it moves on.
  const selection = place.isPending || place.isSuccess ? 'ready' : checkoutSelection(lines, cart.data)
  const quote = useCheckoutQuote(
    { lines, deliveryMethod, ...(couponCode ? { couponCode } : {}) },
    selection === 'ready',
  )
  // Two taps in one frame both reach here before the button disables: the second is dropped.
  const submitting = useRef(false)
  const couponError = quote.data?.couponError ?? null

  const submit = () => {
    if (submitting.current) return
    if (!address) {
      showToast(t('shop.checkout.noAddress'))
      return
    }
    submitting.current = true
    // A refused coupon is not sent, so the order is placed at the price shown without it.
    const code = couponError ? undefined : couponCode
    place.mutate(
      { lines, addressId: address.id, deliveryMethod, ...(code ? { couponCode: code } : {}) },
      {
        onSuccess: (order) => navigate(`/payment/${encodeURIComponent(order.orderNo)}`, { replace: true }),
        onError: (error) => showToast(shopErrorText(error, t('shop.checkout.payFailed'), locale), 'fail'),
        onSettled: () => {
          submitting.current = false
        },
      },
    )
  }

  const loadFailed = (text: string, retry: () => Promise<unknown>) => (
    <div className="load-failed" role="alert" data-testid="checkout-error">
      <p>{text}</p>
      <button type="button" className="btn" onClick={() => void retry()}>
        {t('app.retry')}
      </button>
    </div>
  )
  if (selection === 'unknown' && cart.isError) return loadFailed(t('shop.loadFailed.products'), cart.refetch)
  // The cart's selection went elsewhere meanwhile (another tab, an order): the API says cartEmpty.
  if (selection === 'none' || (quote.data === undefined && apiReason(quote.error) === 'cartEmpty'))
    return <NoCheckoutSelection />
  if (quote.data === undefined && quote.isError)
    return loadFailed(shopErrorText(quote.error, t('shop.loadFailed.products'), locale), quote.refetch)
  if (quote.data === undefined) return <ShopSkeleton lines={8} testId="checkout-loading" />
  if (quote.data.lines.length === 0)
    return <ShopEmpty title={t('shop.checkout.noLines')} testId="checkout-empty" />
  return (
    <div className="shop-checkout" data-testid="checkout">
      <section className="card" data-testid="checkout-address">
        <h3>{t('shop.checkout.address')}</h3>
        {addressSlot({ value: address, onChange: setAddress })}
      </section>
      <section className="card">
        <OrderLines
          testId="checkout-lines"
          lines={quote.data.lines.map((line) => ({
            key: line.sku.id,
            name: line.name,
            image: line.image,
            optionLabels: line.sku.optionLabels,
            unitPrice: line.sku.price,
            quantity: line.quantity,
          }))}
        />
      </section>
      <section className="card">
        <h3>{t('shop.checkout.delivery')}</h3>
        {methods.data && (
          <DeliveryMethods
            methods={methods.data.methods}
            value={deliveryMethod}
            onChange={setDeliveryMethod}
          />
        )}
      </section>
      <section className="card">
        <h3>{t('shop.checkout.coupon')}</h3>
        <CouponField
          applied={couponCode}
          onApply={setCouponCode}
          error={couponError && couponErrorText(couponError, locale)}
          discount={quote.data.summary.discount}
        />
      </section>
      <section className="card">
        {/* Nothing is paid yet at checkout. */}
        <OrderSummaryRows summary={quote.data.summary} amountLabel="due" />
      </section>
      <footer className="shop-action-bar">
        <button
          type="button"
          className="btn btn-primary"
          disabled={place.isPending || quote.isFetching}
          data-testid="checkout-submit"
          onClick={submit}
        >
          {place.isPending ? <span className="spinner inline" aria-hidden="true" /> : null}
          {t('shop.checkout.submit')}
        </button>
      </footer>
    </div>
  )
}
