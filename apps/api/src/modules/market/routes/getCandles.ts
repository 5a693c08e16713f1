import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { candlesQuerySchema, candlesSchema, envelopeSchema } from '@vita/shared'
import { ok } from '../../../platform/http/envelope'
import { listCandles } from '../listCandles'
import type { MarketRoutesOptions } from './index'
import { amountsAsText } from './amountsAsText'

export const getCandlesRoute: FastifyPluginAsyncZod<MarketRoutesOptions> = async (app) => {
  app.get(
    '/market/candles',
    {
      schema: {
        tags: ['market'],
        summary: 'OHLC candles of indexed trades (1m, 15m, 1h, 1d; UTC buckets)',
        querystring: candlesQuerySchema,
        response: { 200: envelopeSchema(candlesSchema) },
      },
    },
    async (request) => {
      const { interval, limit } = request.query
      const { database, config, now } = app.services
      const candles = await listCandles(database.db, { chainId: config.chainId, interval, limit, now: now() })
      return ok(request, { interval, candles: candles.map(amountsAsText) })
    },
  )
}
