import { accountingAbi } from '@vita/contracts/abi/accounting'
import { dpinePoolAbi } from '@vita/contracts/abi/dpinePool'
import { dpineTokenAbi } from '@vita/contracts/abi/dpineToken'
import { vitaOrderAbi } from '@vita/contracts/abi/vitaOrder'
import { readWithBackup } from './clients'
import { contractAddress, type ChainReadContext } from './context'

export type ReadPriceInfoReturnType = {
  /** Accounting contract's price (what club orders pay), USDT per DPINE ×1e18. */
  currentPrice: bigint
  /** The pool's live spot price, USDT per DPINE ×1e18. */
  DPINEPrice: bigint
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
    const [currentPrice, DPINEPrice, totalSupply, circulatingSupply, totalDestroyed, sellEnabled] =
      await Promise.all([
        client.readContract({ address: accounting, abi: accountingAbi, functionName: 'currentPrice' }),
        client.readContract({ address: pool, abi: dpinePoolAbi, functionName: 'price' }),
        client.readContract({ address: dpine, abi: dpineTokenAbi, functionName: 'totalSupply' }),
        client.readContract({ address: dpine, abi: dpineTokenAbi, functionName: 'getCirculatingSupply' }),
        client.readContract({ address: dpine, abi: dpineTokenAbi, functionName: 'totalDestroyed' }),
        client.readContract({ address: order, abi: vitaOrderAbi, functionName: 'sellEnabled' }),
      ])
    return { currentPrice, DPINEPrice, totalSupply, circulatingSupply, totalDestroyed, sellEnabled }
  })
}
