import { and, desc, eq, lt } from 'drizzle-orm'
import type { Deposit, DepositsPage } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { CONTRACTS_STREAM, loadCheckpoint } from '../../platform/indexer'
import { depositDepth } from './creditDeposits'
import { deposits, type DepositRow } from './tables'

export type ListDepositsParameters = {
  chainId: number
  /** The member's wallet: its deposits are listed from the chain's first sight, before they are credited. */
  depositor: string
  confirmationsRequired: number
  cursor?: string | undefined
  limit: number
}

function toDeposit(row: DepositRow, indexed: bigint | undefined, required: number): Deposit {
  const depth = depositDepth(row.blockNumber, indexed)
  return {
    id: String(row.id),
    currency: row.currency,
    amount: row.amount.toString(),
    status: row.status,
    txHash: row.txHash,
    confirmations: Math.min(depth, required),
    confirmationsRequired: required,
    createdAt: row.blockTime.toISOString(),
    creditedAt: row.creditedAt?.toISOString() ?? null,
  }
}

/** The wallet's deposits on this chain, newest first; the cursor is the last row's id. */
export async function listDeposits(db: Db, parameters: ListDepositsParameters): Promise<DepositsPage> {
  const { chainId, depositor, confirmationsRequired, cursor, limit } = parameters
  const [rows, checkpoint] = await Promise.all([
    db
      .select()
      .from(deposits)
      .where(
        and(
          eq(deposits.depositor, depositor),
          eq(deposits.chainId, chainId),
          cursor === undefined ? undefined : lt(deposits.id, Number(cursor)),
        ),
      )
      .orderBy(desc(deposits.id))
      .limit(limit + 1),
    loadCheckpoint(db, { chainId, stream: CONTRACTS_STREAM }),
  ])
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map((row) => toDeposit(row, checkpoint?.blockNumber, confirmationsRequired)),
    nextCursor: rows.length > limit && last ? String(last.id) : null,
  }
}
