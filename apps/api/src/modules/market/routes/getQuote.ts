import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { envelopeSchema, quoteQuerySchema, quoteSchema, SWAP_FEE_BPS } from '@vita/shared'
import { quoteExactIn } from '@vita/shared/pool'
import { ok } from '../../../platform/http/envelope'
import type { MarketRoutesOptions } from './index'

export const getQuoteRoute: FastifyPluginAsyncZod<MarketRoutesOptions> = async (app, { reader }) => {
  app.get(
    '/market/quote',
    {
      schema: {
        tags: ['market'],
        summary:
          'Exact-in quote from the pool reserves: a buy on the pool, a sale through the order contract (amountOut is the seller’s 90%, 10% returns to the pool); fee, price impact, minimum received',
        querystring: quoteQuerySchema,
        response: { 200: envelopeSchema(quoteSchema) },
      },
    },
    async (request) => {
      const { side, amountIn, slippageBps } = request.query
      const reserves = await reader.reserves()
      // The same quote both web trade screens show (shared/pool.ts): the contracts' integer maths;
      // a sale is VitaOrder's, the only way DPINE is sold.
      const quote = quoteExactIn(side, BigInt(amountIn), reserves, BigInt(slippageBps))
      const impactBps = quote.priceImpactBps
      return ok(request, {
        amountOut: quote.amountOut.toString(),
        poolOut: quote.poolOut.toString(),
        returnedToPool: quote.returnedToPool.toString(),
        fee: quote.fee.toString(),
        priceImpactBps: Number(impactBps),
        minimumReceived: quote.minimumReceived.toString(),
        price: quote.price.toString(),
        side,
        amountIn,
        slippageBps,
        feeBps: Number(SWAP_FEE_BPS),
        stale: reserves.stale,
      })
    },
  )
}
