import { vitaDepositAbi } from '@vita/contracts/generated/abi/vitaDeposit'
import type { Address, Hash } from 'viem'
import type { Config } from 'wagmi'
import { readContract } from 'wagmi/actions'
import { sendContractCall } from '../../../platform/chain/sendContractCall'

export type DepositContracts = { deposit: Address; token: Address }

/** VitaDeposit.minimumDeposit(token): the smallest deposit the contract takes. */
export function readMinimumDeposit(config: Config, { deposit, token }: DepositContracts): Promise<bigint> {
  return readContract(config, {
    address: deposit,
    abi: vitaDepositAbi,
    functionName: 'minimumDeposit',
    args: [token],
  })
}

/**
 * VitaDeposit.deposit(token, amount), simulated first so BelowMinimumDeposit, EnforcedPause and the like
 * come back decoded before the wallet is asked; a node that cannot estimate the gas gets spec §9's defaults.
 */
export async function sendDeposit(
  config: Config,
  { deposit, token, account, amount }: DepositContracts & { account: Address; amount: bigint },
): Promise<Hash> {
  const call = {
    account,
    address: deposit,
    abi: vitaDepositAbi,
    functionName: 'deposit',
    args: [token, amount],
  } as const
  return sendContractCall(config, call)
}
