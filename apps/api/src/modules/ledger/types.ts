import type { BillType, Currency } from '@vita/shared'
import type { SystemAccountCode } from './systemAccounts'

/**
 * Currencies members hold and the spec's (§3) bill types, shared with the web app. "income" and
 * "expense" are the generic kinds for movements no specific type describes (deposits, adjustments).
 */
export { CURRENCIES as currencies, BILL_TYPES as billTypes, type Currency, type BillType } from '@vita/shared'

/** Posted is final; pending (a withdrawal's reservation) becomes posted or voided exactly once. */
export const transferStatuses = ['pending', 'posted', 'voided'] as const
export type TransferStatus = (typeof transferStatuses)[number]

/**
 * A member's spendable account; the one the club accrues claimable income into (club-rules §2); the one
 * node stakes are held in until their release (club-rules §7).
 */
export const accountPurposes = ['available', 'claimable', 'staked'] as const
export type AccountPurpose = (typeof accountPurposes)[number]

/**
 * Whose account: a member's (one per currency and purpose; `purpose` absent = 'available') or a system
 * account. Callers never pass raw account ids.
 */
export type AccountOwner = { memberId: number; purpose?: AccountPurpose } | { systemCode: SystemAccountCode }

/** What caused a transfer (an order, a dividend run, a chain log, …), for audit and lookups. */
export type TransferReference = { type: string; id: string }

export type LedgerTransfer = {
  id: number
  idempotencyKey: string
  currency: Currency
  type: BillType
  status: TransferStatus
  amount: bigint
  debitAccountId: number
  /** Null for a payout (postPayout): its credits are its entries, one per payee. */
  creditAccountId: number | null
  reference: TransferReference | null
  memo: string | null
  reversesTransferId: number | null
  createdAt: Date
  /** When it was posted or voided; null while pending. */
  resolvedAt: Date | null
}

/**
 * The answer of every transfer operation: the transfer and whether this call only replayed an earlier
 * one. A replay answers the transfer as it stands now (a replayed reservation may have been posted since).
 */
export type TransferResult = { transfer: LedgerTransfer; replayed: boolean }

/**
 * The idempotency key for an on-chain effect, so each (chain id, tx hash, log index) is recorded once:
 * the indexer passes it as `idempotencyKey` (and as the reference id).
 */
export function chainEffectKey(effect: { chainId: number; txHash: string; logIndex: number }): string {
  return `chain:${effect.chainId}:${effect.txHash.toLowerCase()}:${effect.logIndex}`
}
