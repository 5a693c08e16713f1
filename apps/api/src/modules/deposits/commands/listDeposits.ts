import { desc, eq } from 'drizzle-orm'
import { DEPOSIT_STATUSES, formatAmount, type DepositStatus } from '@vita/shared'
import { defineOpsCommand, limitOption, textOption, UsageError } from '../../../platform/ops'
import { deposits } from '../tables'

const isStatus = (value: string): value is DepositStatus =>
  (DEPOSIT_STATUSES as readonly string[]).includes(value)

/**
 * Deposits as the indexer saw them. `--status pending` shows those waiting for confirmations or for their
 * wallet's member; `--status review` those a reorg dropped after the member had spent them.
 */
export const listDepositsCommand = defineOpsCommand({
  name: 'deposits:list',
  usage: `[--status ${DEPOSIT_STATUSES.join('|')}] [--limit 50]`,
  summary: 'lists deposits into the app, newest first',
  options: ['status', 'limit'],
  audited: false,
  parse(options) {
    const text = textOption(options, 'status')
    if (text !== undefined && !isStatus(text))
      throw new UsageError(`--status must be one of ${DEPOSIT_STATUSES.join(', ')}`)
    return { status: text, limit: limitOption(options) }
  },
  async run({ db }, { status, limit }) {
    const rows = await db
      .select()
      .from(deposits)
      .where(status ? eq(deposits.status, status) : undefined)
      .orderBy(desc(deposits.id))
      .limit(limit)
    if (rows.length === 0) return { output: 'No deposits.' }
    const output = rows
      .map((d) =>
        [
          d.blockTime.toISOString(),
          `#${d.id}`,
          d.depositor,
          d.memberId === null ? 'no member yet' : `member#${d.memberId}`,
          `${formatAmount(d.amount)} ${d.currency}`,
          d.status,
          `block ${d.blockNumber}`,
          d.txHash,
        ].join('  '),
      )
      .join('\n')
    return { output }
  },
})
