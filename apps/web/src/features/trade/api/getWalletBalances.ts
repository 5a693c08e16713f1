import { useQuery } from '@tanstack/react-query'
import { mockUsdtAbi } from '@vita/contracts/abi/mockUsdt'
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { getBalance, readContract } from 'wagmi/actions'
import { tradeKeys } from './keys'

export type WalletBalances = { USDT: bigint; DPINE: bigint; BNB: bigint }
export type GetWalletBalancesParameters = { account: Address; usdt: Address; dpine: Address }

/** The wallet's USDT, DPINE (ERC-20 balanceOf) and BNB (gas) balances, read from the chain. */
export async function getWalletBalances(
  config: Config,
  { account, usdt, dpine }: GetWalletBalancesParameters,
): Promise<WalletBalances> {
  const erc20 = (token: Address) =>
    readContract(config, { address: token, abi: mockUsdtAbi, functionName: 'balanceOf', args: [account] })
  const [USDT, DPINE, native] = await Promise.all([
    erc20(usdt),
    erc20(dpine),
    getBalance(config, { address: account }),
  ])
  return { USDT, DPINE, BNB: native.value }
}

export function useWalletBalances(config: Config | null, parameters: GetWalletBalancesParameters | null) {
  return useQuery({
    queryKey: tradeKeys.balances(parameters?.account ?? ''),
    queryFn: () => getWalletBalances(config as Config, parameters as GetWalletBalancesParameters),
    enabled: Boolean(config && parameters),
    staleTime: 0,
    refetchInterval: 10_000,
  })
}
