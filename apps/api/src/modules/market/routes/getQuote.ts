import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { envelopeSchema, quoteQuerySchema, quoteSchema, SWAP_FEE_BPS } from '@vita/shared'
import { ok } from '../../../app/envelope'
import { quoteExactIn } from '../quoteExactIn'
import type { MarketRoutesOptions } from './index'
import { amountsAsText } from './amountsAsText'

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
      const quote = quoteExactIn({ side, amountIn: BigInt(amountIn), slippageBps, ...reserves })
      return ok(request, {
        ...amountsAsText(quote),
        side,
        amountIn,
        slippageBps,
        feeBps: Number(SWAP_FEE_BPS),
        stale: reserves.stale,
      })
    },
  )
}
