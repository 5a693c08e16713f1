import { desc, eq } from 'drizzle-orm'
import { formatAmount, WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@vita/shared'
import { defineOpsCommand, limitOption, textOption, UsageError } from '../../../platform/ops'
import { withdrawals } from '../tables'

const isStatus = (value: string): value is WithdrawalStatus =>
  (WITHDRAWAL_STATUSES as readonly string[]).includes(value)

export const listWithdrawalsCommand = defineOpsCommand({
  name: 'withdraw:list',
  usage: `[--status ${WITHDRAWAL_STATUSES.join('|')}] [--limit 50]`,
  summary: 'lists withdrawals, newest first',
  options: ['status', 'limit'],
  audited: false,
  parse(options) {
    const text = textOption(options, 'status')
    let status: WithdrawalStatus | undefined
    if (text !== undefined) {
      if (!isStatus(text)) throw new UsageError(`--status must be one of ${WITHDRAWAL_STATUSES.join(', ')}`)
      status = text
    }
    return { status, limit: limitOption(options) }
  },
  async run({ db }, { status, limit }) {
    const rows = await db
      .select()
      .from(withdrawals)
      .where(status ? eq(withdrawals.status, status) : undefined)
      .orderBy(desc(withdrawals.createdAt))
      .limit(limit)
    if (rows.length === 0) return { output: 'No withdrawals.' }
    const output = rows
      .map((w) =>
        [
          w.createdAt.toISOString(),
          w.id,
          `member#${w.memberId}`,
          `${formatAmount(w.amount)} ${w.currency}`,
          `fee ${formatAmount(w.fee)}`,
          w.address,
          w.status,
          w.txHash ?? '-',
          w.failureReason ?? w.lastBroadcastError ?? '',
        ].join('  '),
      )
      .join('\n')
    return { output }
  },
})
