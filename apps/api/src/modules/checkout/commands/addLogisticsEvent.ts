import { defineOpsCommand, textOption, UsageError } from '../../../platform/ops'
import { shopLogisticsEvents } from '../tables'
import { timeOption } from '../../../platform/ops'
import { lockOrderByNo, orderNoOption } from './orderCommandTarget'

export const addShopLogisticsCommand = defineOpsCommand({
  name: 'shop:logistics',
  usage: '--order <orderNo> --at <ISO time> --description "..." [--location "..."] [--reason "..."]',
  summary: "adds a carrier's scan to a shipped marketplace order's logistics timeline",
  options: ['order', 'at', 'location', 'description', 'reason'],
  audited: true,
  parse: (options) => ({
    orderNo: orderNoOption(options),
    happenedAt: timeOption(options, 'at', true),
    location: textOption(options, 'location')?.trim() ?? null,
    description: textOption(options, 'description', true).trim(),
    reason: textOption(options, 'reason') ?? 'logistics event',
  }),
  async run({ db }, { orderNo, happenedAt, location, description, reason }) {
    const order = await lockOrderByNo(db, orderNo)
    if (!order.carrier) throw new UsageError(`order ${orderNo} has not been shipped`)
    await db.insert(shopLogisticsEvents).values({ orderId: order.id, happenedAt, location, description })
    return {
      output: `Order ${orderNo}: ${happenedAt.toISOString()} ${location ?? ''} ${description}`.replace(
        / +/g,
        ' ',
      ),
      audit: { reason, payload: { orderNo, at: happenedAt.toISOString(), location, description } },
    }
  },
})
