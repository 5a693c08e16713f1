import type { Address, Hex } from 'viem'
import type { Currency } from '@vita/shared'
import { withdrawalStepUp } from '@vita/shared/stepUp'
import type { Db } from '../../platform/db/client'
import { invalidInput, type DomainError } from '../../platform/http/domainError'
import { verifyStepUp, type StepUpContext } from '../../platform/http/verifyStepUp'
import { getWithdrawRules } from './withdrawRules'

export type AuthorizeWithdrawalParameters = {
  currency: Currency
  amount: bigint
  address: Address
  /** The Idempotency-Key header: the signed key must be it, so a signature serves one request. */
  idempotencyKey: string
  signature: Hex
  expiry: number
  /** The fee the member saw and signed, when the client sends it. */
  fee?: bigint | undefined
  stepUpContext: StepUpContext
  /** Destinations no withdrawal may go to (refusedDestinations.ts). */
  isRefusedDestination: (address: Address) => boolean
}
/** withdrawDestinationRefused, stepUpFeeChanged, stepUpExpired, stepUpInvalid (400 code 7). */
export type AuthorizeWithdrawalErrorType = DomainError

/**
 * Money leaving the app needs the member's wallet, not only the session token: the request must carry
 * an EIP-712 signature by the member's own wallet over {amount, currency, to, fee, idempotencyKey,
 * expiry}, bound to the chain and the order contract (packages/shared/src/stepUp.ts). The fee is the
 * one in force now: a member who signed another fee is told it changed.
 */
export async function authorizeWithdrawal(db: Db, p: AuthorizeWithdrawalParameters): Promise<void> {
  if (p.isRefusedDestination(p.address))
    throw invalidInput('withdrawDestinationRefused', { field: 'address' })
  const { fee } = await getWithdrawRules(db, p.currency)
  if (p.fee !== undefined && p.fee !== fee)
    throw invalidInput('stepUpFeeChanged', { field: 'fee', fee: fee.toString() })
  const { chainId, verifyingContract } = p.stepUpContext
  await verifyStepUp(
    p.stepUpContext,
    { signature: p.signature, expiry: p.expiry },
    withdrawalStepUp(chainId, verifyingContract, {
      amount: p.amount,
      currency: p.currency,
      to: p.address,
      fee,
      idempotencyKey: p.idempotencyKey,
      expiry: BigInt(p.expiry),
    }),
  )
}
