import type { Address } from 'viem'
import type { Deployment } from '@vita/contracts/deployment'
import type { ChainClients } from './clients'
import { ContractNotInitializedError } from './errors'

/** What every chain read needs: the RPC clients and where the contracts are (once deployed). */
export type ChainReadContext = {
  clients: ChainClients
  contracts: () => Deployment['contracts'] | undefined
}

/** The address of a deployed contract, or ContractNotInitializedError when the deployment lacks it. */
export function contractAddress(context: ChainReadContext, name: keyof Deployment['contracts']): Address {
  const address = context.contracts()?.[name]
  if (!address) throw new ContractNotInitializedError(name)
  return address
}
