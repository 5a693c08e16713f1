/** Test support: the cart's table, for tests that put lines in a cart directly. */
export { cartItems } from './tables'
