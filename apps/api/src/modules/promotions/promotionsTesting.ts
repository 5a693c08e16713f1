/** For other modules' tests that set up or check coupons (the checkout's). */
export { coupons } from './tables'
