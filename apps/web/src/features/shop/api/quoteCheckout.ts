import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { CheckoutQuote, CheckoutQuoteRequest } from '@vita/shared/schemas/shop'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { shopKeys, shopPath, shopSchemas } from './shopKeys'

/** Before an address is chosen the quote is asked with none: the API prices the lines all the same. */
export type QuoteCheckoutParameters = CheckoutQuoteRequest
export type QuoteCheckoutReturnType = CheckoutQuote

/** POST /app/shop/checkout/quote: the lines and summary as placing would charge them; a coupon's refusal inline. */
export function quoteCheckout(
  parameters: QuoteCheckoutParameters,
  signal?: AbortSignal,
): Promise<QuoteCheckoutReturnType> {
  return apiRequest(shopPath('checkout', undefined, '/quote'), {
    method: 'POST',
    body: parameters,
    signal,
    parse: lazyParse(() => shopSchemas().then((m) => m.checkoutQuoteSchema)),
  })
}

/** `enabled`: false until the checkout has lines to price (CheckoutView: checkoutSelection). */
export function useCheckoutQuote(parameters: QuoteCheckoutParameters, enabled = true) {
  return useQuery({
    queryKey: shopKeys.quote(parameters),
    queryFn: ({ signal }) => quoteCheckout(parameters, signal),
    enabled,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  })
}
