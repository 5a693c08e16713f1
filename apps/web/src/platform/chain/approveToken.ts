import { mockUsdtAbi } from '@vita/contracts/abi/mockUsdt'
import type { Address, Hash } from 'viem'
import type { Config } from 'wagmi'
import { readContract, simulateContract, writeContract } from 'wagmi/actions'

export type TokenAllowanceParameters = { token: Address; owner: Address; spender: Address }

export function readAllowance(
  config: Config,
  { token, owner, spender }: TokenAllowanceParameters,
): Promise<bigint> {
  return readContract(config, {
    address: token,
    abi: mockUsdtAbi,
    functionName: 'allowance',
    args: [owner, spender],
  })
}

/** ERC-20 approve of exactly `amount` (never unlimited: a member signs for what this trade spends). */
export async function approveToken(
  config: Config,
  { token, owner, spender, amount }: TokenAllowanceParameters & { amount: bigint },
): Promise<Hash> {
  const simulation = await simulateContract(config, {
    account: owner,
    address: token,
    abi: mockUsdtAbi,
    functionName: 'approve',
    args: [spender, amount],
  })
  return writeContract(config, simulation.request)
}
