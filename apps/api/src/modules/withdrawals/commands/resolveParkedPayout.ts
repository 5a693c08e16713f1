import { eq } from 'drizzle-orm'
import { formatAmount } from '@vita/shared'
import { defineOpsCommand, textOption, UsageError } from '../../../platform/ops'
import { payoutVersion, payoutVersions } from '../payout/payoutVersions'
import { completeWithdrawal, failWithdrawal } from '../payout/resolvePayout'
import { withdrawals, type ReplacedPayoutTx, type WithdrawalRow } from '../tables'

const OUTCOMES = ['paid', 'refund'] as const
type Outcome = (typeof OUTCOMES)[number]
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const TX_HASH = /^0x[0-9a-f]{64}$/i
/** failure_reason of a payout the operator refunded (members see it). */
const REFUNDED_AFTER_REVIEW = 'refunded after review'

/** The version the operator says was mined: --tx, which must be ours; without it, the only one. */
function minedVersion(row: WithdrawalRow, tx: string | undefined): ReplacedPayoutTx {
  if (tx) {
    const version = payoutVersion(row, tx)
    if (!version) throw new Error(`${tx} is not one of this payout's transactions: nothing changed`)
    return version
  }
  const versions = payoutVersions(row)
  if (versions.length !== 1 || !versions[0])
    throw new Error(`this payout has ${versions.length} transactions: name the mined one with --tx`)
  return versions[0]
}

export const resolveParkedPayoutCommand = defineOpsCommand({
  name: 'payout:resolve',
  usage: '--id <uuid> --outcome paid|refund --reason "..." [--tx <hash>]',
  summary:
    'resolves a parked payout after checking the chain: paid completes it (--tx: which of its transactions was mined), refund voids the reservation',
  options: ['id', 'outcome', 'reason', 'tx'],
  audited: true,
  parse(options) {
    const id = textOption(options, 'id', true)
    if (!UUID.test(id)) throw new UsageError('--id must be a withdrawal UUID')
    const outcome = textOption(options, 'outcome', true)
    if (!(OUTCOMES as readonly string[]).includes(outcome))
      throw new UsageError(`--outcome must be one of ${OUTCOMES.join(', ')}`)
    const tx = textOption(options, 'tx')
    if (tx !== undefined && !TX_HASH.test(tx))
      throw new UsageError('--tx must be a transaction hash (0x + 64 hex)')
    if (tx !== undefined && outcome === 'refund') throw new UsageError('--tx goes with --outcome paid only')
    return {
      id: id.toLowerCase(),
      outcome: outcome as Outcome,
      reason: textOption(options, 'reason', true),
      tx,
    }
  },
  // Only from parked, under the row's lock; a repeat of the same resolution changes nothing.
  async run({ db }, { id, outcome, reason, tx }) {
    const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update')
    if (!row) throw new Error(`no withdrawal ${id}`)
    const payload = {
      withdrawalId: row.id,
      memberId: row.memberId,
      currency: row.currency,
      amount: formatAmount(row.amount),
      outcome,
    }
    const resolvedStatus = outcome === 'paid' ? 'completed' : 'failed'
    if (row.status !== 'parked') {
      const sameResolution =
        row.status === resolvedStatus &&
        row.parkedReason !== null &&
        (tx === undefined || tx.toLowerCase() === row.txHash?.toLowerCase())
      if (!sameResolution) throw new Error(`withdrawal ${id} is ${row.status}, not parked: nothing changed`)
      return {
        output: `Withdrawal ${id} was already resolved (${row.status}); nothing changed`,
        audit: { reason, payload: { ...payload, txHash: row.txHash, changed: false } },
      }
    }
    if (outcome === 'paid') {
      const mined = minedVersion(row, tx)
      if (!(await completeWithdrawal(db, id, mined, 'parked')))
        throw new Error(`withdrawal ${id}: not completed`)
      return {
        output: `Withdrawal ${id} completed: ${formatAmount(row.netAmount)} ${row.currency} paid by ${mined.txHash}`,
        audit: { reason, payload: { ...payload, txHash: mined.txHash, changed: true } },
      }
    }
    if (!(await failWithdrawal(db, id, 'parked', REFUNDED_AFTER_REVIEW)))
      throw new Error(`withdrawal ${id}: not refunded`)
    return {
      output: `Withdrawal ${id} refunded: ${formatAmount(row.amount)} ${row.currency} back to member#${row.memberId}`,
      audit: { reason, payload: { ...payload, changed: true } },
    }
  },
})
