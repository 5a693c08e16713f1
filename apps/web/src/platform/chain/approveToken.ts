import { mockUsdtAbi } from '@vita/contracts/generated/abi/mockUsdt'
import type { Address, Hash } from 'viem'
import type { Config } from 'wagmi'
import { readContract } from 'wagmi/actions'
import { chainStep } from './chainError'
import { sendContractCall } from './sendContractCall'

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

export type ApproveTokenParameters = TokenAllowanceParameters & {
  amount: bigint
  /** The token's symbol for the failure text ("USDT授权失败，请重试"). */
  symbol?: string | undefined
}

/**
 * ERC-20 approve of exactly `amount` (never unlimited: a member signs for what this trade spends).
 * A failure other than the member's rejection or a revert reads "{symbol} authorization failed,
 * please retry" (ChainError approveFailed); an estimation failure sends spec §9's gas defaults.
 */
export function approveToken(
  config: Config,
  { token, owner, spender, amount, symbol }: ApproveTokenParameters,
): Promise<Hash> {
  const call = {
    account: owner,
    address: token,
    abi: mockUsdtAbi,
    functionName: 'approve',
    args: [spender, amount],
  } as const
  return chainStep(
    'approveFailed',
    async () => {
      // Simulated first so a revert comes back decoded before the wallet is asked to sign.
      return sendContractCall(config, call)
    },
    { token: symbol },
  )
}
