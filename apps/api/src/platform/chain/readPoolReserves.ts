import { dpinePoolAbi } from '@vita/contracts/generated/abi/dpinePool'
import { readWithBackup } from './clients'
import { contractAddress, type ChainReadContext } from './context'

export type ReadPoolReservesReturnType = { reserveUsdt: bigint; reserveDpine: bigint }

/** The DPINE/USDT pool's tracked reserves, the input of every quote. */
export function readPoolReserves(context: ChainReadContext): Promise<ReadPoolReservesReturnType> {
  const pool = contractAddress(context, 'pool')
  return readWithBackup(context.clients, 'readPoolReserves', async (client) => {
    const [reserveUsdt, reserveDpine] = await client.readContract({
      address: pool,
      abi: dpinePoolAbi,
      functionName: 'getReserves',
    })
    return { reserveUsdt, reserveDpine }
  })
}
