/**
 * The placeOrder hash of each recorded order, kept in local storage from the moment the wallet
 * returns it until the server has it: a reload in between resubmits the hash instead of asking
 * the member to pay a second time.
 */
import type { Hash } from 'viem'

const key = (orderId: string) => `vita.club.orderTx.${orderId}`

export function rememberOrderTx(orderId: string, hash: Hash): void {
  try {
    localStorage.setItem(key(orderId), hash)
  } catch {
    // Storage refused (private mode): the server still learns of the order from the chain.
  }
}

export function recallOrderTx(orderId: string): Hash | null {
  try {
    const value = localStorage.getItem(key(orderId))
    return value && /^0x[0-9a-fA-F]{64}$/.test(value) ? (value as Hash) : null
  } catch {
    return null
  }
}
