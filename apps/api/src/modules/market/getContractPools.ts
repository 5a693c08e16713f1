import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { ContractReader } from '../chain/contractReader'
import { clubChainOrders } from './schema'

export type ContractPoolRow = { ratioBps: number; totalAmount: bigint; updatedAt: Date }
export type ContractPoolsRow = { centralBank: ContractPoolRow; fee: ContractPoolRow; stale: boolean }

/**
 * Central bank and fee pools (spec §3 "Pool"): split ratio and USDT balance from the chain; the
 * update time is the last indexed order that paid into them (every order pays both), or the read
 * time when none was indexed yet.
 */
export async function getContractPools(
  db: Db,
  reader: ContractReader,
  { chainId }: { chainId: number },
): Promise<ContractPoolsRow> {
  const [pools, [latest]] = await Promise.all([
    reader.contractPools(),
    db
      .select({
        at: sql<Date | null>`max(${clubChainOrders.blockTime})`.mapWith((value: string | Date | null) =>
          value === null ? null : new Date(value),
        ),
      })
      .from(clubChainOrders)
      .where(eq(clubChainOrders.chainId, chainId)),
  ])
  const updatedAt = latest?.at ?? pools.readAt
  return {
    centralBank: { ...pools.centralBank, updatedAt },
    fee: { ...pools.fee, updatedAt },
    stale: pools.stale,
  }
}
