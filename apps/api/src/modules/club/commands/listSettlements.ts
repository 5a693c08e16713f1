import { desc } from 'drizzle-orm'
import { formatAmount } from '@vita/shared'
import { defineOpsCommand, limitOption } from '../../../platform/ops'
import { clubSettlements } from '../tables'

export const listClubSettlementsCommand = defineOpsCommand({
  name: 'club:settlements',
  usage: '[--limit 50]',
  summary: 'lists settled club days with their totals, newest first',
  options: ['limit'],
  audited: false,
  parse: (options) => ({ limit: limitOption(options) }),
  async run({ db }, { limit }) {
    const rows = await db.select().from(clubSettlements).orderBy(desc(clubSettlements.day)).limit(limit)
    if (rows.length === 0) return { output: 'No settled days.' }
    const output = rows
      .map((row) =>
        [
          row.day,
          `static ${formatAmount(row.staticPaid)}/${formatAmount(row.staticDailyAmount)} of pool ${formatAmount(row.staticPool)}`,
          `dynamic ${formatAmount(row.dynamicPaid)}/${formatAmount(row.dynamicDailyAmount)} to ${row.qualifiedUserCount} qualified`,
          `invites +${formatAmount(row.inviteRewardsGranted)} −${formatAmount(row.inviteRewardsReversed)}`,
          `fee pool ${formatAmount(row.feePoolAfter)}`,
          `${row.levelChanges} level changes`,
          row.settledAt.toISOString(),
        ].join('  '),
      )
      .join('\n')
    return { output }
  },
})
