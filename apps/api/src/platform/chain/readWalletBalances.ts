import type { Address } from 'viem'
import { dpineTokenAbi } from '@vita/contracts/generated/abi/dpineToken'
import { readWithBackup } from './clients'
import { contractAddress, type ChainReadContext } from './context'

export type ReadWalletBalancesParameters = { address: Address }

export type ReadWalletBalancesReturnType = {
  USDT: bigint
  DPINE: bigint
  BNB: bigint
  /** True when at least one balance could not be read and shows 0. */
  stale: boolean
}

/** USDT, DPINE and BNB balances; a balance that cannot be read counts as 0 (spec §8). */
export async function readWalletBalances(
  context: ChainReadContext,
  { address }: ReadWalletBalancesParameters,
): Promise<ReadWalletBalancesReturnType> {
  const tokenBalance = (token: 'usdt' | 'dpine') =>
    readWithBackup(context.clients, `balanceOf ${token}`, (client) =>
      client.readContract({
        address: contractAddress(context, token),
        abi: dpineTokenAbi,
        functionName: 'balanceOf',
        args: [address],
      }),
    )
  const results = await Promise.allSettled([
    tokenBalance('usdt'),
    tokenBalance('dpine'),
    readWithBackup(context.clients, 'getBalance', (client) => client.getBalance({ address })),
  ])
  const [USDT, DPINE, BNB] = results.map((result) => (result.status === 'fulfilled' ? result.value : 0n))
  return {
    USDT: USDT ?? 0n,
    DPINE: DPINE ?? 0n,
    BNB: BNB ?? 0n,
    stale: results.some((result) => result.status === 'rejected'),
  }
}
