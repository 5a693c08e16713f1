import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { envelopeSchema, priceInfoSchema } from '@vita/shared'
import { ok } from '../../../platform/http/envelope'
import type { MarketRoutesOptions } from './index'
import { amountsAsText } from './amountsAsText'

export const getPriceRoute: FastifyPluginAsyncZod<MarketRoutesOptions> = async (app, { reader }) => {
  app.get(
    '/market/price',
    {
      schema: {
        tags: ['market'],
        summary:
          'Order price (the pool’s time-weighted average, priceKind twap, or its spot price until the pool has twapWindowSeconds of history), live pool price and supply (fallback price 0.000003 USDT with stale: true when the chain is unreadable)',
        response: { 200: envelopeSchema(priceInfoSchema) },
      },
    },
    async (request) => ok(request, amountsAsText(await reader.priceInfo())),
  )
}
