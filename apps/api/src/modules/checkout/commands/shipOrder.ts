import { defineOpsCommand, textOption } from '../../../platform/ops'
import { transitionShopOrder } from '../transitionShopOrder'
import { lockOrderByNo, orderNoOption } from './orderCommandTarget'

export const shipShopOrderCommand = defineOpsCommand({
  name: 'shop:ship',
  usage: '--order <orderNo> --carrier <name> --tracking <number> [--reason "..."]',
  summary: 'marks a paid marketplace order shipped (pending shipment → pending receipt) with its carrier',
  options: ['order', 'carrier', 'tracking', 'reason'],
  audited: true,
  parse: (options) => ({
    orderNo: orderNoOption(options),
    carrier: textOption(options, 'carrier', true).trim(),
    trackingNo: textOption(options, 'tracking', true).trim(),
    reason: textOption(options, 'reason') ?? 'ship order',
  }),
  async run({ db, now }, { orderNo, carrier, trackingNo, reason }) {
    const order = await lockOrderByNo(db, orderNo)
    await transitionShopOrder(db, {
      orderId: order.id,
      from: order.status,
      event: 'shipped',
      actor: 'operator',
      changes: { carrier, trackingNo, shippedAt: now() },
    })
    return {
      output: `Order ${orderNo} shipped with ${carrier} ${trackingNo}`,
      audit: { reason, payload: { orderNo, carrier, trackingNo } },
    }
  },
})
