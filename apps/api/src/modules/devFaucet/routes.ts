import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { devFaucetRequestSchema, devFaucetResponseSchema, envelopeSchema } from '@vita/shared'
import { ok } from '../../platform/http/envelope'
import { perIpRateLimit, tooManyRequests } from '../../platform/http/rateLimits'
import { createDevFaucet, DEV_FAUCET_LIMITS, devFaucetEnabled } from './faucet'

/**
 * POST /app/dev/faucet: registered on the local dev chain only (elsewhere the path is a 404 like any
 * unknown one, and absent from the OpenAPI document). Anonymous, so a newcomer's dev wallet can get
 * gas before signing in; limited per client IP (route config) and per wallet address (preHandler,
 * once the body is validated), both on @fastify/rate-limit, so counts live in Redis when REDIS_URL is set.
 */
export const devFaucetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, chain, deployment } = app.services
  if (!devFaucetEnabled(config) || !chain) return
  const faucet = createDevFaucet({
    clients: chain.clients,
    rpcUrl: config.rpcUrl,
    usdt: () => deployment.current()?.contracts.usdt,
  })
  // A second limit on the same route: the plugin runs one limiter per request, so this one is
  // checked by hand (createRateLimit, same store) once the body's address is known.
  const perAddress = app.createRateLimit({
    ...DEV_FAUCET_LIMITS.perAddress,
    keyGenerator: (request: FastifyRequest) =>
      `faucet-address:${(request.body as { address: string }).address.toLowerCase()}`,
  })
  app.post(
    '/dev/faucet',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Dev chain only: send 1 BNB and 1,000 USDT to a wallet (rate-limited per IP and per address)',
        body: devFaucetRequestSchema,
        response: { 200: envelopeSchema(devFaucetResponseSchema) },
      },
      config: { rateLimit: perIpRateLimit(DEV_FAUCET_LIMITS.perIp) },
      preHandler: async (request) => {
        const limit = await perAddress(request)
        // isAllowed means "on the allow list"; a counted request is refused once past the maximum.
        if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests()
      },
    },
    async (request) => {
      const grant = await faucet.drip(request.body.address)
      return ok(request, {
        address: grant.address,
        BNB: { amount: grant.BNB.amount.toString(), txHash: grant.BNB.txHash },
        USDT: { amount: grant.USDT.amount.toString(), txHash: grant.USDT.txHash },
      })
    },
  )
}
