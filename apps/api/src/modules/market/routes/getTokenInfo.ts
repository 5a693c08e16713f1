import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { envelopeSchema, tokenInfoSchema } from '@vita/shared'
import { ok } from '../../../platform/http/envelope'
import type { MarketRoutesOptions } from './index'
import { amountsAsText } from './amountsAsText'

export const getTokenInfoRoute: FastifyPluginAsyncZod<MarketRoutesOptions> = async (app, { reader }) => {
  app.get(
    '/market/token-info',
    {
      schema: {
        tags: ['market'],
        summary: 'DPINE total, circulating and destroyed supply, decimals',
        response: { 200: envelopeSchema(tokenInfoSchema) },
      },
    },
    async (request) => ok(request, amountsAsText(await reader.tokenInfo())),
  )
}
