import { erc20Abi, type Address } from 'viem'
import type { ChainClient } from '../../../platform/chain'
import type { SolvencyReserveAddress } from '../../../config'

/** What one address held of one currency at the reserves block (base units). */
export type ReserveHolding = { label: string; address: Address; currency: string; amount: bigint }
/** A day's reserves: every holding read at one block. */
export type Reserves = { blockNumber: bigint; holdings: ReserveHolding[] }

export type ReadReservesParameters = {
  client: ChainClient
  addresses: readonly SolvencyReserveAddress[]
  /** Each currency's token (USDT, DPINE from the deployment), in the snapshot's currency order. */
  tokens: readonly { currency: string; token: Address }[]
  /** CONFIRMATIONS: the block read is the newest one with them, as the indexer's. */
  confirmations: number
}
export type ReadReservesReturnType = Reserves
/** An RPC failure: the snapshot is not taken, and the job retries (docs/adr/008-solvency-snapshots.md). */
export type ReadReservesErrorType = Error

/**
 * Every reserve address's balance of every currency's token (ERC-20 balanceOf) at one block: the chain's
 * head less CONFIRMATIONS − 1, read once, so that a reorg of the last blocks does not change what was
 * read and anyone can read the same balances at that block again.
 */
export async function readReserves(p: ReadReservesParameters): Promise<ReadReservesReturnType> {
  const head = await p.client.getBlockNumber({ cacheTime: 0 })
  const behind = BigInt(Math.max(0, p.confirmations - 1))
  const blockNumber = head > behind ? head - behind : 0n
  const pairs = p.addresses.flatMap(({ label, address }) =>
    p.tokens.map(({ currency, token }) => ({ label, address, currency, token })),
  )
  const amounts = await Promise.all(
    pairs.map(({ address, token }) =>
      p.client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
        blockNumber,
      }),
    ),
  )
  return {
    blockNumber,
    holdings: pairs.map(({ label, address, currency }, index) => ({
      label,
      address,
      currency,
      amount: amounts[index] ?? 0n,
    })),
  }
}
