import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { swapKeys } from './keys'

export type WalletBalances = { USDT: bigint; DPINE: bigint; BNB: bigint }
export type GetWalletBalancesParameters = { account: Address; usdt: Address; dpine: Address }

/**
 * The wallet's USDT, DPINE (ERC-20 balanceOf) and BNB (gas) balances, read from the chain with
 * spec §8's limits: 15 s on the app's RPC, then 10 s on the backup RPC (获取余额超时 /
 * 备用RPC获取余额超时).
 */
export async function getWalletBalances(
  config: Config,
  { account, usdt, dpine }: GetWalletBalancesParameters,
): Promise<WalletBalances> {
  // viem's clients load after the first paint (a config exists only once the wallet kit has loaded).
  const { readBalance } = await import('../../../platform/chain/readBalance')
  const [USDT, DPINE, BNB] = await Promise.all([
    readBalance(config, { account, token: usdt }),
    readBalance(config, { account, token: dpine }),
    readBalance(config, { account }),
  ])
  return { USDT, DPINE, BNB }
}

export function useWalletBalances(config: Config | null, parameters: GetWalletBalancesParameters | null) {
  return useQuery({
    queryKey: swapKeys.balances(parameters?.account ?? ''),
    queryFn: () => getWalletBalances(config as Config, parameters as GetWalletBalancesParameters),
    enabled: Boolean(config && parameters),
    staleTime: 0,
    refetchInterval: 10_000,
  })
}
