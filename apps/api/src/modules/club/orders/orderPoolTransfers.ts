import { applyBps, type ClubRules } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { chainEffectKey, createLedger, type SystemAccountCode } from '../../ledger'
import type { ChainOrderPlaced } from './chainOrderPlaced'

/** The pool credits of one applied order: the chain's split, with the dynamic part out of the central bank's. */
export function orderPoolShares(placed: ChainOrderPlaced, rules: ClubRules) {
  const dynamic = applyBps(placed.amount, rules.dynamicPoolBps)
  const shares: [SystemAccountCode, bigint][] = [
    ['static_dividend_pool', placed.toStaticPool],
    ['fee_pool', placed.toFeePool],
    ['dynamic_pool', dynamic],
    ['central_bank_pool', placed.toCentralBank - dynamic],
  ]
  return shares.filter(([, amount]) => amount > 0n)
}

/**
 * Ledger keys of an applied order's pool credits: the log's effect key, the block holding it and the
 * order's id, so an order re-applied after a reorg (the same row, its log in another block) credits
 * again instead of replaying the reversed transfer.
 */
export const orderPoolKey = (placed: ChainOrderPlaced, orderId: number, pool: SystemAccountCode) =>
  `${chainEffectKey(placed)}:${placed.blockHash.toLowerCase()}:club-order:${orderId}:${pool}`

/** Credits the pools from chain_deposits (the USDT the contract took) in the caller's transaction. */
export async function creditOrderPools(
  tx: Db,
  parameters: { placed: ChainOrderPlaced; orderId: number; orderUuid: string; rules: ClubRules },
): Promise<void> {
  const ledger = createLedger(tx)
  for (const [pool, amount] of orderPoolShares(parameters.placed, parameters.rules)) {
    await ledger.postTransfer({
      idempotencyKey: orderPoolKey(parameters.placed, parameters.orderId, pool),
      currency: 'USDT',
      type: 'income',
      amount,
      from: { systemCode: 'chain_deposits' },
      to: { systemCode: pool },
      reference: { type: 'club_order', id: parameters.orderUuid },
    })
  }
}
