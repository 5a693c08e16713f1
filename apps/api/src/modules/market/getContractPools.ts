import type { Db } from '../../platform/db/client'
import type { ContractReader } from '../../platform/chain'
import { latestOrderTime } from '../club'

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
  const [pools, latest] = await Promise.all([reader.contractPools(), latestOrderTime(db, chainId)])
  const updatedAt = latest ?? pools.readAt
  return {
    centralBank: { ...pools.centralBank, updatedAt },
    fee: { ...pools.fee, updatedAt },
    stale: pools.stale,
  }
}
