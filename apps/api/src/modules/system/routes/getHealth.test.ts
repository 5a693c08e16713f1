import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HealthResponse } from '@vita/shared'
import { body, createTestApp, TEST_CHAIN_ID, type TestApp } from '../../../app/testApp'

describe('GET /app/health when something is down', () => {
  let t: TestApp
  let chainUp = true
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      chain: {
        probe: {
          getChainId: async () => {
            if (!chainUp) throw new Error('rpc down')
            return TEST_CHAIN_ID
          },
          getBlockNumber: async () => 7n,
          getCode: async () => undefined,
          verifyMessage: async () => false,
        },
      },
    })
  })
  afterAll(() => t.close())

  it('answers 200 degraded when only the chain is unreachable', async () => {
    chainUp = false
    const response = await t.app.inject({ method: 'GET', url: '/app/health' })
    chainUp = true
    expect(response.statusCode).toBe(200)
    expect(body<HealthResponse>(response).data).toMatchObject({
      status: 'degraded',
      database: { ok: true },
      chain: { ok: false, chainId: null },
    })
  })

  it('answers 503 down (so a load balancer drains the instance) when the database is unreachable', async () => {
    const { db } = t.database
    const execute = db.execute
    db.execute = (() => Promise.reject(new Error('connection refused'))) as unknown as typeof db.execute
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/app/health',
        headers: { 'accept-language': 'en' },
      })
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
    expect((await t.app.inject({ method: 'GET', url: '/app/health' })).statusCode).toBe(200)
  })
})
