import type { Address, Hex } from 'viem'
import type { ClubOrderView } from '@vita/shared'
import type { ChainClient } from '../../../platform/chain'
import type { Db } from '../../../platform/db/client'
import { isConstraintViolation } from '../../../platform/db/sql'
import { conflict, invalidInput, type DomainError } from '../../../platform/http/domainError'
import { loadClubRules } from '../rules/loadClubRules'
import { findMemberOrder } from './findMemberOrder'
import { orderReceipt } from './orderReceipt'
import { toClubOrderViews } from './orderView'
import { transitionOrder } from './transitionOrder'

export type SubmitOrderTxParameters = {
  memberId: number
  memberAddress: string
  orderUuid: string
  txHash: string
  /** Absent when no chain is configured: the order waits for the indexer and the verification job. */
  chain?: { client: ChainClient; order: Address } | undefined
}
/**
 * notFound (404); orderTransitionRefused (409: not pending); orderTxTaken (409: another order has the
 * hash); orderTxMismatch (400: mined without an OrderPlaced of the member's wallet; nothing is kept).
 */
export type SubmitOrderTxErrorType = DomainError

/**
 * The wallet sent the order's placeOrder transaction: pending → pending verification with its hash.
 * When the node already has the receipt it is checked first: another wallet's transaction is refused,
 * a reverted one fails the order at once. Activation itself comes from the indexer's OrderPlaced.
 * Submitting the hash the order already holds answers the order as it is.
 */
export async function submitOrderTx(db: Db, parameters: SubmitOrderTxParameters): Promise<ClubOrderView> {
  const rules = await loadClubRules(db)
  const txHash = parameters.txHash.toLowerCase() as Hex
  const order = await findMemberOrder(db, parameters)
  const view = async (handle: Db, row: typeof order) =>
    (await toClubOrderViews(handle, [row], rules))[0] as ClubOrderView
  if (order.txHash?.toLowerCase() === txHash) return view(db, order)
  if (order.status !== 'pending') throw conflict('orderTransitionRefused', { status: order.status })

  const receipt = parameters.chain
    ? await orderReceipt({ ...parameters.chain, txHash, buyer: parameters.memberAddress })
    : 'unknown'
  if (receipt === 'mismatch') throw invalidInput('orderTxMismatch', { field: 'txHash' })
  try {
    return await db.transaction(async (tx) => {
      const submitted = await transitionOrder(tx, {
        orderId: order.id,
        from: 'pending',
        event: 'txSubmitted',
        changes: { txHash },
      })
      if (receipt !== 'reverted') return view(tx, submitted)
      const failed = await transitionOrder(tx, {
        orderId: order.id,
        from: submitted.status,
        event: 'reverted',
        changes: { failureReason: 'reverted' },
      })
      return view(tx, failed)
    })
  } catch (error) {
    if (isConstraintViolation(error, 'club_orders_tx_hash_unique')) throw conflict('orderTxTaken')
    throw error
  }
}
