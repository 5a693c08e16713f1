/**
 * A deposit from the member's wallet into the app, with every effect injected: connect and switch
 * network → the wallet must be the member's own (a deposit is credited to the wallet's member) → token
 * balance, minimum and gas checked → the token approved for exactly the amount when the allowance is
 * short → VitaDeposit.deposit(token, amount) → its receipt. The server credits it once the indexer has
 * seen it with its confirmations; the screen follows that in the deposit list.
 */
import type { Address, Hash } from 'viem'
import { FALLBACK_GAS_LIMIT } from '../../../platform/chain/ensureGasBalance'
import type { ConnectStep } from '../../../platform/wallet/connectWallet'
import { DepositError, type DepositStep } from './depositSteps'

export type DepositDependencies = {
  connect: (onStep: (step: ConnectStep) => void) => Promise<Address>
  readTokenBalance: (account: Address) => Promise<bigint>
  readAllowance: (account: Address) => Promise<bigint>
  readMinimum: () => Promise<bigint>
  /** Throws TradeError('insufficientBnb') when the wallet cannot pay `gasUnits`. */
  ensureGas: (account: Address, gasUnits: bigint) => Promise<void>
  approve: (account: Address, amount: bigint) => Promise<Hash>
  deposit: (account: Address, amount: bigint) => Promise<Hash>
  /** Resolves once mined; rejects with TradeError('receiptReverted' | 'timeout'). */
  waitForReceipt: (hash: Hash) => Promise<unknown>
  onStep: (step: DepositStep) => void
  onApproved: () => void
  /** The deposit transaction is sent: the screen shows it (with its link) while it is mined. */
  onSent: (hash: Hash) => void
}

export type DepositParameters = {
  amount: bigint
  /** The wallet the member signed in with. */
  memberWallet: Address
}

export async function runDeposit(p: DepositParameters, d: DepositDependencies): Promise<Hash> {
  d.onStep('connect')
  const account = await d.connect((step) => d.onStep(step === 'connecting' ? 'connect' : 'switch'))
  if (account.toLowerCase() !== p.memberWallet.toLowerCase()) throw new DepositError('otherWallet')
  const [balance, allowance, minimum] = await Promise.all([
    d.readTokenBalance(account),
    d.readAllowance(account),
    d.readMinimum(),
  ])
  if (p.amount < minimum) throw new DepositError('belowMinimum')
  if (balance < p.amount) throw new DepositError('insufficientWallet')
  const approveNeeded = allowance < p.amount
  await d.ensureGas(account, (approveNeeded ? 2n : 1n) * FALLBACK_GAS_LIMIT)
  if (approveNeeded) {
    d.onStep('approve')
    await d.waitForReceipt(await d.approve(account, p.amount))
    d.onApproved()
  }
  d.onStep('deposit')
  const hash = await d.deposit(account, p.amount)
  d.onSent(hash)
  d.onStep('confirm')
  await d.waitForReceipt(hash)
  return hash
}
