/** The marketplace (spec §2–§4): products, the cart, checkout, payment, orders and reviews. */
import '../../lib/antd'
import './shop.css'
import { registerTexts } from '../../lib/i18n'
import { shopEn } from './locales/en'
import { shopZh } from './locales/zh'

registerTexts(shopZh, shopEn)

export { shopKeys } from './api/shopKeys'
export { checkoutLinesOf } from './checkoutLines'
export { CartView } from './components/CartView'
export { CheckoutView, type AddressBinding } from './components/CheckoutView'
export { OrderDetailView } from './components/OrderDetailView'
export { OrderList } from './components/OrderList'
export { PaymentView } from './components/PaymentView'
export { ProductDetailView } from './components/ProductDetailView'
export { ProductList } from './components/ProductList'
export type { ImagesBinding, ImagesSlot } from './components/ReviewForm'
