import type { AppModule } from '../../platform/module'
import { cartRoutes } from './cartRoutes'

/** A member's cart (issue 12, its own module since issue 32): the SKUs they mean to buy, and how many. */
export const cartModule: AppModule = { name: 'cart', routes: cartRoutes }
