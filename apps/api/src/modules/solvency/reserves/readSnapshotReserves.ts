import type { Address } from 'viem'
import type { Deployment } from '@vita/contracts/deployment'
import type { SolvencyReserveSettings } from '../../../config'
import { ContractNotInitializedError, type ChainClient } from '../../../platform/chain'
import { readReserves, type Reserves } from './readReserves'
import { reserveAddresses } from './reserveAddresses'

/** Where a snapshot's reserves come from: the chain, the deployment's contracts and the reserve settings. */
export type ReserveSource = {
  client: ChainClient
  /** The deployment's contracts, undefined while the deployment file is missing (the read fails then). */
  contracts: () => Deployment['contracts'] | undefined
  settings: SolvencyReserveSettings
}

/** The token of each tree currency in the deployment; a currency without one is a configuration error. */
export function currencyTokens(
  contracts: Deployment['contracts'],
  currencies: readonly string[],
): { currency: string; token: Address }[] {
  const tokens: Record<string, Address> = { USDT: contracts.usdt, DPINE: contracts.dpine }
  return currencies.map((currency) => {
    const token = tokens[currency]
    if (!token) throw new Error(`no token for the solvency currency ${currency}`)
    return { currency, token }
  })
}

/** The reserves now (docs/adr/008-solvency-snapshots.md): every reserve address's balances at one block. */
export function readSnapshotReserves(
  source: ReserveSource,
  currencies: readonly string[],
): Promise<Reserves> {
  const contracts = source.contracts()
  if (!contracts) throw new ContractNotInitializedError('deployment')
  return readReserves({
    client: source.client,
    addresses: reserveAddresses({
      configured: source.settings.configured,
      payoutWallet: source.settings.payoutWallet,
      contracts,
    }),
    tokens: currencyTokens(contracts, currencies),
    confirmations: source.settings.confirmations,
  })
}
