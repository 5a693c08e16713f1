import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { envelopeSchema, marketStatsSchema } from '@vita/shared'
import { ok } from '../../../platform/http/envelope'
import { getMarketStats } from '../getMarketStats'
import type { MarketRoutesOptions } from './index'
import { amountsAsText } from './amountsAsText'

export const getStatsRoute: FastifyPluginAsyncZod<MarketRoutesOptions> = async (app, { reader }) => {
  app.get(
    '/market/stats',
    {
      schema: {
        tags: ['market'],
        summary: 'Price, 24h change, high, low, volume, value, supply, destroyed, market cap',
        response: { 200: envelopeSchema(marketStatsSchema) },
      },
    },
    async (request) => {
      const { database, config, now } = app.services
      const stats = await getMarketStats(database.db, reader, { chainId: config.chainId, now: now() })
      return ok(request, amountsAsText(stats))
    },
  )
}
