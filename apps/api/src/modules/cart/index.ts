/**
 * The cart: what a member means to buy. The checkout places an order from its selected lines
 * (selectedCartItems, loadSelectedCartLines), shows them in its quote (cartItemView) and clears what
 * it placed (clearOrderedCartLines).
 */
export { cartModule } from './module'
export {
  cartItemView,
  clearOrderedCartLines,
  isCartLineAvailable,
  loadSelectedCartLines,
  selectedCartItems,
  type CartLine,
} from './cartLines'
