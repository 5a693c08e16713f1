export { shopModule } from './module'
export {
  clearOrderedCartLines,
  cartItemView,
  isCartLineAvailable,
  loadSelectedCartLines,
  type CartLine,
} from './cart/cartLines'
export { refreshProductTotals } from './catalogue/createProduct'
export { seedDemoCatalogue } from './demo/seedDemoCatalogue'
