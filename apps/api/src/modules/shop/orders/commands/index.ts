import { addShopLogisticsCommand } from './addLogisticsEvent'
import { addShopCouponCommand } from './addCoupon'
import { listShopCouponsCommand } from './listCoupons'
import { refundShopOrderCommand } from './refundOrder'
import { shipShopOrderCommand } from './shipOrder'

/** The operator's order commands: ship, logistics scans, coupons, refunds (all but the list audited). */
export const orderCommands = [
  shipShopOrderCommand,
  addShopLogisticsCommand,
  addShopCouponCommand,
  listShopCouponsCommand,
  refundShopOrderCommand,
] as const
