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
        summary: 'Exact-in swap quote from the pool reserves: output, fee, price impact, minimum received',
        querystring: quoteQuerySchema,
        response: { 200: envelopeSchema(quoteSchema) },
      },
    },
    async (request) => {
      const { side, amountIn, slippageBps } = request.query
      const reserves = await reader.reserves()
      // The same quote the web app shows (shared/pool.ts): the pool's integer maths, impact rounded up.
      const quote = quoteExactIn(side, BigInt(amountIn), reserves, BigInt(slippageBps))
      const impactBps = quote.priceImpactBps
      return ok(request, {
        amountOut: quote.amountOut.toString(),
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
