import { formatAmount } from '@vita/shared'
import { defineOpsCommand, textOption } from '../../../platform/ops'
import { refundToCard } from '../../cards'
import { refundShopOrder } from '../refundShopOrder'
import { orderNoOption } from './orderCommandTarget'

export const refundShopOrderCommand = defineOpsCommand({
  name: 'shop:refund',
  usage: '--order <orderNo> --reason "..."',
  summary:
    'refunds a paid marketplace order: the balance part to the member, the card part to the card, stock back',
  options: ['order', 'reason'],
  audited: true,
  parse: (options) => ({ orderNo: orderNoOption(options), reason: textOption(options, 'reason', true) }),
  async run({ db, now }, { orderNo, reason }) {
    const order = await refundShopOrder(db, { orderNo, reason, refundToCard, now: now() })
    return {
      output: `Order ${orderNo} refunded: ${formatAmount(order.balanceAmount)} USDT to the balance, ${formatAmount(order.cardAmount)} USDT to the card`,
      audit: {
        reason,
        payload: {
          orderNo,
          memberId: order.memberId,
          balanceAmount: order.balanceAmount.toString(),
          cardAmount: order.cardAmount.toString(),
        },
      },
    }
  },
})
