/**
 * /checkout and /order-confirm (auth): the cart's selection, or one SKU from "buy now" (`?sku=&quantity=`).
 * The delivery address comes from features/addresses, composed here.
 */
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { PageHeader } from '../../../components/PageHeader'
import { AddressPicker, type AddressPickerProps } from '../../../features/addresses'
import { CheckoutView, checkoutLinesOf } from '../../../features/shop'

export default function CheckoutScreen() {
  const { t } = useTranslation()
  const { search } = useLocation()
  return (
    <main className="page" data-testid="checkout-screen">
      <PageHeader title={t('shop.title.checkout')} back />
      <CheckoutView<NonNullable<AddressPickerProps['value']>>
        lines={checkoutLinesOf(search)}
        addressSlot={(binding) => <AddressPicker {...binding} />}
      />
    </main>
  )
}
