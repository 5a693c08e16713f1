import { mockUsdtAbi } from '@vita/contracts/generated/abi/mockUsdt'
import { vitaOrderAbi } from '@vita/contracts/generated/abi/vitaOrder'
import { readWithBackup } from './clients'
import { contractAddress, type ChainReadContext } from './context'

export type ContractPoolReading = { ratioBps: number; totalAmount: bigint }

export type ReadContractPoolsReturnType = {
  staticDividend: ContractPoolReading
  centralBank: ContractPoolReading
  fee: ContractPoolReading
}

/** Each pool vault's share of every order (splitRatios) and its USDT balance. */
export function readContractPools(context: ChainReadContext): Promise<ReadContractPoolsReturnType> {
  const order = contractAddress(context, 'order')
  const usdt = contractAddress(context, 'usdt')
  const vaults = [
    contractAddress(context, 'staticDividendPool'),
    contractAddress(context, 'centralBankPool'),
    contractAddress(context, 'feePool'),
  ] as const
  return readWithBackup(context.clients, 'readContractPools', async (client) => {
    const balanceOf = (account: (typeof vaults)[number]) =>
      client.readContract({ address: usdt, abi: mockUsdtAbi, functionName: 'balanceOf', args: [account] })
    const [[staticRatio, centralBankRatio, feeRatio], staticBalance, centralBalance, feeBalance] =
      await Promise.all([
        client.readContract({ address: order, abi: vitaOrderAbi, functionName: 'splitRatios' }),
        balanceOf(vaults[0]),
        balanceOf(vaults[1]),
        balanceOf(vaults[2]),
      ])
    return {
      staticDividend: { ratioBps: staticRatio, totalAmount: staticBalance },
      centralBank: { ratioBps: centralBankRatio, totalAmount: centralBalance },
      fee: { ratioBps: feeRatio, totalAmount: feeBalance },
    }
  })
}
