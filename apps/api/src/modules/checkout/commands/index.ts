import { addShopLogisticsCommand } from './addLogisticsEvent'
import { refundShopOrderCommand } from './refundOrder'
import { shipShopOrderCommand } from './shipOrder'

/** The operator's order commands: ship, logistics scans, refunds (all but the list audited). */
export const orderCommands = [shipShopOrderCommand, addShopLogisticsCommand, refundShopOrderCommand] as const
