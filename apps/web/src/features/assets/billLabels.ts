import type { TFunction } from 'i18next'
import { BILL_TYPES, type Bill, type BillType } from '@vita/shared/schemas/assets'
import { shortId } from '../../lib/shorten'

export { BILL_TYPES }

/** The label of a bill type (spec §3 "Bill record types"). */
export function billTypeLabel(t: TFunction, type: BillType): string {
  return t(`bills.types.${type}`)
}

/**
 * A node's bills (club-rules §7): the stake leaves the available DPINE (negative), is released back to
 * it (positive DPINE), and rewards arrive in USDT.
 */
function nodeCauseKey(bill: Bill) {
  if (bill.amount.startsWith('-')) return 'bills.cause.nodeStake' as const
  return bill.currency === 'USDT'
    ? ('bills.cause.nodeReward' as const)
    : ('bills.cause.nodeStakeReleased' as const)
}

/** What caused a bill: the other member of a transfer, the withdrawal, a node, a deposit, or the raw reference. */
export function billCause(t: TFunction, bill: Bill): string | null {
  if (bill.counterpartyUuid) {
    const key = bill.amount.startsWith('-') ? 'bills.cause.transferOut' : 'bills.cause.transferIn'
    return t(key, { uuid: bill.counterpartyUuid })
  }
  if (!bill.reference) return bill.memo
  switch (bill.reference.type) {
    case 'operator_adjustment':
      return t('bills.cause.operator')
    case 'withdrawal':
      return t('bills.cause.withdrawal', { id: shortId(bill.reference.id) })
    case 'club_node':
      return t(nodeCauseKey(bill))
    case 'deposit':
      return t(bill.amount.startsWith('-') ? 'bills.cause.depositReversed' : 'bills.cause.deposit')
    default:
      return t('bills.cause.other', { type: bill.reference.type, id: shortId(bill.reference.id) })
  }
}
