import { getAccountBalances, type SystemAccountCode } from '../../ledger'
import type { Db } from '../../../platform/db/client'

/** A club pool's USDT balance now (a ledger system account). */
export async function poolBalance(db: Db, systemCode: SystemAccountCode): Promise<bigint> {
  const [balance] = await getAccountBalances(db, { owner: { systemCode }, currency: 'USDT' })
  return balance?.balance ?? 0n
}
