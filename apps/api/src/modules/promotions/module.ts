import type { AppModule } from '../../platform/module'
import { addShopCouponCommand } from './commands/addCoupon'
import { listShopCouponsCommand } from './commands/listCoupons'

/**
 * Promotions: the marketplace's coupons (the operator adds them; the checkout checks, counts and gives
 * back their uses). No routes or jobs of its own.
 */
export const promotionsModule: AppModule = {
  name: 'promotions',
  opsCommands: [addShopCouponCommand, listShopCouponsCommand],
}
