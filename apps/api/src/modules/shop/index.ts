export { shopModule } from './module'
export {
  clearOrderedCartLines,
  cartItemView,
  isCartLineAvailable,
  loadSelectedCartLines,
  type CartLine,
} from './cart/cartLines'
export { createProduct, refreshProductTotals } from './catalogue/createProduct'
export { listProducts } from './catalogue/listProducts'
export { productInputSchema, type ProductInput } from './catalogue/productInput'
export {
  listMemberCardPayments,
  type ListMemberCardPaymentsParameters,
  type ListMemberCardPaymentsReturnType,
  type MemberCardPayment,
} from './orders/listMemberCardPayments'
