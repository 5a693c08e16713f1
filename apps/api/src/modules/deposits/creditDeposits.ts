import { and, asc, eq, gt, lte } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { CONTRACTS_STREAM, loadCheckpoint } from '../../platform/indexer'
import { createLedger } from '../ledger'
import { findMemberByAddress } from '../members'
import { deposits, type DepositRow } from './tables'

export type CreditDepositsParameters = {
  chainId: number
  /** DEPOSIT_CONFIRMATIONS: blocks a deposit's block needs, its own included, counted to the checkpoint. */
  confirmations: number
  /** Rows read per page (a run reads every page). Default 200. */
  limit?: number
}
export type CreditDepositsReturnType = { credited: number; waitingForMember: number }

/**
 * The ledger key of a deposit's credit: one per row and block, so the same log is credited once, and a
 * deposit the chain dropped (its credit reversed) and mined again in another block is credited anew.
 */
export const depositCreditKey = (deposit: Pick<DepositRow, 'id' | 'blockHash'>) =>
  `deposit:${deposit.id}:${deposit.blockHash.toLowerCase()}`

/**
 * Blocks on top of a deposit's block (its own included) up to the indexer's checkpoint: every block up
 * to it was compared with the chain, so depth is counted there, not at the node's head.
 */
export function depositDepth(blockNumber: bigint, indexed: bigint | undefined): number {
  if (indexed === undefined || indexed < blockNumber) return 0
  return Number(indexed - blockNumber + 1n)
}

/**
 * Credits every pending deposit that has its confirmations and whose wallet has a member: from
 * chain_deposits (the outside world's side) to the member's available balance, the row marked credited
 * in the same transaction. A deposit from a wallet that has not signed in yet stays pending and is
 * credited by the first run after its member registers.
 */
export async function creditDeposits(
  db: Db,
  { chainId, confirmations, limit = 200 }: CreditDepositsParameters,
): Promise<CreditDepositsReturnType> {
  const checkpoint = await loadCheckpoint(db, { chainId, stream: CONTRACTS_STREAM })
  if (!checkpoint) return { credited: 0, waitingForMember: 0 }
  const deepest = checkpoint.blockNumber - BigInt(confirmations - 1)
  let credited = 0
  let waitingForMember = 0
  // Page by id: deposits waiting for their member stay pending, and must not hide the ones after them.
  for (let after = 0; ;) {
    const page = await db
      .select({ id: deposits.id, depositor: deposits.depositor })
      .from(deposits)
      .where(
        and(
          eq(deposits.chainId, chainId),
          eq(deposits.status, 'pending'),
          lte(deposits.blockNumber, deepest),
          gt(deposits.id, after),
        ),
      )
      .orderBy(asc(deposits.id))
      .limit(limit)
    const result = await creditPage(db, page)
    credited += result.credited
    waitingForMember += result.waitingForMember
    const last = page.at(-1)
    if (page.length < limit || !last) break
    after = last.id
  }
  return { credited, waitingForMember }
}

async function creditPage(
  db: Db,
  candidates: readonly { id: number; depositor: string }[],
): Promise<CreditDepositsReturnType> {
  let credited = 0
  let waitingForMember = 0
  for (const candidate of candidates) {
    const member = await findMemberByAddress(db, candidate.depositor)
    if (!member) {
      waitingForMember += 1
      continue
    }
    const done = await db.transaction(async (tx) => {
      // A rewind may have deleted the row, or another run credited it, since it was read.
      const [deposit] = await tx
        .select()
        .from(deposits)
        .where(and(eq(deposits.id, candidate.id), eq(deposits.status, 'pending')))
        .for('update')
      if (!deposit) return false
      const { transfer } = await createLedger(tx).postTransfer({
        idempotencyKey: depositCreditKey(deposit),
        currency: deposit.currency,
        type: 'income',
        amount: deposit.amount,
        from: { systemCode: 'chain_deposits' },
        to: { memberId: member.id },
        reference: { type: 'deposit', id: String(deposit.id) },
        memo: `deposit ${deposit.txHash}`,
      })
      await tx
        .update(deposits)
        .set({ status: 'credited', memberId: member.id, transferId: transfer.id, creditedAt: new Date() })
        .where(eq(deposits.id, deposit.id))
      return true
    })
    if (done) credited += 1
  }
  return { credited, waitingForMember }
}
