import { dpineTokenAbi } from '@vita/contracts/generated/abi/dpineToken'
import { readWithBackup } from './clients'
import { contractAddress, type ChainReadContext } from './context'

export type ReadTokenInfoReturnType = {
  totalSupply: bigint
  circulatingSupply: bigint
  totalDestroyed: bigint
  decimals: number
}

/** DPINE supply figures (spec §3 "Token info"); `decimals` has its own 10 s limit (spec §8). */
export async function readTokenInfo(context: ChainReadContext): Promise<ReadTokenInfoReturnType> {
  const dpine = contractAddress(context, 'dpine')
  const [supplies, decimals] = await Promise.all([
    readWithBackup(context.clients, 'readTokenInfo', (client) =>
      Promise.all([
        client.readContract({ address: dpine, abi: dpineTokenAbi, functionName: 'totalSupply' }),
        client.readContract({ address: dpine, abi: dpineTokenAbi, functionName: 'getCirculatingSupply' }),
        client.readContract({ address: dpine, abi: dpineTokenAbi, functionName: 'totalDestroyed' }),
      ]),
    ),
    readWithBackup(
      context.clients,
      'decimals',
      (client) => client.readContract({ address: dpine, abi: dpineTokenAbi, functionName: 'decimals' }),
      context.clients.timeouts.decimalsMs,
    ),
  ])
  const [totalSupply, circulatingSupply, totalDestroyed] = supplies
  return { totalSupply, circulatingSupply, totalDestroyed, decimals }
}
