import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HealthResponse } from '@vita/shared'
import { body, createTestApp, TEST_CHAIN_ID, type TestApp } from '../../../app/testApp'
import { HEALTH_CACHE_MS, HEALTH_RATE_LIMIT } from './getHealth'

describe('GET /app/health when something is down', () => {
  let t: TestApp
  let chainUp = true
  let probes = 0
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      chain: {
        probe: {
          getChainId: async () => {
            probes++
            if (!chainUp) throw new Error('rpc down')
            return TEST_CHAIN_ID
          },
          getBlockNumber: async () => 7n,
          getCode: async () => undefined,
          verifyMessage: async () => false,
          verifyTypedData: async () => false,
        },
      },
    })
  })
  afterAll(() => t.close())
  /** Past the cache, so the next call checks again. */
  const expireCache = () => t.clock.advance(HEALTH_CACHE_MS)
  const health = (remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/app/health', remoteAddress, headers })

  it('answers 200 degraded when only the chain is unreachable', async () => {
    expireCache()
    chainUp = false
    const response = await health()
    chainUp = true
    expect(response.statusCode).toBe(200)
    expect(body<HealthResponse>(response).data).toMatchObject({
      status: 'degraded',
      database: { ok: true },
      chain: { ok: false, chainId: null },
    })
  })

  it('answers 503 down (so a load balancer drains the instance) when the database is unreachable', async () => {
    expireCache()
    const { db } = t.database
    const execute = db.execute
    db.execute = (() => Promise.reject(new Error('connection refused'))) as unknown as typeof db.execute
    try {
      const response = await health('127.0.0.1', { 'accept-language': 'en' })
      expect(response.statusCode).toBe(503)
      const envelope = body<HealthResponse>(response)
      expect(envelope).toMatchObject({
        code: 503,
        msg: 'Service temporarily unavailable, please try again later',
        data: { status: 'down', database: { ok: false }, chain: { ok: true, blockNumber: '7' } },
      })
    } finally {
      db.execute = execute
    }
    expireCache()
    expect((await health()).statusCode).toBe(200)
  })

  it('checks at most once per 2 s per process: a burst of calls costs one database and chain check', async () => {
    expireCache()
    probes = 0
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => health(`10.0.1.${i}`)))
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200))
    t.clock.advance(HEALTH_CACHE_MS - 1)
    await health('10.0.1.99')
    expect(probes).toBe(1)
    t.clock.advance(1)
    await health('10.0.1.99')
    expect(probes).toBe(2)
  })

  it('limits each client IP (60 a minute), not the others', async () => {
    for (let i = 0; i < HEALTH_RATE_LIMIT.max; i++) expect((await health('10.0.2.1')).statusCode).toBe(200)
    const limited = await health('10.0.2.1')
    expect(limited.statusCode).toBe(429)
    expect(body(limited)).toMatchObject({
      code: 429,
      msg: '请求过于频繁，请稍后再试',
      data: { reason: 'rateLimited' },
    })
    expect((await health('10.0.2.2')).statusCode).toBe(200)
  })
})
