/**
 * Reference model of VitaOrder.placeOrder's order rules (club rules §1): the amount must equal the
 * order price (below it the spec's minimum-amount error, above it its own error), and a wallet
 * places at most `limit` orders. Checked in the contract's order: amount first, then the limit.
 */
export type OrderOutcome = 'belowPrice' | 'notPrice' | 'limitReached' | 'placed'

export function expectedOrderOutcome(parameters: {
  amount: bigint
  price: bigint
  /** Orders the wallet has placed so far. */
  orders: number
  limit: number
}): OrderOutcome {
  const { amount, price, orders, limit } = parameters
  if (amount < price) return 'belowPrice'
  if (amount > price) return 'notPrice'
  if (orders >= limit) return 'limitReached'
  return 'placed'
}
