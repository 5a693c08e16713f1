import type { Address } from 'viem'
import type { PoolReconciliation } from '@vita/shared'
import type { ContractReader } from '../../platform/chain'
import type { Db } from '../../platform/db/client'
import { getAccountBalances, type SystemAccountCode } from '../ledger'

type Vault = PoolReconciliation['pools'][number]['vault']
type PoolAccount = PoolReconciliation['pools'][number]['accounts'][number]['code']

/** Which of the app's pool accounts each vault's USDT backs (club-rules §1, §3). */
const BACKED_BY: Record<Vault, readonly PoolAccount[]> = {
  staticDividend: ['static_dividend_pool'],
  // The dynamic pool is 10% of every order moved out of the central bank's 75% in the books only.
  centralBank: ['central_bank_pool', 'dynamic_pool'],
  fee: ['fee_pool'],
}

export type ReconcilePoolsReturnType = {
  pools: {
    vault: Vault
    address: Address | null
    ratioBps: number
    onChain: bigint
    accounts: { code: PoolAccount; balance: bigint }[]
    books: bigint
    difference: bigint
  }[]
  stale: boolean
  readAt: Date
}

/**
 * On-chain vault holdings beside the app's books for the pools they back (issue 30, item 3): the one
 * reconciliation both the API (GET /app/pools/reconciliation) and operators (`pools:reconcile`) read.
 */
export async function reconcilePools(
  db: Db,
  reader: ContractReader,
  vaultAddresses: Partial<Record<Vault, Address>>,
): Promise<ReconcilePoolsReturnType> {
  const codes = Object.values(BACKED_BY).flat()
  const [chain, balances] = await Promise.all([
    reader.contractPools(),
    Promise.all(
      codes.map(async (code) => {
        const [usdt] = await getAccountBalances(db, {
          owner: { systemCode: code as SystemAccountCode },
          currency: 'USDT',
        })
        return [code, usdt?.balance ?? 0n] as const
      }),
    ),
  ])
  const balanceOf = new Map(balances)
  const pools = (Object.keys(BACKED_BY) as Vault[]).map((vault) => {
    const accounts = BACKED_BY[vault].map((code) => ({ code, balance: balanceOf.get(code) ?? 0n }))
    const books = accounts.reduce((sum, account) => sum + account.balance, 0n)
    const onChain = chain[vault].totalAmount
    return {
      vault,
      address: vaultAddresses[vault] ?? null,
      ratioBps: chain[vault].ratioBps,
      onChain,
      accounts,
      books,
      difference: onChain - books,
    }
  })
  return { pools, stale: chain.stale, readAt: chain.readAt }
}

/** The vault addresses of a deployment's contracts. */
export const vaultAddressesOf = (contracts: {
  staticDividendPool?: Address | undefined
  centralBankPool?: Address | undefined
  feePool?: Address | undefined
}) => ({
  ...(contracts.staticDividendPool ? { staticDividend: contracts.staticDividendPool } : {}),
  ...(contracts.centralBankPool ? { centralBank: contracts.centralBankPool } : {}),
  ...(contracts.feePool ? { fee: contracts.feePool } : {}),
})
