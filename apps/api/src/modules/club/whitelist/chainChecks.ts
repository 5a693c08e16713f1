import type { Address } from 'viem'
import { vitaOrderAbi } from '@vita/contracts/generated/abi/vitaOrder'
import type { WhitelistContext } from './whitelistContext'

/** Reads at a time when checking wallets one by one (after a revert or a dropped transaction). */
const READ_CONCURRENCY = 10

/** whitelistBatch(addresses) as an eth_call from the operator: undefined when it would succeed. */
export async function simulateWhitelistBatch(
  context: WhitelistContext,
  addresses: readonly Address[],
): Promise<unknown> {
  try {
    await context.client.simulateContract({
      account: context.operator,
      address: context.order,
      abi: vitaOrderAbi,
      functionName: 'whitelistBatch',
      args: [addresses],
    })
    return undefined
  } catch (error) {
    return error
  }
}

/** `check` for each item, at most READ_CONCURRENCY at a time, results in order. */
export async function eachLimited<T, R>(items: readonly T[], check: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  for (let i = 0; i < items.length; i += READ_CONCURRENCY) {
    results.push(...(await Promise.all(items.slice(i, i + READ_CONCURRENCY).map(check))))
  }
  return results
}

/** VitaOrder.isWhitelisted for each address, in order. */
export function readWhitelisted(
  context: WhitelistContext,
  addresses: readonly Address[],
): Promise<boolean[]> {
  return eachLimited(addresses, (address) =>
    context.client.readContract({
      address: context.order,
      abi: vitaOrderAbi,
      functionName: 'isWhitelisted',
      args: [address],
    }),
  )
}
