import type { SwapQuote } from '@vita/shared/pool'

/**
 * The pool moved past the minimum the member confirmed before the wallet signed: nothing was sent.
 * `fresh` is the quote at the moment of the check.
 */
export class QuoteMovedError extends Error {
  override name = 'QuoteMovedError'
  constructor(
    readonly confirmed: SwapQuote,
    readonly fresh: SwapQuote,
  ) {
    super(`The quote moved: ${fresh.amountOut} now, ${confirmed.minimumReceived} confirmed as the minimum`)
  }
}
