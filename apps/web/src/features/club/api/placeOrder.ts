import { vitaOrderAbi } from '@vita/contracts/generated/abi/vitaOrder'
import type { Address, Hash } from 'viem'
import type { Config } from 'wagmi'
import { sendContractCall } from '../../../platform/chain/sendContractCall'

export type PlaceOrderParameters = {
  account: Address
  order: Address
  /** Exactly the configured order price (club-rules §1). */
  amount: bigint
  referrer: Address
}

/**
 * VitaOrder.placeOrder(amount, referrer). Simulated first so NotWhitelisted, OrderLimitReached and
 * the like come back decoded before the wallet is asked; when the node then cannot estimate the
 * gas, spec §9's defaults are sent (800,000 gas at 6 gwei).
 */
export async function placeOrder(
  config: Config,
  { account, order, amount, referrer }: PlaceOrderParameters,
): Promise<Hash> {
  const call = {
    account,
    address: order,
    abi: vitaOrderAbi,
    functionName: 'placeOrder',
    args: [amount, referrer],
  } as const
  return sendContractCall(config, call)
}
