import { sql } from 'drizzle-orm'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'

/**
 * The next nonce of the hot wallet, under the lock of its payout_nonces row (call inside the transaction
 * that stores the signed payout). `chainPendingCount` (eth_getTransactionCount 'pending') moves the
 * counter forward when the wallet was used outside the worker; nonces already handed out never repeat.
 */
export async function allocatePayoutNonce(
  tx: Db,
  parameters: { chainId: number; address: string; chainPendingCount: number },
): Promise<number> {
  const { chainId, address, chainPendingCount } = parameters
  await tx.execute(sql`insert into payout_nonces (chain_id, address, next_nonce)
    values (${chainId}, ${address}, ${chainPendingCount}) on conflict do nothing`)
  const [row] = await queryRows<{ nonce: string }>(
    tx,
    sql`update payout_nonces set next_nonce = greatest(next_nonce, ${chainPendingCount}::bigint) + 1, updated_at = now()
      where chain_id = ${chainId} and address = ${address}
      returning (next_nonce - 1)::text as nonce`,
  )
  if (!row) throw new Error('payout: nonce row missing')
  return Number(row.nonce)
}
