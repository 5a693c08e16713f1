import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getAddress } from 'viem'
import { contractStatusQuerySchema, contractStatusSchema, envelopeSchema } from '@vita/shared'
import { ok } from '../../../platform/http/envelope'
import { unauthorized } from '../../../platform/http/domainError'
import { perIpRateLimit } from '../../../platform/http/rateLimits'
import type { MarketRoutesOptions } from './index'
import { amountsAsText } from './amountsAsText'

/**
 * Each new address costs 5 RPC calls (cached per address after): 30 a minute per client IP, so
 * nobody drives the RPC bill by asking for random addresses.
 */
export const CONTRACT_STATUS_RATE_LIMIT = { max: 30, timeWindow: 60_000 }

/** Without ?address= it answers for the signed-in member's own wallet (bearer token required). */
export const getContractStatusRoute: FastifyPluginAsyncZod<MarketRoutesOptions> = async (app, { reader }) => {
  app.get(
    '/market/contract-status',
    {
      schema: {
        tags: ['market'],
        summary: 'Whitelist, blacklist, minimum order and sell permission of a wallet',
        querystring: contractStatusQuerySchema,
        response: { 200: envelopeSchema(contractStatusSchema) },
      },
      config: { rateLimit: perIpRateLimit(CONTRACT_STATUS_RATE_LIMIT) },
      onRequest: async (request, reply) => {
        const query = request.query as { address?: unknown }
        if (query.address === undefined) await app.authenticate(request, reply)
      },
    },
    async (request) => {
      const address =
        request.query.address ?? (request.auth ? getAddress(request.auth.member.address) : undefined)
      if (!address) throw unauthorized()
      return ok(request, amountsAsText(await reader.contractStatus(address)))
    },
  )
}
