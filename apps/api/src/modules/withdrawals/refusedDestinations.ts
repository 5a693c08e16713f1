import { getAddress, hexToBigInt, type Address } from 'viem'

export type RefusedDestinationsParameters = {
  /** The hot wallet that pays withdrawals: paying it back to itself would only burn gas. */
  hotWallet: Address | undefined
  /** Every contract of the deployment: tokens sent to them are stuck (the token, pool, order, vaults). */
  contracts: readonly (Address | undefined)[]
}

/**
 * Precompiles and chain system contracts sit at tiny addresses (Ethereum's 0x01–0x0a, BSC's system
 * contracts from 0x1000): nothing below 0x10000 can receive a token payout.
 */
const LOWEST_ORDINARY_ADDRESS = 0x10000n

/** A predicate for withdrawal destinations the app refuses (withdrawDestinationRefused). */
export function refusedDestinations(
  parameters: RefusedDestinationsParameters,
): (address: Address) => boolean {
  const refused = new Set(
    [parameters.hotWallet, ...parameters.contracts]
      .filter((address): address is Address => address !== undefined)
      .map((address) => getAddress(address)),
  )
  return (address) => refused.has(getAddress(address)) || hexToBigInt(address) < LOWEST_ORDINARY_ADDRESS
}
