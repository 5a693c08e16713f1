import type { Address } from 'viem'
import { vitaOrderAbi } from '@vita/contracts/generated/abi/vitaOrder'
import { readWithBackup } from './clients'
import { contractAddress, type ChainReadContext } from './context'

export type ReadContractStatusParameters = { address: Address }

export type ReadContractStatusReturnType = {
  isWhitelisted: boolean
  isBlacklisted: boolean
  /** Minimum order amount in USDT base units. */
  minAmount: bigint
  sellEnabled: boolean
  /** The member's own sell permission; selling also needs `sellEnabled`. */
  canSell: boolean
}

/** The order contract's view of one member (spec §3 "Contract status", §5 buy/sell rules). */
export function readContractStatus(
  context: ChainReadContext,
  { address }: ReadContractStatusParameters,
): Promise<ReadContractStatusReturnType> {
  const order = contractAddress(context, 'order')
  return readWithBackup(context.clients, 'readContractStatus', async (client) => {
    const [isWhitelisted, isBlacklisted, minAmount, sellEnabled, canSell] = await Promise.all([
      client.readContract({
        address: order,
        abi: vitaOrderAbi,
        functionName: 'isWhitelisted',
        args: [address],
      }),
      client.readContract({
        address: order,
        abi: vitaOrderAbi,
        functionName: 'isBlacklisted',
        args: [address],
      }),
      client.readContract({ address: order, abi: vitaOrderAbi, functionName: 'minOrderAmount' }),
      client.readContract({ address: order, abi: vitaOrderAbi, functionName: 'sellEnabled' }),
      client.readContract({
        address: order,
        abi: vitaOrderAbi,
        functionName: 'canSellDPINE',
        args: [address],
      }),
    ])
    return { isWhitelisted, isBlacklisted, minAmount, sellEnabled, canSell }
  })
}
