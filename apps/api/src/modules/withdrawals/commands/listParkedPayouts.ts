import { asc, eq } from 'drizzle-orm'
import { formatAmount } from '@vita/shared'
import { defineOpsCommand } from '../../../platform/ops'
import { payoutVersions } from '../payout/payoutVersions'
import { withdrawals } from '../tables'

export const listParkedPayoutsCommand = defineOpsCommand({
  name: 'payout:parked',
  usage: '',
  summary:
    'lists payouts parked because the chain did not prove whether they were paid (resolve with payout:resolve)',
  options: [],
  audited: false,
  parse: () => ({}),
  async run({ db }) {
    const rows = await db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.status, 'parked'))
      .orderBy(asc(withdrawals.nonce), asc(withdrawals.createdAt))
    if (rows.length === 0) return { output: 'No parked payouts.' }
    const output = rows
      .map((w) =>
        [
          [
            w.id,
            `member#${w.memberId}`,
            `${formatAmount(w.amount)} ${w.currency} (net ${formatAmount(w.netAmount)})`,
            `to ${w.address}`,
            `nonce ${w.nonce ?? '-'}`,
            `parked ${w.updatedAt.toISOString()}`,
          ].join('  '),
          `  tx: ${payoutVersions(w)
            .map((version, index) => `${version.txHash}${index === 0 ? ' (current)' : ' (replaced)'}`)
            .join(', ')}`,
          `  reason: ${w.parkedReason ?? '-'}`,
          `  evidence: ${JSON.stringify(w.parkedEvidence ?? {})}`,
        ].join('\n'),
      )
      .join('\n')
    return { output }
  },
})
