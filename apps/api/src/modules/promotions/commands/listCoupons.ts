import { desc } from 'drizzle-orm'
import { formatAmount } from '@vita/shared'
import { defineOpsCommand, limitOption } from '../../../platform/ops'
import { coupons } from '../tables'

export const listShopCouponsCommand = defineOpsCommand({
  name: 'shop:coupons',
  usage: '[--limit 50]',
  summary: 'lists the marketplace coupons, newest first, with their uses and validity',
  options: ['limit'],
  audited: false,
  parse: (options) => ({ limit: limitOption(options) }),
  async run({ db, now }, { limit }) {
    const rows = await db.select().from(coupons).orderBy(desc(coupons.createdAt)).limit(limit)
    if (rows.length === 0) return { output: 'No coupons' }
    const at = now()
    return {
      output: rows
        .map((c) => {
          const value = c.kind === 'percent' ? `${c.value} bp` : `${formatAmount(c.value)} USDT`
          const state = at < c.startsAt ? 'not started' : at >= c.expiresAt ? 'expired' : 'valid'
          return [
            c.code,
            `${c.kind} ${value}`,
            `min ${formatAmount(c.minSpend)}`,
            c.maxDiscount === null ? 'no cap' : `cap ${formatAmount(c.maxDiscount)}`,
            `used ${c.used}/${c.maxUses ?? '∞'}`,
            `per member ${c.perMemberLimit}`,
            `${c.startsAt.toISOString()} – ${c.expiresAt.toISOString()}`,
            state,
          ].join('  ')
        })
        .join('\n'),
    }
  },
})
