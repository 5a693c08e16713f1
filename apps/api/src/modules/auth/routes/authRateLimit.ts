import type { FastifyInstance } from 'fastify'

/** Per-IP limit on the sign-in routes; AUTH_RATE_LIMIT_PER_MINUTE (30 by default). */
export const authRateLimit = (app: FastifyInstance) => ({
  max: app.services.config.authRateLimitPerMinute,
  timeWindow: 60_000,
})
