/**
 * What the buy screen needs of the purchase flow before it runs: its steps and its own failures.
 * Kept apart from runClubPurchase so the chain code (viem, wagmi actions, the order ABI) loads
 * only when the member pays, not with every club screen.
 */

/** The spec's five purchase steps: connect wallet, switch network, authorize USDT, call the contract, submit the order. */
export const BUY_STEPS = ['connect', 'switch', 'approve', 'place', 'submit'] as const
export type BuyStep = (typeof BUY_STEPS)[number]

export type ClubPurchaseFailure = 'noReferrer' | 'orderFailed' | 'orderCancelled'
export class ClubPurchaseError extends Error {
  override name = 'ClubPurchaseError'
  constructor(readonly reason: ClubPurchaseFailure) {
    super(`Club purchase failed: ${reason}`)
  }
}
