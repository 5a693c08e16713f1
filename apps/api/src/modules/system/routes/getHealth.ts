import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ApiCode, apiMessage, envelopeSchema, healthResponseSchema, type HealthResponse } from '@vita/shared'
import { ok, requestLocale } from '../../../platform/http/envelope'
import { perIpRateLimit } from '../../../platform/http/rateLimits'
import type { AppServices } from '../../../platform/services'

const CHAIN_TIMEOUT_MS = 2_000
/**
 * A check costs a database round trip and 2 RPC calls: its answer is reused for 2 s in this process
 * (callers at the same moment share one check), and each client IP may ask 60 times a minute.
 */
export const HEALTH_CACHE_MS = 2_000
export const HEALTH_RATE_LIMIT = { max: 60, timeWindow: 60_000 }

async function checkDatabase(services: AppServices): Promise<HealthResponse['database']> {
  const started = performance.now()
  try {
    await services.database.db.execute(sql`select 1`)
    return { ok: true, latencyMs: Math.round(performance.now() - started) }
  } catch {
    return { ok: false, latencyMs: Math.round(performance.now() - started) }
  }
}

async function checkChain(services: AppServices): Promise<HealthResponse['chain']> {
  const chain = services.chain?.probe
  if (!chain) return { ok: false, chainId: null, blockNumber: null }
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('chain timeout')), CHAIN_TIMEOUT_MS)
  })
  try {
    const [chainId, blockNumber] = await Promise.race([
      Promise.all([chain.getChainId(), chain.getBlockNumber()]),
      timeout,
    ])
    return { ok: chainId === services.config.chainId, chainId, blockNumber: blockNumber.toString() }
  } catch {
    return { ok: false, chainId: null, blockNumber: null }
  } finally {
    clearTimeout(timer)
  }
}

async function checkHealth(services: AppServices): Promise<HealthResponse> {
  const [database, chain] = await Promise.all([checkDatabase(services), checkChain(services)])
  if (!database.ok) return { status: 'down', database, chain }
  return { status: chain.ok ? 'ok' : 'degraded', database, chain }
}

/** checkHealth, reused while younger than HEALTH_CACHE_MS by the services' clock. */
function cachedHealthCheck(services: AppServices): () => Promise<HealthResponse> {
  let last: { at: number; health: Promise<HealthResponse> } | undefined
  return () => {
    const now = services.now().getTime()
    if (!last || now - last.at >= HEALTH_CACHE_MS || now < last.at)
      last = { at: now, health: checkHealth(services) }
    return last.health
  }
}

export const getHealthRoute: FastifyPluginAsyncZod = async (app) => {
  const health = cachedHealthCheck(app.services)
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Database and chain reachability (503 when the database is unreachable)',
        response: { 200: envelopeSchema(healthResponseSchema), 503: envelopeSchema(healthResponseSchema) },
      },
      config: { rateLimit: perIpRateLimit(HEALTH_RATE_LIMIT) },
    },
    async (request, reply) => {
      const data = await health()
      if (data.status === 'down') {
        return reply.code(503).send({
          code: ApiCode.serviceUnavailable,
          msg: apiMessage('serviceUnavailable', requestLocale(request)),
          data,
        })
      }
      return ok(request, data)
    },
  )
}
