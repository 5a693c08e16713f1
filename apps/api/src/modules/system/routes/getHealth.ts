import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ApiCode, apiMessage, envelopeSchema, healthResponseSchema, type HealthResponse } from '@vita/shared'
import { ok, requestLocale } from '../../../platform/http/envelope'
import type { AppServices } from '../../../platform/services'

const CHAIN_TIMEOUT_MS = 2_000

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

export const getHealthRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Database and chain reachability (503 when the database is unreachable)',
        response: { 200: envelopeSchema(healthResponseSchema), 503: envelopeSchema(healthResponseSchema) },
      },
    },
    async (request, reply) => {
      const [database, chain] = await Promise.all([checkDatabase(app.services), checkChain(app.services)])
      if (!database.ok) {
        const health: HealthResponse = { status: 'down', database, chain }
        return reply.code(503).send({
          code: ApiCode.serviceUnavailable,
          msg: apiMessage('serviceUnavailable', requestLocale(request)),
          data: health,
        })
      }
      return ok(request, { status: chain.ok ? ('ok' as const) : ('degraded' as const), database, chain })
    },
  )
}
