/**
 * Step-up for money leaving the app: a withdrawal, an internal transfer past the rolling threshold, a
 * shop payment above its threshold and revealing a shopping card's secret must carry an EIP-712
 * signature by the member's own wallet over exactly what will happen. The session token alone cannot
 * move money out. Domain-bound to the chain and the order contract, so a signature
 * is useless on another chain or deployment; `expiry` bounds its life; `idempotencyKey` ties it to one
 * request (the Idempotency-Key header must equal it).
 */
import type { Address, TypedDataDomain } from 'viem'
import type { Currency } from './schemas/assets'

/** The longest a step-up signature may live: expiry at most this far ahead of the server's clock. */
export const STEP_UP_MAX_LIFETIME_SECONDS = 10 * 60

export function stepUpDomain(chainId: number, verifyingContract: Address): TypedDataDomain {
  return { name: 'Vita Club', version: '1', chainId, verifyingContract }
}

export const withdrawalStepUpTypes = {
  Withdrawal: [
    { name: 'amount', type: 'uint256' },
    { name: 'currency', type: 'string' },
    { name: 'to', type: 'address' },
    { name: 'fee', type: 'uint256' },
    { name: 'idempotencyKey', type: 'string' },
    { name: 'expiry', type: 'uint256' },
  ],
} as const

export const transferStepUpTypes = {
  Transfer: [
    { name: 'amount', type: 'uint256' },
    { name: 'currency', type: 'string' },
    { name: 'toUuid', type: 'string' },
    { name: 'idempotencyKey', type: 'string' },
    { name: 'expiry', type: 'uint256' },
  ],
} as const

export const shopPaymentStepUpTypes = {
  ShopPayment: [
    { name: 'orderNo', type: 'string' },
    { name: 'amount', type: 'uint256' },
    { name: 'deliverTo', type: 'string' },
    { name: 'idempotencyKey', type: 'string' },
    { name: 'expiry', type: 'uint256' },
  ],
} as const

export const cardSecretStepUpTypes = {
  CardSecret: [
    { name: 'cardNumber', type: 'string' },
    { name: 'expiry', type: 'uint256' },
  ],
} as const

export type WithdrawalStepUpMessage = {
  amount: bigint
  currency: Currency
  to: Address
  fee: bigint
  idempotencyKey: string
  /** Unix seconds. */
  expiry: bigint
}

export type TransferStepUpMessage = {
  amount: bigint
  currency: Currency
  toUuid: string
  idempotencyKey: string
  expiry: bigint
}

/** What a wallet's `eth_signTypedData_v4` is asked to sign for a withdrawal. */
export function withdrawalStepUp(
  chainId: number,
  verifyingContract: Address,
  message: WithdrawalStepUpMessage,
) {
  return {
    domain: stepUpDomain(chainId, verifyingContract),
    types: withdrawalStepUpTypes,
    primaryType: 'Withdrawal' as const,
    message,
  }
}

/** What a wallet's `eth_signTypedData_v4` is asked to sign for an internal transfer. */
export function transferStepUp(chainId: number, verifyingContract: Address, message: TransferStepUpMessage) {
  return {
    domain: stepUpDomain(chainId, verifyingContract),
    types: transferStepUpTypes,
    primaryType: 'Transfer' as const,
    message,
  }
}

export type ShopPaymentStepUpMessage = {
  orderNo: string
  /** The order's total in USDT base units (what the card and the balance pay together). */
  amount: bigint
  /** Where the goods go, as the wallet shows it: deliveryLine(order.address). */
  deliverTo: string
  idempotencyKey: string
  expiry: bigint
}

/** The delivery address as one line the member reads in the wallet before signing a payment. */
export function deliveryLine(address: {
  name: string
  tel: string
  province: string
  city: string
  county: string
  detail: string
}): string {
  return [
    address.name,
    address.tel,
    `${address.province}${address.city}${address.county}`,
    address.detail,
  ].join(' ')
}

/** What a wallet signs to pay a shop order at or above the shop's step-up threshold. */
export function shopPaymentStepUp(
  chainId: number,
  verifyingContract: Address,
  message: ShopPaymentStepUpMessage,
) {
  return {
    domain: stepUpDomain(chainId, verifyingContract),
    types: shopPaymentStepUpTypes,
    primaryType: 'ShopPayment' as const,
    message,
  }
}

/** What a wallet signs to reveal a shopping card's secret (whoever holds it can spend the card). */
export function cardSecretStepUp(
  chainId: number,
  verifyingContract: Address,
  message: { cardNumber: string; expiry: bigint },
) {
  return {
    domain: stepUpDomain(chainId, verifyingContract),
    types: cardSecretStepUpTypes,
    primaryType: 'CardSecret' as const,
    message,
  }
}
