import type { LedgerTransfer } from '../../ledger'
import { createLedger } from '../../ledger'
import type { Db } from '../../../platform/db/client'
import { conflict, DomainError } from '../../../platform/http/domainError'
import type { ClubNodeRow } from '../tables'

export type HoldNodeStakeParameters = {
  node: Pick<ClubNodeRow, 'uuid' | 'memberId'>
  amount: bigint
  /** `node:<uuid>:apply` or `node:<uuid>:upgrade:<request key>`. */
  idempotencyKey: string
}
/** nodeStakeInsufficient (409): the member's available DPINE does not cover `amount`. */
export type HoldNodeStakeErrorType = DomainError

/**
 * Moves `amount` DPINE from the holder's available account to their staked one (club-rules §7: a
 * ledger hold), an "expense" in the bill log caused by the node. Inside the caller's transaction, a
 * refusal aborts it: nothing of the request stays.
 */
export async function holdNodeStake(
  db: Db,
  { node, amount, idempotencyKey }: HoldNodeStakeParameters,
): Promise<LedgerTransfer> {
  try {
    const { transfer } = await createLedger(db).postTransfer({
      idempotencyKey,
      currency: 'DPINE',
      type: 'expense',
      amount,
      from: { memberId: node.memberId },
      to: { memberId: node.memberId, purpose: 'staked' },
      reference: { type: 'club_node', id: node.uuid },
    })
    return transfer
  } catch (error) {
    if (error instanceof DomainError && error.messageKey === 'insufficientBalance')
      throw conflict('nodeStakeInsufficient')
    throw error
  }
}

/** Gives a closed node's whole stake back to the holder's available DPINE ("income"), once per node. */
export async function releaseNodeStake(
  db: Db,
  node: Pick<ClubNodeRow, 'uuid' | 'memberId' | 'stake'>,
): Promise<LedgerTransfer> {
  const { transfer } = await createLedger(db).postTransfer({
    idempotencyKey: `node:${node.uuid}:release`,
    currency: 'DPINE',
    type: 'income',
    amount: node.stake,
    from: { memberId: node.memberId, purpose: 'staked' },
    to: { memberId: node.memberId },
    reference: { type: 'club_node', id: node.uuid },
  })
  return transfer
}
