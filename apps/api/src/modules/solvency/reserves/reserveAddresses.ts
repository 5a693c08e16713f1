import type { Address } from 'viem'
import type { Deployment } from '@vita/contracts/deployment'
import type { SolvencyReserveAddress } from '../../../config'

export type ReserveAddressesParameters = {
  /** SOLVENCY_RESERVES when set: the operator's list, taken as it is. */
  configured: readonly SolvencyReserveAddress[] | undefined
  /** The payout hot wallet (PAYOUT_PRIVATE_KEY's address), when the server pays withdrawals. */
  payoutWallet: Address | undefined
  contracts: Deployment['contracts']
}

/**
 * The addresses whose balances back the members' liabilities (docs/adr/008-solvency-snapshots.md):
 * SOLVENCY_RESERVES, or by default the payout hot wallet (what withdrawals are paid from), the three
 * pool vaults (dividends, central bank, fees) and VitaDeposit (members' deposits not yet moved on),
 * those the deployment has.
 */
export function reserveAddresses(p: ReserveAddressesParameters): SolvencyReserveAddress[] {
  if (p.configured) return [...p.configured]
  const { staticDividendPool, centralBankPool, feePool, deposit } = p.contracts
  const candidates: [string, Address | undefined][] = [
    ['payoutWallet', p.payoutWallet],
    ['staticDividendPool', staticDividendPool],
    ['centralBankPool', centralBankPool],
    ['feePool', feePool],
    ['deposit', deposit],
  ]
  return candidates.flatMap(([label, address]) => (address ? [{ label, address }] : []))
}
