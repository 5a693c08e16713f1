import type { Address } from 'viem'
import { CURRENCIES, type Asset, type Currency } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { getAccountBalances } from '../ledger'
import type { AssetChainReader } from './assetChainReader'

export type GetMemberAssetsParameters = {
  memberId: number
  address: Address
  /** Absent: on-chain figures are "0" and marked stale. */
  chain: AssetChainReader | undefined
  currency?: Currency
}
export type GetMemberAssetsReturnType = Asset[]

/**
 * Spec §3 "Asset": per currency the ledger's available and pending amounts, what node stakes hold and what
 * dividends and rewards wait to be claimed (issue 30: a stake or an unclaimed dividend is still the
 * member's), the wallet balance on chain,
 * the order contract's view of it (DPINE only: `getUserDPINEBalance`) and the total. The contract's
 * figure is the same wallet balance read through VitaOrder (`dpine.balanceOf(user)`), so it is shown but
 * never added to the total a second time.
 */
export async function getMemberAssets(
  db: Db,
  parameters: GetMemberAssetsParameters,
): Promise<GetMemberAssetsReturnType> {
  const { memberId, address, chain, currency } = parameters
  const unread = { USDT: 0n, DPINE: 0n, stale: true }
  const only = currency ? { currency } : {}
  const [balances, staked, claimable, wallet, contract] = await Promise.all([
    getAccountBalances(db, { owner: { memberId }, ...only }),
    getAccountBalances(db, { owner: { memberId, purpose: 'staked' }, ...only }),
    getAccountBalances(db, { owner: { memberId, purpose: 'claimable' }, ...only }),
    chain ? chain.walletBalances(address) : Promise.resolve(unread),
    chain ? chain.userDpineBalance(address) : Promise.resolve({ DPINE: 0n, stale: true }),
  ])
  const wanted = currency ? [currency] : CURRENCIES
  return wanted.map((c) => {
    const ledger = balances.find((b) => b.currency === c)
    const available = ledger?.available ?? 0n
    const pending = ledger?.pendingDebits ?? 0n
    const held = staked.find((b) => b.currency === c)?.balance ?? 0n
    const toClaim = claimable.find((b) => b.currency === c)?.balance ?? 0n
    const walletBalance = wallet[c]
    const contractBalance = c === 'DPINE' ? contract.DPINE : 0n
    return {
      currency: c,
      available: available.toString(),
      pending: pending.toString(),
      staked: held.toString(),
      claimable: toClaim.toString(),
      walletBalance: walletBalance.toString(),
      contractBalance: contractBalance.toString(),
      total: (available + pending + held + toClaim + walletBalance).toString(),
      walletStale: wallet.stale || (c === 'DPINE' && contract.stale),
    }
  })
}
