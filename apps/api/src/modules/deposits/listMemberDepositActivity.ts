import { and, desc, eq } from 'drizzle-orm'
import type { ChainActivity } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { keysetAfter, msTime, type KeysetBefore } from '../../platform/db/keyset'
import { deposits } from './tables'

export type ListMemberDepositActivityParameters = {
  chainId: number
  /** The member's wallet: its deposits from the chain's first sight, before they are credited. */
  depositor: string
  /** Keys: the deposit's row id. */
  before?: KeysetBefore | undefined
  limit: number
}
export type MemberDepositActivity = { at: Date; keys: [bigint]; activity: ChainActivity }
export type ListMemberDepositActivityReturnType = MemberDepositActivity[]

/** The wallet's deposits as wallet activity, newest first by block time (the credit itself is a bill). */
export async function listMemberDepositActivity(
  db: Db,
  { chainId, depositor, before, limit }: ListMemberDepositActivityParameters,
): Promise<ListMemberDepositActivityReturnType> {
  const at = msTime(deposits.blockTime)
  const rows = await db
    .select({
      at,
      id: deposits.id,
      currency: deposits.currency,
      amount: deposits.amount,
      status: deposits.status,
      txHash: deposits.txHash,
    })
    .from(deposits)
    .where(
      and(
        eq(deposits.depositor, depositor),
        eq(deposits.chainId, chainId),
        keysetAfter(at, [deposits.id], before),
      ),
    )
    .orderBy(desc(at), desc(deposits.id))
    .limit(limit)
  return rows.map((row) => ({
    at: new Date(row.at),
    keys: [BigInt(row.id)],
    activity: {
      id: `deposit:${row.id}`,
      kind: 'deposit',
      status: row.status,
      paid: { amount: row.amount.toString(), currency: row.currency },
      txHash: row.txHash,
      occurredAt: new Date(row.at).toISOString(),
    },
  }))
}
