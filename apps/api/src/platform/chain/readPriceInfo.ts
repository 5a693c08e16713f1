import { accountingAbi } from '@vita/contracts/generated/abi/accounting'
import { dpinePoolAbi } from '@vita/contracts/generated/abi/dpinePool'
import { dpineTokenAbi } from '@vita/contracts/generated/abi/dpineToken'
import { vitaOrderAbi } from '@vita/contracts/generated/abi/vitaOrder'
import { readWithBackup } from './clients'
import { contractAddress, type ChainReadContext } from './context'

export type ReadPriceInfoReturnType = {
  /** Accounting contract's order price (what club orders pay), USDT per DPINE ×1e18. */
  currentPrice: bigint
  /** The pool's live spot price, USDT per DPINE ×1e18. */
  DPINEPrice: bigint
  /** `twap`: currentPrice is the pool's average over twapWindowSeconds; `spot`: the pool has less history. */
  priceKind: 'twap' | 'spot'
  /** The accounting contract's averaging window, seconds. */
  twapWindowSeconds: number
  totalSupply: bigint
  circulatingSupply: bigint
  totalDestroyed: bigint
  sellEnabled: boolean
}

/** Reads the price info of spec §3 in one batched round trip; throws ChainUnavailableError. */
export function readPriceInfo(context: ChainReadContext): Promise<ReadPriceInfoReturnType> {
  const accounting = contractAddress(context, 'accounting')
  const pool = contractAddress(context, 'pool')
  const order = contractAddress(context, 'order')
  const dpine = contractAddress(context, 'dpine')
  return readWithBackup(context.clients, 'readPriceInfo', async (client) => {
    const [orderPrice, DPINEPrice, totalSupply, circulatingSupply, totalDestroyed, sellEnabled] =
      await Promise.all([
        client.readContract({ address: accounting, abi: accountingAbi, functionName: 'currentPriceInfo' }),
        client.readContract({ address: pool, abi: dpinePoolAbi, functionName: 'price' }),
        client.readContract({ address: dpine, abi: dpineTokenAbi, functionName: 'totalSupply' }),
        client.readContract({ address: dpine, abi: dpineTokenAbi, functionName: 'getCirculatingSupply' }),
        client.readContract({ address: dpine, abi: dpineTokenAbi, functionName: 'totalDestroyed' }),
        client.readContract({ address: order, abi: vitaOrderAbi, functionName: 'sellEnabled' }),
      ])
    const [currentPrice, isTimeWeighted, twapWindowSeconds] = orderPrice
    return {
      currentPrice,
      DPINEPrice,
      priceKind: isTimeWeighted ? 'twap' : 'spot',
      twapWindowSeconds,
      totalSupply,
      circulatingSupply,
      totalDestroyed,
      sellEnabled,
    }
  })
}
