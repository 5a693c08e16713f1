/**
 * What the deposit screen needs of the deposit flow before it runs: its steps and its own failures.
 * Kept apart from runDeposit so the chain code (viem, wagmi actions, the ABI) loads when the member deposits.
 */

/** Connect wallet, switch network, authorize the token, call the deposit contract, wait for the block. */
export const DEPOSIT_STEPS = ['connect', 'switch', 'approve', 'deposit', 'confirm'] as const
export type DepositStep = (typeof DEPOSIT_STEPS)[number]

export type DepositFailure =
  /** The connected wallet is not the one the member signed in with: its deposit would be another member's. */
  'otherWallet' | 'insufficientWallet' | 'belowMinimum' | 'notConfigured'
export class DepositError extends Error {
  override name = 'DepositError'
  constructor(readonly reason: DepositFailure) {
    super(`Deposit refused: ${reason}`)
  }
}
