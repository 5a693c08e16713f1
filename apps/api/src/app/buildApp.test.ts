import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import Fastify from 'fastify'
import fastifyHelmet from '@fastify/helmet'
import { writeDeployment } from '@vita/contracts/deployment'
import type { AppConfig, HealthResponse } from '@vita/shared'
import { testDatabaseKinds } from '../platform/db/testing'
import { DomainError } from '../platform/http/domainError'
import { helmetHeaders, helmetOptions } from '../platform/http/externalPlugins'
import type { AppModule } from '../platform/module'
import { appModules } from './modules'
import { body, createTestApp, TEST_CHAIN_ID, TEST_ORIGIN, type TestApp } from './testApp'

const USDT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const DPINE = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'

/** A module added the way ledger/chain will be: one more entry. */
const brokenModule: AppModule = {
  name: 'broken',
  routes: async (app) => {
    app.get('/test/boom', async () => {
      throw new Error('password=hunter2 at db.internal:5432')
    })
    app.get('/test/conflict', async () => {
      throw new DomainError('conflict', 409, 409, { hint: 'safe detail' })
    })
  },
}

describe.each(testDatabaseKinds)('the app shell (%s)', (kind) => {
  let t: TestApp
  let web: string
  let dataDir: string
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'vita-web-'))
    mkdirSync(join(web, 'assets'))
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Vita</title>')
    writeFileSync(join(web, 'assets', 'index-abc123.js'), 'console.log(1)')
    dataDir = mkdtempSync(join(tmpdir(), 'vita-data-'))
    writeDeployment(join(dataDir, 'deployments', `${TEST_CHAIN_ID}.json`), {
      chainId: TEST_CHAIN_ID,
      startBlock: '1',
      deployer: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      contracts: { usdt: USDT, dpine: DPINE },
    })
    t = await createTestApp(kind, {
      env: {
        WEB_DIST_DIR: web,
        DATA_DIR: dataDir,
        CORS_ORIGINS: `${TEST_ORIGIN},https://admin.vita.test`,
        PRODUCT_NAME: 'DPIN',
      },
      modules: [...appModules, brokenModule],
      chain: {
        probe: {
          getChainId: async () => TEST_CHAIN_ID,
          getBlockNumber: async () => 123n,
          getCode: async () => undefined,
          verifyMessage: async () => false,
          verifyTypedData: async () => false,
        },
      },
    })
  })
  afterAll(() => t.close())

  it('answers unknown /app routes with a 404 envelope in the caller language', async () => {
    const zh = await t.app.inject({ method: 'GET', url: '/app/nope' })
    expect(zh.statusCode).toBe(404)
    expect(body(zh)).toEqual({ code: 404, msg: '请求的资源不存在', data: { reason: 'notFound' } })
    const en = await t.app.inject({
      method: 'POST',
      url: '/app/nope',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    })
    expect(body(en)).toEqual({
      code: 404,
      msg: 'The requested resource does not exist',
      data: { reason: 'notFound' },
    })
  })

  it('answers a crash with 500 and no internals, and a DomainError with its status and details', async () => {
    const crash = await t.app.inject({ method: 'GET', url: '/app/test/boom' })
    expect(crash.statusCode).toBe(500)
    expect(crash.body).not.toMatch(/hunter2|db\.internal|Error:|stack/)
    expect(body(crash)).toEqual({ code: 500, msg: '服务器内部错误', data: { reason: 'serverError' } })
    const conflict = await t.app.inject({
      method: 'GET',
      url: '/app/test/conflict',
      headers: { 'accept-language': 'en' },
    })
    expect(conflict.statusCode).toBe(409)
    expect(body(conflict)).toEqual({
      code: 409,
      msg: 'Request conflict, please refresh and retry',
      data: { hint: 'safe detail', reason: 'conflict' },
    })
  })

  it('answers invalid input with 400, code 7, 参数错误 and the fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/app/auth/check-registered',
      payload: { address: 'nope' },
    })
    expect(response.statusCode).toBe(400)
    expect(body(response)).toEqual({
      code: 7,
      msg: '参数错误',
      data: { fields: [{ path: 'body.address', message: 'invalid address' }], reason: 'invalidParams' },
    })
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/app/auth/check-registered',
      payload: '{oops',
      headers: { 'content-type': 'application/json' },
    })
    expect(badJson.statusCode).toBe(400)
    expect(body(badJson).code).toBe(7)
  })

  it('sends security headers with a CSP the SPA runs under', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/app/config' })
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("style-src 'self' 'unsafe-inline'")
    expect(csp).toContain("img-src 'self' data: blob:")
    // The browser reads through the public RPC only; the server's RPC_URL may carry a key.
    expect(csp).toContain("connect-src 'self' https://bsc-dataseed.bnbchain.org")
    expect(csp).not.toContain('rpc.vita.test')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('sends exactly the headers @fastify/helmet would, on answers, errors and 404s', async () => {
    for (const origin of [TEST_ORIGIN, 'https://vita.example', 'http://192.168.1.5:3000']) {
      const config = { ...t.app.services.config, publicOrigin: origin }
      const reference = Fastify()
      // helmet's CJS and ESM typings are distinct types for the same options.
      await reference.register(fastifyHelmet, helmetOptions(config) as never)
      reference.get('/', async () => 'ok')
      const expected = (await reference.inject({ method: 'GET', url: '/' })).headers
      await reference.close()
      const computed = helmetHeaders(helmetOptions(config))
      const helmetNames = Object.keys(expected).filter(
        (name) => !['content-type', 'content-length', 'date', 'connection'].includes(name),
      )
      expect(Object.keys(computed).sort()).toEqual(helmetNames.sort())
      for (const name of helmetNames) expect(computed[name], name).toBe(expected[name])
    }
    const ownConfig = helmetHeaders(helmetOptions(t.app.services.config))
    for (const url of ['/app/config', '/app/test/boom', '/app/no-such-route']) {
      const response = await t.app.inject({ method: 'GET', url })
      for (const [name, value] of Object.entries(ownConfig)) expect(response.headers[name], name).toBe(value)
    }
  })

  it('allows CORS only from the allowlist', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/app/auth/login',
        headers: { origin, 'access-control-request-method': 'POST' },
      })
    expect((await preflight('https://admin.vita.test')).headers['access-control-allow-origin']).toBe(
      'https://admin.vita.test',
    )
    expect((await preflight('https://evil.test')).headers['access-control-allow-origin']).toBeUndefined()
  })

  it('reports database and chain health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/app/health' })
    const health = body<HealthResponse>(response).data
    expect(health).toMatchObject({
      status: 'ok',
      database: { ok: true },
      chain: { ok: true, chainId: TEST_CHAIN_ID, blockNumber: '123' },
    })
  })

  it('serves the runtime config with token addresses and the display name', async () => {
    const config = body<AppConfig>(await t.app.inject({ method: 'GET', url: '/app/config' })).data
    expect(config).toMatchObject({
      chain: {
        chainId: TEST_CHAIN_ID,
        name: 'BNB Smart Chain',
        // The public endpoint, never RPC_URL (which may carry a provider key).
        rpcUrl: 'https://bsc-dataseed.bnbchain.org',
        explorerUrl: 'https://bscscan.com',
        nativeSymbol: 'BNB',
        nativeDecimals: 18,
      },
      productName: 'DPIN',
      tokens: {
        USDT: { symbol: 'USDT', address: USDT, decimals: 18 },
        DPINE: { symbol: 'DPINE', address: DPINE, decimals: 18 },
      },
      contracts: { usdt: USDT, dpine: DPINE },
    })
    expect(JSON.stringify(config)).not.toContain('rpc.vita.test')
  })

  it('serves the OpenAPI document', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/app/docs' })).json<{
      openapi: string
      paths: Record<string, unknown>
    }>()
    expect(docs.openapi).toMatch(/^3\./)
    expect(Object.keys(docs.paths)).toEqual(
      expect.arrayContaining([
        '/app/health',
        '/app/config',
        '/app/auth/get-nonce',
        '/app/auth/login',
        '/app/auth/info',
        '/app/auth/check-registered',
        '/app/auth/logout',
        '/app/members/bind-referrer',
      ]),
    )
  })

  it('serves the web app: immutable assets, no-cache index, SPA fallback outside /app', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    for (const url of ['/', '/invite/ABC123', '/vita-club/team?x=1']) {
      const page = await t.app.inject({ method: 'GET', url })
      expect(page.statusCode, url).toBe(200)
      expect(page.body).toContain('<title>Vita</title>')
      expect(page.headers['cache-control']).toBe('no-cache')
    }
    expect((await t.app.inject({ method: 'GET', url: '/app/unknown' })).statusCode).toBe(404)
  })
})
